// JSON to Lua inside a protected call, Lua to JSON from C++ (convert.hpp).
#include "convert.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "stack_guard.hpp"
#include "text.hpp"

namespace dicebox::script {
namespace {

using nlohmann::json;

// push_json may be left by longjmp: nothing it holds may need a destructor.
static_assert(std::is_trivially_destructible_v<json::const_iterator>);
static_assert(std::is_trivially_destructible_v<std::optional<std::int64_t>>);

// ---- JSON to Lua (inside a protected call) ----

// The integer an object key stands for, when it is written as Lua would write it.
std::optional<std::int64_t> integer_key(std::string_view key) {
    const std::string_view digits = key.starts_with('-') ? key.substr(1) : key;
    if (digits.empty() || (digits[0] == '0' && (digits.size() > 1 || key.size() > 1))) {
        return std::nullopt;
    }
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), value);
    if (error != std::errc{} || end != key.data() + key.size()) return std::nullopt;
    return value;
}

void push_value(lua_State* L, const json& value, int depth) noexcept {
    if (depth > kMaxDepth) luaL_error(L, "arguments nested more than %d deep", kMaxDepth);
    luaL_checkstack(L, 3, "arguments nested too deep");
    switch (value.type()) {
        case json::value_t::boolean:
            lua_pushboolean(L, value.get<bool>() ? 1 : 0);
            return;
        case json::value_t::number_integer:
            lua_pushinteger(L, value.get<std::int64_t>());
            return;
        case json::value_t::number_unsigned: {
            const auto number = value.get<std::uint64_t>();
            if (number <= static_cast<std::uint64_t>(std::numeric_limits<lua_Integer>::max())) {
                lua_pushinteger(L, static_cast<lua_Integer>(number));
            } else {
                lua_pushnumber(L, static_cast<lua_Number>(number));
            }
            return;
        }
        case json::value_t::number_float:
            lua_pushnumber(L, value.get<double>());
            return;
        case json::value_t::string: {
            const auto& text = value.get_ref<const std::string&>();
            lua_pushlstring(L, text.data(), text.size());
            return;
        }
        case json::value_t::array:
            lua_createtable(L, static_cast<int>(std::min<std::size_t>(value.size(), 1 << 20)), 0);
            for (std::size_t i = 0; i < value.size(); ++i) {
                push_value(L, value[i], depth + 1);
                lua_rawseti(L, -2, static_cast<lua_Integer>(i) + 1);
            }
            return;
        case json::value_t::object:
            lua_createtable(L, 0, static_cast<int>(std::min<std::size_t>(value.size(), 1 << 20)));
            for (auto it = value.begin(); it != value.end(); ++it) {
                const std::string& key = it.key();
                if (const auto integer = integer_key(key)) {
                    lua_pushinteger(L, *integer);
                } else {
                    lua_pushlstring(L, key.data(), key.size());
                }
                push_value(L, it.value(), depth + 1);
                lua_rawset(L, -3);
            }
            return;
        case json::value_t::null:
        case json::value_t::discarded:
        case json::value_t::binary:
            lua_pushnil(L);
            return;
    }
}

// ---- Lua to JSON (from C++, with API calls that cannot raise) ----

class Reader {
  public:
    explicit Reader(lua_State* L) : L_(L) {}

    json read(int index, const std::string& path, int depth) {
        if (++values_ > kMaxValues)
            fail(fmt::format("a table of more than {} values", kMaxValues), "");
        switch (lua_type(L_, index)) {
            case LUA_TNIL:
                return nullptr;
            case LUA_TBOOLEAN:
                return lua_toboolean(L_, index) != 0;
            case LUA_TNUMBER:
                return number(index, path);
            case LUA_TSTRING:
                return string(index, path);
            case LUA_TTABLE:
                return table(lua_absindex(L_, index), path, depth);
            case LUA_TTHREAD:
                fail("a coroutine", path);
            default:
                fail(fmt::format("a {}", lua_typename(L_, lua_type(L_, index))), path);
        }
    }

