// The libraries a house rule may use, and the way the sandbox guards a library
// function: it replaces the function by a C closure that keeps the original as its
// first upvalue and, once the guard is satisfied, runs the original's C code in its
// own call frame. So the original's errors still name the script's line and the
// function ("bad argument #2 to 'rep'"), as if no guard stood between.
#pragma once

#include <lua.hpp>

namespace dicebox::script {

// Opens the sandbox's libraries; a lua_CFunction for Sandbox::call.
int open_library(lua_State* L);

// Replaces the field `name` of the table at `table` by a closure of `guard` whose
// first upvalue is the function it replaces: a C function without upvalues of its
// own, as every function of the standard libraries that is guarded here is.
void wrap(lua_State* L, int table, const char* name, lua_CFunction guard);

// In a guard: runs the original function on the guard's stack and returns its
// results.
int call_original(lua_State* L);

}  // namespace dicebox::script
