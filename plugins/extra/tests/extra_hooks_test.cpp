// EXTRA!'s hooks game_ends and final_score (scripts/README.md), through the real plugin
// and the real Lua host. row_score is shown by the shipped scripts
// (shipped_extra_test.cpp).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "game_steps.hpp"
#include "rule_hooks.hpp"

namespace hooks_test {
namespace {

using ::testing::AllOf;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(ExtraHooks, GameEndsEndsAPlayersGameWithNoEXTRAColumnFull) {
    auto session = ruled_session("extra", script("extra_end_bonus.lua"), 2);
    ASSERT_EQ(session.force("2 3 3 4 5"), "");
    ASSERT_EQ(session.act(0, "3+4 2+5 x3@1"), "");  // row 7 twice: the hook ends it
    ASSERT_EQ(session.act(1, "3+3 2+5 x4@1"), "");  // row 7 once: goes on
    const json state = session.state().to_json();
    EXPECT_TRUE(state["seats"][0]["done"]);
    EXPECT_EQ(state["seats"][0]["extra"][0]["crosses"], 1);
    EXPECT_FALSE(state["seats"][1]["done"]);
    EXPECT_FALSE(session.state().terminal());
    ASSERT_EQ(session.force("1 3 3 4 4"), "");
    EXPECT_THAT(testing_support::to_move(session.state()), ElementsAre(1));
}

TEST(ExtraHooks, GameEndsIsGivenTheSheetAsDocumented) {
    // The hook ends the game only when every documented field has the value it should.
    auto session = ruled_session("extra", script("extra_sheet_shape.lua"), 1,
                                 {{"extra_numbers", 4}, {"column_lengths", {10, 9, 8, 7}}});
    ASSERT_EQ(session.force("2 3 3 4 5"), "");
    ASSERT_EQ(session.act(0, "3+4 2+5 x3@1"), "");
    EXPECT_TRUE(session.state().terminal());
}

TEST(ExtraHooks, FinalScoreGivesTheScoresOnlyOnceTheGameIsOverAndDecidesTheWinner) {
    auto session = ruled_session("extra", script("extra_end_bonus.lua"), 2);
    ASSERT_EQ(session.force("2 3 3 4 5"), "");
    ASSERT_EQ(session.act(0, "3+4 2+5 x3@1"), "");
    ASSERT_EQ(session.act(1, "3+3 2+5 x4@1"), "");
    // Seat 0 is done, but the game goes on: the scores are the rows' totals.
    EXPECT_EQ(session.state().scores(), (std::vector<int>{-200, -400}));
    ASSERT_EQ(session.force("1 3 3 4 4"), "");
    ASSERT_EQ(session.act(1, "3+4 3+4 x1@2"), "");
    ASSERT_TRUE(session.state().terminal());
    // Totals -200 and -400, and 1000 for each EXTRA number written: one and two.
    EXPECT_EQ(session.state().scores(), (std::vector<int>{800, 1600}));
    EXPECT_THAT(session.state().winners(), ElementsAre(1));
    EXPECT_EQ(session.state().to_json()["seats"][1]["score"], 1600);
}

// A hook's wrong answer is a HookError that names the script's file and line and the
// hook.
TEST(HookErrors, ARowScoreThatReturnsAStringStopsTheSetUp) {
    const auto rule = script("extra_row_score_string.lua");
    const auto message = hook_error([&] { ruled_session("extra", rule, 1); });
    EXPECT_THAT(message,
                AllOf(HasSubstr(script_path("extra_row_score_string.lua") + ":9"),
                      HasSubstr("row_score"), HasSubstr("\"lots\""), HasSubstr("whole number")));
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