  private:
    [[noreturn]] static void fail(const std::string& what, const std::string& path) {
        throw ConversionError(path.empty() ? what : fmt::format("{} at {}", what, path));
    }

    json number(int index, const std::string& path) {
        if (lua_isinteger(L_, index) != 0)
            return static_cast<std::int64_t>(lua_tointeger(L_, index));
        const double value = lua_tonumber(L_, index);
        if (!std::isfinite(value))
            fail(fmt::format("a number that is not finite ({})", value), path);
        return value;
    }

    json string(int index, const std::string& path) {
        std::size_t length = 0;
        const char* bytes = lua_tolstring(L_, index, &length);
        const std::string_view text(bytes, length);
        if (!valid_utf8(text)) fail("a string that is not UTF-8", path);
        return std::string(text);
    }

    // The table at `index` (absolute): an array when its keys are exactly 1..n.
    json table(int index, const std::string& path, int depth) {
        if (depth >= kMaxDepth) {
            // Without the path: down a cycle it is the same key a hundred times.
            fail(fmt::format("a table nested more than {} deep (a cycle?)", kMaxDepth), "");
        }
        if (lua_checkstack(L_, 3) == 0) fail("a table nested too deep", path);
        std::size_t count = 0;
        lua_Integer highest = 0;
        bool positive_integers = true;
        lua_pushnil(L_);
        while (lua_next(L_, index) != 0) {
            ++count;
            if (lua_isinteger(L_, -2) != 0 && lua_tointeger(L_, -2) >= 1) {
                highest = std::max(highest, lua_tointeger(L_, -2));
            } else {
                positive_integers = false;
            }
            lua_pop(L_, 1);
        }
        // Distinct keys from 1, as many as the highest: exactly 1..n.
        const bool sequence = positive_integers && static_cast<std::size_t>(highest) == count;
        return sequence ? array(index, count, path, depth) : object(index, path, depth);
    }

    json array(int index, std::size_t count, const std::string& path, int depth) {
        json out = json::array();
        for (std::size_t i = 1; i <= count; ++i) {
            lua_rawgeti(L_, index, static_cast<lua_Integer>(i));
            out.push_back(read(-1, fmt::format("{}[{}]", path, i), depth + 1));
            lua_pop(L_, 1);
        }
        return out;
    }

    json object(int index, const std::string& path, int depth) {
        json out = json::object();
        lua_pushnil(L_);
        while (lua_next(L_, index) != 0) {
            const std::string key = key_text(path);
            out[key] = read(-1, path.empty() ? key : fmt::format("{}.{}", path, key), depth + 1);
            lua_pop(L_, 1);
        }
        return out;
    }

    // The key below the value on top of the stack, as a JSON object key.
    std::string key_text(const std::string& path) {
        const int type = lua_type(L_, -2);
        if (type == LUA_TSTRING) {
            std::size_t length = 0;
            const char* bytes = lua_tolstring(L_, -2, &length);
            const std::string_view key(bytes, length);
            if (!valid_utf8(key)) fail("a table key that is not UTF-8", path);
            return std::string(key);
        }
        if (lua_isinteger(L_, -2) != 0) return fmt::format("{}", lua_tointeger(L_, -2));
        if (type == LUA_TNUMBER) {
            fail(fmt::format("a table key that is not a whole number ({})", lua_tonumber(L_, -2)),
                 path);
        }
        fail(fmt::format("a table with a {} key", lua_typename(L_, type)), path);
    }

    lua_State* L_;
    std::size_t values_ = 0;
};

}  // namespace

void push_json(lua_State* L, const nlohmann::json& value) noexcept {
    push_value(L, value, 0);
}

nlohmann::json to_json(lua_State* L, int index) {
    index = lua_absindex(L, index);
    const StackGuard balanced(L);
    if (lua_checkstack(L, 3) == 0) throw ConversionError("a value too deep in the stack");
    return Reader(L).read(index, "", 0);
}

}  // namespace dicebox::script
