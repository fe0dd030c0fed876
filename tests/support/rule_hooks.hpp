// What the tests of the games' hooks share: the small scripts of a game's tests/scripts/
// folder, read by the real Lua host, and games of the real plugins ruled by them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "dicebox/house_rule.hpp"
#include "dicebox/script/script.hpp"
#include "dicebox/session.hpp"

namespace hooks_test {

using Script = dicebox::script::Script;
using nlohmann::json;

// A script of the game's tests/scripts/ (DICEBOX_TEST_HOOK_SCRIPTS) by its file name.
std::shared_ptr<const Script> script(std::string_view name);
// Its path, as the messages of its hooks name it.
std::string script_path(std::string_view name);

// A game of `game` for `players` under the script, with `params` as given on the command
// line; every chance outcome is forced by the tests.
dicebox::GameConfig ruled_config(std::string_view game, std::shared_ptr<const Script> rule,
                                 int players, json params = json::object());
dicebox::Session ruled_session(std::string_view game, std::shared_ptr<const Script> rule,
                               int players, json params = json::object());

// The message of the HookError that `run` throws, or a failure.
template <class Run>
std::string hook_error(Run run) {
    try {
        run();
    } catch (const dicebox::HookError& error) {
        return error.what();
    }
    ADD_FAILURE() << "no HookError";
    return {};
}

}  // namespace hooks_test
