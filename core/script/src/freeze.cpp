// Freezing the globals and the libraries in place (freeze.hpp).
#include "freeze.hpp"

#include "library.hpp"

namespace dicebox::script {
namespace {

// The key that marks a frozen table's metatable. Its value is the prefix of the
// table's names in messages: "" for the globals, "math." for a library.
const char kFrozen = 0;

int refuse_assignment(lua_State* L, const char* prefix, int key) {
    constexpr const char* kWhy =
        "hooks may not set globals: a game must not depend on the games played before it";
    if (lua_type(L, key) == LUA_TSTRING) {
        return luaL_error(L, "%s (tried to set '%s%s')", kWhy, prefix, lua_tostring(L, key));
    }
    return luaL_error(L, "%s (tried to set a %s key)", kWhy, luaL_typename(L, key));
}

// __newindex(table, key, value) of a frozen table; upvalue 1 is its prefix.
int frozen_newindex(lua_State* L) {
    return refuse_assignment(L, lua_tostring(L, lua_upvalueindex(1)), 2);
}

// The iterator of pairs() over a frozen table: next() over the hidden contents
// (upvalue 1), which it never hands out.
int frozen_next(lua_State* L) {
    lua_settop(L, 2);
    if (lua_next(L, lua_upvalueindex(1)) != 0) return 2;
    lua_pushnil(L);
    return 1;
}

// __pairs(table) of a frozen table; upvalue 1 is the hidden contents.
int frozen_pairs(lua_State* L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushcclosure(L, frozen_next, 1);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

// Freezes the table at `index`; the prefix of its names is on top of the stack, and
// is popped.
void freeze_in_place(lua_State* L, int index) {
    const int prefix = lua_gettop(L);
    lua_newtable(L);
    const int hidden = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, hidden);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, index);  // clearing a field while traversing is allowed
    }
    // A metatable of the script's own (say, a strict mode for globals) keeps working
    // behind the frozen one.
    if (lua_getmetatable(L, index) != 0) lua_setmetatable(L, hidden);

    lua_createtable(L, 0, 5);
    lua_pushvalue(L, hidden);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, prefix);
    lua_pushcclosure(L, frozen_newindex, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushvalue(L, hidden);
    lua_pushcclosure(L, frozen_pairs, 1);
    lua_setfield(L, -2, "__pairs");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, prefix);
    lua_rawsetp(L, -2, &kFrozen);
    lua_setmetatable(L, index);
    lua_settop(L, prefix - 1);
}

}  // namespace

int freeze_globals(lua_State* L) {
    lua_pushglobaltable(L);
    const int globals = lua_gettop(L);
    // The libraries as they were opened, whatever the script did with their names.
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    const int loaded = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, loaded) != 0) {
        if (lua_type(L, -1) == LUA_TTABLE && lua_type(L, -2) == LUA_TSTRING) {
            if (lua_rawequal(L, -1, globals) != 0) {
                lua_pushliteral(L, "");
            } else {
                lua_pushfstring(L, "%s.", lua_tostring(L, -2));
            }
            freeze_in_place(L, lua_gettop(L) - 1);
        }
        lua_pop(L, 1);
    }
    return 0;
}

int guarded_rawset(lua_State* L) {
    if (lua_getmetatable(L, 1) != 0) {
        if (lua_rawgetp(L, -1, &kFrozen) == LUA_TSTRING) {
            return refuse_assignment(L, lua_tostring(L, -1), 2);
        }
        lua_pop(L, 2);
    }
    return call_original(L);
}

}  // namespace dicebox::script
