// Exxtra's hooks double_move and invalid_roll_cost (scripts/README.md), through the real
// plugin and the real Lua host. combination_value is shown by the shipped Excape
// (shipped_exxtra_test.cpp).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "rule_hooks.hpp"

namespace hooks_test {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

int position(const dicebox::Session& session, int seat) {
    return session.state().to_json()["seats"][seat]["position"];
}

TEST(ExxtraHooks, DoubleMoveSetsHowFarADoubleMovesThePawn) {
    auto session = ruled_session("exxtra", script("exxtra_moves.lua"), 2);
    ASSERT_EQ(session.force("2 2"), "");
    EXPECT_EQ(position(session, 0), 20);
}

TEST(ExxtraHooks, InvalidRollCostSetsTheStepsBackOfAnInvalidRoll) {
    auto session = ruled_session("exxtra", script("exxtra_moves.lua"), 2);
    ASSERT_EQ(session.force("2 2"), "");
    ASSERT_EQ(session.act(0, "roll"), "");
    ASSERT_EQ(session.force("X X"), "");  // X-X costs five
    EXPECT_EQ(position(session, 0), 15);
    ASSERT_EQ(session.force("1 1"), "");
    ASSERT_EQ(session.act(1, "roll"), "");
    ASSERT_EQ(session.force("X 5"), "");  // a single X costs nothing
    EXPECT_EQ(position(session, 1), 10);
    EXPECT_EQ(session.state().to_json()["current"], 0);
}

// A hook's wrong answer is a HookError that names the script's file and line and the
// hook.
TEST(HookErrors, ACombinationValueAbove999StopsTheSetUp) {
    const auto rule = script("exxtra_value_out_of_range.lua");
    const auto message = hook_error([&] { ruled_session("exxtra", rule, 2); });
    EXPECT_THAT(message, AllOf(HasSubstr(script_path("exxtra_value_out_of_range.lua") + ":9"),
                               HasSubstr("combination_value"), HasSubstr("1000"),
                               HasSubstr("from 0 to 999")));
}

}  // namespace
}  // namespace hooks_test
