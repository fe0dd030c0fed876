// The table a script returns: its metadata, parameter overrides, seat options and
// hooks (script.hpp shows one), read and checked.
#pragma once

#include <lua.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/script/script.hpp"

namespace dicebox::script {

struct ScriptTable {
    Metadata metadata;
    nlohmann::json params = nlohmann::json::object();
    nlohmann::json seat_options = nlohmann::json::object();
    std::vector<std::string> hooks;  // in name order
};

// Reads the value at `index` as a script's table. Throws ScriptError naming `file`.
// Safe from C++: it reads with API calls that cannot raise.
ScriptTable read_script_table(lua_State* L, int index, const std::string& file);

// Pushes the hooks table of the script's table at `index` (checked by
// read_script_table). Cannot raise.
void push_hooks_table(lua_State* L, int index);

}  // namespace dicebox::script
