// What the tests of the shipped house rules (scripts/) share: the scripts read by the
// real Lua host, and games of the real plugins ruled by them.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/script/script.hpp"
#include "dicebox/session.hpp"

namespace shipped_test {

using Script = dicebox::script::Script;
using nlohmann::json;

// The shipped scripts' folder, and one script by its path in it ("extra/gentle.lua").
std::filesystem::path scripts_dir();
std::shared_ptr<const Script> shipped(std::string_view path);

// The module of the game a script is for.
const dicebox::GameModule& module_of(const Script& script);

// A game for `players` under the rule (or the printed rules when `rule` is null), with
// `params` and `seats` as given on the command line.
dicebox::GameConfig ruled_config(std::string_view game, std::shared_ptr<const Script> rule,
                                 int players, json params = json::object(),
                                 std::vector<json> seats = {});
dicebox::Session ruled_session(std::string_view game, std::shared_ptr<const Script> rule,
                               int players, json params = json::object(),
                               std::vector<json> seats = {});

// The game from its start to its end, every seat played by `bot`.
void play_out(dicebox::Session& session, std::string_view bot);

}  // namespace shipped_test
