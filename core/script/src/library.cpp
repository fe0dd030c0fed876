// What a script can reach: base, coroutine, string, table, math and utf8, less
// everything that reaches the host or its randomness.
//
// - dofile, loadfile: files. print: stdout belongs to the host (the engine protocol
//   runs on it). collectgarbage: the collector is the host's.
// - string.dump makes binary chunks, and load accepts text only: binary chunks can
//   break the VM.
// - math.random and math.randomseed: the host owns all randomness, so that a seed
//   reproduces a game.
// - setmetatable refuses finalizers (__gc): Lua runs them with hooks off, out of the
//   budget's reach.
// - the string metatable is hidden: through it a hook could change the strings of
//   every later game.
// Coroutines are Lua 5.1's base library, split out in 5.4; they are harmless here
// (each inherits the count hook) and are opened so that scripts written for either
// work.
#include "library.hpp"

#include "allowance.hpp"
#include "costly.hpp"
#include "freeze.hpp"

namespace dicebox::script {
namespace {

constexpr luaL_Reg kLibraries[] = {
    {LUA_GNAME, luaopen_base},        {LUA_COLIBNAME, luaopen_coroutine},
    {LUA_STRLIBNAME, luaopen_string}, {LUA_TABLIBNAME, luaopen_table},
    {LUA_MATHLIBNAME, luaopen_math},  {LUA_UTF8LIBNAME, luaopen_utf8},
};

constexpr const char* kRemovedGlobals[] = {"dofile", "loadfile", "print", "collectgarbage"};

void remove_field(lua_State* L, int table, const char* name) {
    lua_pushnil(L);
    lua_setfield(L, table, name);
}

// load(chunk, chunkname, mode, env) with the mode always "t". Without `env` the chunk
// gets the script's globals, as the original does.
int load_text(lua_State* L) {
    const bool env_given = lua_gettop(L) >= 4;
    lua_settop(L, 4);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    if (!env_given) lua_settop(L, 3);
    return call_original(L);
}

int set_metatable(lua_State* L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) {
            return luaL_error(L,
                              "setmetatable: finalizers (__gc) are not allowed in house rules: "
                              "Lua runs them outside the instruction budget");
        }
        lua_pop(L, 1);
    }
    return call_original(L);
}

// coroutine.create and coroutine.wrap: a new coroutine starts a fresh count of the
// hook's stride, which the budget would not see, so it pays for it up front.
int charged_coroutine(lua_State* L) {
    charge(L, static_cast<std::uint64_t>(allowance_of(L).stride));
    return call_original(L);
}

// Calls `edit` with the library table `name` (a field of the globals) on the stack.
template <typename Edit>
void edit_library(lua_State* L, int globals, const char* name, Edit edit) {
    lua_getfield(L, globals, name);
    edit(lua_gettop(L));
    lua_pop(L, 1);
}

}  // namespace

void wrap(lua_State* L, int table, const char* name, lua_CFunction guard) {
    table = lua_absindex(L, table);
    lua_getfield(L, table, name);
    if (lua_tocfunction(L, -1) == nullptr || lua_getupvalue(L, -1, 1) != nullptr) {
        luaL_error(L, "%s cannot be guarded: it is not a plain C function", name);
    }
    lua_pushcclosure(L, guard, 1);
    lua_setfield(L, table, name);
}

int call_original(lua_State* L) {
    return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

int open_library(lua_State* L) {
    for (const luaL_Reg& library : kLibraries) {
        luaL_requiref(L, library.name, library.func, 1);
        lua_pop(L, 1);
    }
    lua_pushglobaltable(L);
    const int globals = lua_gettop(L);
    for (const char* name : kRemovedGlobals) remove_field(L, globals, name);
    wrap(L, globals, "load", load_text);
    wrap(L, globals, "setmetatable", set_metatable);
    wrap(L, globals, "rawset", guarded_rawset);

    edit_library(L, globals, LUA_STRLIBNAME, [&](int string) {
        remove_field(L, string, "dump");
        guard_string_functions(L, string);
    });
    edit_library(L, globals, LUA_MATHLIBNAME, [&](int math) {
        remove_field(L, math, "random");
        remove_field(L, math, "randomseed");
    });
    edit_library(L, globals, LUA_TABLIBNAME, [&](int table) { guard_table_functions(L, table); });
    edit_library(L, globals, LUA_COLIBNAME, [&](int coroutine) {
        wrap(L, coroutine, "create", charged_coroutine);
        wrap(L, coroutine, "wrap", charged_coroutine);
    });

    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    return 0;
}

}  // namespace dicebox::script
