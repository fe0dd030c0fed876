// Frozen globals. A script's file may set globals while it runs; after that, hooks
// may not: one set of hooks serves every game of a session (a Session replays many
// games from one opened rule), so a global a hook sets would carry one game's state
// into the next, and a game must not depend on the games played before it.
//
// Freezing moves the contents of the globals table, and of every library table,
// into a hidden table and leaves the original table empty, with a metatable that reads
// through to the hidden one and refuses every assignment. The tables keep their
// identity, so the functions that already hold them (_ENV, a local `string`) see the
// frozen table too. A hook can still change tables of its own held in upvalues: that
// is the script's business.
#pragma once

#include <lua.hpp>

namespace dicebox::script {

// Freezes the globals and the libraries; a lua_CFunction for Sandbox::call.
int freeze_globals(lua_State* L);

// rawset, which would bypass the frozen metatable, refusing frozen tables (a guard for
// library.hpp's wrap).
int guarded_rawset(lua_State* L);

}  // namespace dicebox::script
