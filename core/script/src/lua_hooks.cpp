// RuleHooks on a sandbox: one per game, its hooks kept in the registry.
#include "lua_hooks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <map>
#include <vector>

#include "convert.hpp"
#include "freeze.hpp"
#include "messages.hpp"
#include "sandbox.hpp"
#include "script_table.hpp"
#include "stack_guard.hpp"

namespace dicebox::script {
namespace {

using nlohmann::json;

struct HookCall {
    int reference = LUA_NOREF;
    const json* args = nullptr;
};

// Calls a hook with its arguments, converted inside the protected call since that
// allocates; a lua_CFunction for Sandbox::call.
int call_hook(lua_State* L) {
    const auto& call = *static_cast<const HookCall*>(lua_touserdata(L, 1));
    lua_rawgeti(L, LUA_REGISTRYINDEX, call.reference);
    const json& args = *call.args;
    luaL_checkstack(L, static_cast<int>(std::min<std::size_t>(args.size(), INT_MAX)),
                    "too many arguments for a hook");
    for (std::size_t i = 0; i < args.size(); ++i) push_json(L, args[i]);
    lua_call(L, static_cast<int>(args.size()), 1);
    return 1;
}

struct Referencing {
    const std::vector<std::string>* names = nullptr;
    std::vector<int>* references = nullptr;
};

// Keeps each named hook of the hooks table (the argument) in the registry; a
// lua_CFunction for Sandbox::call.
int reference_hooks(lua_State* L) {
    const auto& referencing = *static_cast<const Referencing*>(lua_touserdata(L, 1));
    for (std::size_t i = 0; i < referencing.names->size(); ++i) {
        const std::string& name = (*referencing.names)[i];
        lua_pushlstring(L, name.data(), name.size());
        lua_rawget(L, 2);
        (*referencing.references)[i] = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    return 0;
}

class LuaHooks : public RuleHooks {
  public:
    LuaHooks(std::string file, const Limits& limits)
        : file_(std::move(file)), limits_(limits), sandbox_(limits) {}

    // Runs the script and keeps its hooks; throws LuaFailure or ScriptError.
    void start(std::string_view source) {
        lua_State* L = sandbox_.state();
        const StackGuard balanced(L);
        sandbox_.run(source, "@" + file_);
        const ScriptTable table = read_script_table(L, -1, file_);
        std::vector<int> references(table.hooks.size(), LUA_NOREF);
        Referencing referencing{&table.hooks, &references};
        push_hooks_table(L, -1);
        sandbox_.call(reference_hooks, &referencing, 1, 0);
        for (std::size_t i = 0; i < references.size(); ++i) {
            hooks_.emplace(table.hooks[i], Hook{references[i], origin_of(references[i])});
        }
        sandbox_.call(freeze_globals, nullptr, 0, 0);
    }

    json call(std::string_view hook, const json& args) override {
        const auto found = hooks_.find(hook);
        if (found == hooks_.end()) {
            throw HookError(fmt::format("{}: the house rule defines no hook {}", file_, hook));
        }
        const Hook& defined = found->second;
        if (!args.is_array()) {
            throw HookError(fmt::format("{}: hook {} was called with {}, not a list of arguments",
                                        defined.origin, hook,
                                        args.dump(-1, ' ', false, json::error_handler_t::replace)));
        }
        lua_State* L = sandbox_.state();
        const StackGuard balanced(L);
        HookCall call{defined.reference, &args};
        try {
            sandbox_.call(call_hook, &call, 0, 1);
        } catch (const LuaFailure& failure) {
            throw HookError(hook_failure(failure, hook, defined.origin, file_, limits_));
        }
        try {
            return to_json(L, -1);
        } catch (const ConversionError& error) {
            throw HookError(fmt::format(
                "{}: hook {} returned {}, but a hook returns plain values: nil, booleans, "
                "numbers, strings and tables of them",
                defined.origin, hook, error.what()));
        }
    }

    std::string origin(std::string_view hook) const override {
        const auto found = hooks_.find(hook);
        return found == hooks_.end() ? file_ : found->second.origin;
    }

  private:
    struct Hook {
        int reference = LUA_NOREF;
        std::string origin;  // "file:line" where the function is defined
    };

    std::string origin_of(int reference) const {
        lua_State* L = sandbox_.state();
        lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
        lua_Debug ar;
        lua_getinfo(L, ">S", &ar);
        if (ar.source[0] == '@') return fmt::format("{}:{}", ar.source + 1, ar.linedefined);
        // A library function (hooks = { f = math.max }) has no line of the script's.
        if (ar.linedefined < 0) return file_;
        return fmt::format("{}:{}", ar.short_src, ar.linedefined);
    }

    std::string file_;
    Limits limits_;
    Sandbox sandbox_;
    std::map<std::string, Hook, std::less<>> hooks_;
};

}  // namespace

std::unique_ptr<RuleHooks> open_hooks(const std::string& file, std::string_view source,
                                      const Limits& limits) {
    try {
        auto hooks = std::make_unique<LuaHooks>(file, limits);
        hooks->start(source);
        return hooks;
    } catch (const LuaFailure& failure) {
        throw HookError(run_failure(failure, file, limits));
    } catch (const ScriptError& error) {
        throw HookError(error.what());
    }
}

}  // namespace dicebox::script
