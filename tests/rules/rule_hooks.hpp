// What the tests of the modules' hooks share: the small scripts of tests/script/scripts/,
// read by the real Lua host, and games of the real plugins ruled by them.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

#include "dicebox/script/script.hpp"
#include "dicebox/session.hpp"

namespace hooks_test {

using Script = dicebox::script::Script;
using nlohmann::json;

// A script of tests/script/scripts/ by its file name.
std::shared_ptr<const Script> script(std::string_view name);
// Its path, as the messages of its hooks name it.
std::string script_path(std::string_view name);

// A game of `game` for `players` under the script, with `params` as given on the command
// line; every chance outcome is forced by the tests.
dicebox::GameConfig ruled_config(std::string_view game, std::shared_ptr<const Script> rule,
                                 int players, json params = json::object());
dicebox::Session ruled_session(std::string_view game, std::shared_ptr<const Script> rule,
                               int players, json params = json::object());

}  // namespace hooks_test
