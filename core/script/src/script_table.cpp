// Reading the table a script returns, with messages that name the file and the key.
#include "script_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

#include "convert.hpp"
#include "stack_guard.hpp"
#include "text.hpp"

namespace dicebox::script {
namespace {

constexpr std::string_view kKeys = "name, game, version, description, author, params, seats, hooks";

// "a number", "nothing" (nil): what a value is, for messages.
std::string kind_of(lua_State* L, int index) {
    const int type = lua_type(L, index);
    if (type == LUA_TNIL) return "nothing";
    return fmt::format("a {}", lua_typename(L, type));
}

// The string at `index`, which may hold any bytes.
std::string_view bytes_of(lua_State* L, int index) {
    std::size_t length = 0;
    const char* bytes = lua_tolstring(L, index, &length);
    return {bytes, length};
}

// The key below the value on top of the stack, for messages: name or [1].
std::string key_name(lua_State* L) {
    if (lua_type(L, -2) == LUA_TSTRING) return printable(bytes_of(L, -2), 100);
    if (lua_isinteger(L, -2) != 0) return fmt::format("[{}]", lua_tointeger(L, -2));
    return fmt::format("a {} key", lua_typename(L, lua_type(L, -2)));
}

class TableReader {
  public:
    TableReader(lua_State* L, const std::string& file) : L_(L), file_(file) {}

    ScriptTable read(int index) {
        if (lua_type(L_, index) != LUA_TTABLE) {
            fail(
                fmt::format("the script returns {}; it must return a table with its name, game "
                            "and hooks",
                            kind_of(L_, index)));
        }
        if (lua_checkstack(L_, 4) == 0) fail("no room on Lua's stack");
        ScriptTable table;
        lua_pushnil(L_);
        while (lua_next(L_, index) != 0) {
            entry(table);
            lua_pop(L_, 1);
        }
        if (table.metadata.name.empty()) problem("the script's table needs a 'name' (a string)");
        if (table.metadata.game.empty()) {
            problem(
                "the script's table needs a 'game' (a string): the id of the game it is for, "
                "as `dicebox games` lists it");
        }
        if (!problems_.empty()) {
            // Lua walks a table in an order of its own, another on each run: told in the
            // order of their text, the problems read the same every time.
            std::sort(problems_.begin(), problems_.end());
            throw ScriptError(std::move(problems_));
        }
        std::sort(table.hooks.begin(), table.hooks.end());
        return table;
    }

  private:
    // A table that cannot be read at all.
    [[noreturn]] void fail(const std::string& what) const {
        throw ScriptError(fmt::format("{}: {}", file_, what));
    }
    // A wrong entry: noted, and the rest of the table read on, so that every problem is
    // told at once.
    void problem(const std::string& what) {
        problems_.push_back(fmt::format("{}: {}", file_, what));
    }

    // The key and value on top of the stack.
    void entry(ScriptTable& table) {
        const std::string key = key_name(L_);
        if (lua_type(L_, -2) != LUA_TSTRING) {
            unknown(key);
        } else if (key == "name") {
            table.metadata.name = text(key);
        } else if (key == "game") {
            table.metadata.game = text(key);
        } else if (key == "version") {
            table.metadata.version = text(key);
        } else if (key == "description") {
            table.metadata.description = text(key);
        } else if (key == "author") {
            table.metadata.author = text(key);
        } else if (key == "params") {
            table.params = object(key);
        } else if (key == "seats") {
            table.seat_options = object(key);
        } else if (key == "hooks") {
            table.hooks = hooks();
        } else {
            unknown(key);
        }
    }

    void unknown(const std::string& key) {
        problem(
            fmt::format("unknown key '{}' in the script's table; the keys are: {}", key, kKeys));
    }

    std::string text(const std::string& key) {
        if (lua_type(L_, -1) != LUA_TSTRING) {
            problem(fmt::format("'{}' must be a string, not {}", key, kind_of(L_, -1)));
            return {};
        }
        const std::string_view value = bytes_of(L_, -1);
        if (!valid_utf8(value)) {
            problem(fmt::format("'{}' is not UTF-8 text", key));
            return {};
        }
        return std::string(value);
    }

    // params and seats: tables of name = value.
    nlohmann::json object(const std::string& key) {
        if (lua_type(L_, -1) != LUA_TTABLE) {
            problem(
                fmt::format("'{}' must be a table of name = value, not {}", key, kind_of(L_, -1)));
            return nlohmann::json::object();
        }
        nlohmann::json value;
        try {
            value = to_json(L_, -1);
        } catch (const ConversionError& error) {
            problem(fmt::format("'{}' holds {}", key, error.what()));
            return nlohmann::json::object();
        }
        if (value.is_array() && value.empty()) return nlohmann::json::object();
        if (!value.is_object()) {
            problem(fmt::format("'{}' must be a table of name = value, not a list", key));
            return nlohmann::json::object();
        }
        return value;
    }

    std::vector<std::string> hooks() {
        if (lua_type(L_, -1) != LUA_TTABLE) {
            problem(
                fmt::format("'hooks' must be a table of name = function, not {}", kind_of(L_, -1)));
            return {};
        }
        const int table = lua_gettop(L_);
        std::vector<std::string> names;
        lua_pushnil(L_);
        while (lua_next(L_, table) != 0) {
            if (const auto why = hook_problem(); !why.empty()) {
                problem(why);
            } else {
                names.emplace_back(bytes_of(L_, -2));
            }
            lua_pop(L_, 1);
        }
        return names;
    }

    // What is wrong with the hook entry on top of the stack, or empty.
    std::string hook_problem() const {
        const std::string name = key_name(L_);
        if (lua_type(L_, -2) != LUA_TSTRING) {
            return fmt::format("hooks are named by strings, not by {}", name);
        }
        if (!valid_utf8(bytes_of(L_, -2)))
            return fmt::format("the hook name '{}' is not UTF-8", name);
        if (lua_type(L_, -1) != LUA_TFUNCTION) {
            return fmt::format("hooks.{} must be a function, not {}", name, kind_of(L_, -1));
        }
        return {};
    }

    lua_State* L_;
    const std::string& file_;
    std::vector<std::string> problems_;
};

}  // namespace

ScriptTable read_script_table(lua_State* L, int index, const std::string& file) {
    index = lua_absindex(L, index);
    const StackGuard balanced(L);
    return TableReader(L, file).read(index);
}

void push_hooks_table(lua_State* L, int index) {
    index = lua_absindex(L, index);
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
        if (lua_type(L, -2) == LUA_TSTRING && bytes_of(L, -2) == "hooks") {
            lua_remove(L, -2);
            return;
        }
        lua_pop(L, 1);
    }
    lua_pushnil(L);
}

}  // namespace dicebox::script
