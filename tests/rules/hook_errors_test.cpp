// A hook's wrong answer is a HookError that names the script's file and line and the
// hook, through the real plugins and the real Lua host (scripts/README.md).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "rule_hooks.hpp"

namespace hooks_test {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

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

TEST(HookErrors, ARowScoreThatReturnsAStringStopsTheSetUp) {
    const auto rule = script("extra_row_score_string.lua");
    const auto message = hook_error([&] { ruled_session("extra", rule, 1); });
    EXPECT_THAT(message,
                AllOf(HasSubstr(script_path("extra_row_score_string.lua") + ":9"),
                      HasSubstr("row_score"), HasSubstr("\"lots\""), HasSubstr("whole number")));
}

TEST(HookErrors, AnArenaProbabilityAboveOneStopsTheSetUp) {
    const auto rule = script("strike_arena_probability.lua");
    const auto message = hook_error([&] { ruled_session("strike", rule, 2); });
    EXPECT_THAT(message,
                AllOf(HasSubstr(script_path("strike_arena_probability.lua") + ":9"),
                      HasSubstr("arena"), HasSubstr("p_hit must be a number from 0 to 1")));
}

TEST(HookErrors, AnArenaAnswerWithAMisspeltFieldStopsTheSetUp) {
    const auto rule = script("strike_arena_misspelt.lua");
    const auto message = hook_error([&] { ruled_session("strike", rule, 2); });
    EXPECT_THAT(message, AllOf(HasSubstr(script_path("strike_arena_misspelt.lua") + ":9"),
                               HasSubstr("arena"), HasSubstr("'p_knockout'")));
}

TEST(HookErrors, ACombinationValueAbove999StopsTheSetUp) {
    const auto rule = script("exxtra_value_out_of_range.lua");
    const auto message = hook_error([&] { ruled_session("exxtra", rule, 2); });
    EXPECT_THAT(message, AllOf(HasSubstr(script_path("exxtra_value_out_of_range.lua") + ":9"),
                               HasSubstr("combination_value"), HasSubstr("1000"),
                               HasSubstr("from 0 to 999")));
}

TEST(HookErrors, AGameEndsThatFailsMidGameStopsTheGameWithTheScriptsMessage) {
    auto session = ruled_session("extra", script("extra_game_ends_error.lua"), 1);
    ASSERT_EQ(session.force("2 3 3 4 5"), "");
    ASSERT_EQ(session.act(0, "3+4 2+5 x3@1"), "");
    ASSERT_EQ(session.force("1 3 3 4 4"), "");
    const auto before = session.state().to_json();
    const auto message = hook_error([&] { session.act(0, "3+4 3+4 x1@2"); });
    EXPECT_THAT(message, AllOf(HasSubstr(script_path("extra_game_ends_error.lua") + ":13"),
                               HasSubstr("game_ends"), HasSubstr("the referee has gone home")));
    // The round is not entered half-way: the sheet is as before the failing round.
    EXPECT_EQ(session.state().to_json()["seats"][0]["rows"], before["seats"][0]["rows"]);
}

}  // namespace
}  // namespace hooks_test
