// docs/rules.md, Strike, "The big throw": whenever a turn passes with an empty arena, the next
// player's first throw sends every die of their reserve at once.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

const char* const kBigThrowDue =
    "you must make the big throw: the turn began with an empty arena, so every die of your "
    "reserve goes in at once";

TEST(StrikeBigThrow, TakingDiceThatEmptyTheArenaMakesTheNextPlayerThrowAllTheirDice) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 4 | x 0 | out 0"}), "");
    ASSERT_EQ(current(game.state()), 1);
    EXPECT_TRUE(big_throw(game.state()));
    EXPECT_THAT(legal(game.state(), 1), ElementsAre("throw soft", "throw normal", "throw hard"));
    EXPECT_EQ(game.act(1, "stop"), kBigThrowDue);
    ASSERT_EQ(game.act(1, "throw normal"), "");
    EXPECT_EQ(game.state().to_json()["throw"], json::parse(R"({"style":"normal","dice":9})"));
    // Nine dice come to rest; the 2s and the 3s are taken.
    ASSERT_EQ(game.force("arena 2 2 3 3 3 4 5 6 | x 1 | out 0"), "");
    EXPECT_EQ(reserve(game.state(), 1), 5);
    EXPECT_THAT(arena(game.state()), ElementsAre(4, 5, 6));
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_FALSE(big_throw(game.state()));
    EXPECT_EQ(game.state().to_json()["throw"], nullptr);
}

TEST(StrikeBigThrow, StoppingWithAnEmptyArenaMakesTheNextPlayerThrowAllTheirDice) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw hard", "arena | x 2 | out 0", "stop"}), "");
    ASSERT_EQ(current(game.state()), 1);
    EXPECT_TRUE(big_throw(game.state()));
    EXPECT_EQ(game.act(1, "stop"), kBigThrowDue);
    ASSERT_EQ(game.act(1, "throw soft"), "");
    EXPECT_EQ(game.state().to_json()["throw"]["dice"], 8);
}

TEST(StrikeBigThrow, TheBigThrowSendsTheWholeReserveWhateverItsSize) {
    json start = position(3, "must throw", {}, {4, 3, 11}, 1);
    start["big_throw"] = true;
    auto state = load(start);
    ASSERT_EQ(play(*state, 1, {"throw hard"}), "");
    EXPECT_EQ(state->to_json()["throw"]["dice"], 3);
    EXPECT_EQ(play(*state, 1, {"arena 5 | x 0 | out 0"}),
              "'arena 5 | x 0 | out 0': the outcome accounts for 1 dice, but 3 are in play: 0 "
              "in the arena and 3 thrown");
    ASSERT_EQ(play(*state, 1, {"arena 5 5 | x 0 | out 1"}), "");
    EXPECT_EQ(reserve(*state, 1), 2);
}

TEST(StrikeBigThrow, ABigThrowWithoutAMatchLeavesThePlayerWithNoDiceAndOut) {
    json start = position(3, "must throw", {}, {4, 3, 11}, 1);
    start["big_throw"] = true;
    auto state = load(start);
    ASSERT_EQ(play(*state, 1, {"throw soft", "arena 2 5 | x 1 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 1), 0);
    EXPECT_TRUE(out(*state, 1));
    EXPECT_EQ(current(*state), 2);
    EXPECT_THAT(arena(*state), ElementsAre(2, 5));
}

TEST(StrikeBigThrow, NoBigThrowIsDueWhenTheTurnPassesWithDiceInTheArena) {
    auto state = load(position(2, "must throw", {3, 4}, {7, 9}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 3 3 4 | x 0 | out 0"}), "");
    EXPECT_THAT(arena(*state), ElementsAre(4));
    EXPECT_EQ(current(*state), 1);
    EXPECT_FALSE(big_throw(*state));
    EXPECT_EQ(state->refusal(1, *state->parse_action("stop")),
              "you must throw at least one die: the first throw of a turn is compulsory");
    ASSERT_EQ(play(*state, 1, {"throw soft"}), "");
    EXPECT_EQ(state->to_json()["throw"]["dice"], 1);
}

TEST(StrikeBigThrow, AnArenaEmptiedByXDiceButFilledAgainNeedsNoBigThrow) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw hard", "arena | x 2 | out 0"}), "");
    EXPECT_THAT(arena(game.state()), IsEmpty());
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 6 | x 0 | out 0", "stop"}), "");
    EXPECT_FALSE(big_throw(game.state()));
}

}  // namespace
}  // namespace strike_test
