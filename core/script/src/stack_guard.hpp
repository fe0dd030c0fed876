// Keeps the stack of a Lua state balanced when C++ code that reads it throws.
#pragma once

#include <lua.hpp>

namespace dicebox::script {

// Restores the stack to its height at construction. lua_settop cannot raise here: the
// host never marks to-be-closed slots.
class StackGuard {
  public:
    explicit StackGuard(lua_State* L) : L_(L), top_(lua_gettop(L)) {}
    ~StackGuard() { lua_settop(L_, top_); }
    StackGuard(const StackGuard&) = delete;
    StackGuard& operator=(const StackGuard&) = delete;

  private:
    lua_State* L_;
    int top_;
};

}  // namespace dicebox::script
