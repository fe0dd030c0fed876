// Strike's hook match_points (scripts/README.md), through the real plugin and the real
// Lua host. The arena hook is shown by the shipped Steady hands
// (shipped_strike_test.cpp).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "rule_hooks.hpp"

namespace hooks_test {
namespace {

using ::testing::AllOf;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(StrikeHooks, MatchPointsScoreAPlayerWhoDropsOut) {
    // One die each: a throw without a match puts its thrower out.
    auto session = ruled_session("strike", script("strike_match_points.lua"), 3,
                                 {{"dice_each", {9, 1, 7, 6}}});
    ASSERT_EQ(session.force("arena 4"), "");
    ASSERT_EQ(session.act(0, "throw soft"), "");
    ASSERT_EQ(session.force("arena 4 5 | x 0 | out 0"), "");  // out, two players left
    ASSERT_EQ(session.act(1, "throw soft"), "");
    ASSERT_EQ(session.force("arena 4 5 6 | x 0 | out 0"), "");  // out, one player left
    ASSERT_TRUE(session.state().terminal());
    EXPECT_EQ(session.state().scores(), (std::vector<int>{20, 10, 0}));
    EXPECT_THAT(session.state().winners(), ElementsAre(2));
}

// A hook's wrong answer is a HookError that names the script's file and line and the
// hook.
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

}  // namespace
}  // namespace hooks_test
