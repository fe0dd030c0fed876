// Library functions whose work happens in C, where the count hook cannot see it, and
// that a script can make run for hours without allocating anything: string.rep of
// an empty string, table.move/insert/remove over a huge (or faked, __len) length, and
// the pattern functions (find, match, gmatch, gsub), whose backtracking is polynomial
// in the subject's length. Each is charged to the instruction budget before it runs.
#pragma once

#include <lua.hpp>

namespace dicebox::script {

void guard_string_functions(lua_State* L, int string_table);
void guard_table_functions(lua_State* L, int table_table);

}  // namespace dicebox::script
