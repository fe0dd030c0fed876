// docs/rules.md, Exxtra, "End": the first pawn to reach the Goal (position 21) wins at once,
// by collecting or by a double, passing the Goal as good as landing on it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr int kGoal = 21;

// Two players; seat 1 holds the dice with its first roll due, seat 0's pawn on
// `spaces` and its pair on `pair_ring`.
std::unique_ptr<dicebox::State> seat_0_waiting_on(int spaces, int pair_ring) {
    json position = blank_position(2);
    set_position(position, 0, spaces);
    set_pair(position, 0, pair_ring, 42);
    position["current"] = 1;
    return load(position);
}

void expect_won_by_seat_0(const dicebox::State& state) {
    EXPECT_TRUE(state.terminal());
    EXPECT_THAT(state.winners(), ElementsAre(0));
    EXPECT_EQ(position(state, 0), kGoal);
    EXPECT_FALSE(state.chance_due());
    EXPECT_THAT(to_move(state), IsEmpty());
    const json saved = state.to_json();
    EXPECT_EQ(saved["terminal"], true);
    EXPECT_EQ(saved["winners"], json::array({0}));
    EXPECT_EQ(saved["to_move"], json::array());
}

TEST(ExxtraEnd, CollectingOntoTheGoalWins) {
    auto state = seat_0_waiting_on(18, 3);
    ASSERT_EQ(play(*state, 1, {"X X", "place 0"}), "");
    expect_won_by_seat_0(*state);
}

TEST(ExxtraEnd, PassingTheGoalWinsNoExactLandingIsNeeded) {
    auto state = seat_0_waiting_on(19, 5);
    ASSERT_EQ(play(*state, 1, {"X X", "place 0"}), "");
    expect_won_by_seat_0(*state);
    EXPECT_THAT(state->scores(), ElementsAre(kGoal, 0));
}

TEST(ExxtraEnd, ADoubleOnTheFirstRollReachingTheGoalWinsAtOnce) {
    json position = blank_position(2);
    set_position(position, 0, 19);
    auto state = load(position);
    ASSERT_EQ(play(*state, 0, {"3 3"}), "");
    expect_won_by_seat_0(*state);
    EXPECT_THAT(legal(*state, 0), IsEmpty());
}

TEST(ExxtraEnd, ADoubleOnALaterRollReachingTheGoalWinsAtOnce) {
    json position = blank_position(2);
    set_position(position, 0, 19);
    auto state = load(position);
    ASSERT_EQ(play(*state, 0, {"4 1", "roll", "2 2"}), "");
    expect_won_by_seat_0(*state);
}

TEST(ExxtraEnd, APawnShortOfTheGoalPlaysOn) {
    auto state = seat_0_waiting_on(17, 3);
    ASSERT_EQ(play(*state, 1, {"X X", "place 0"}), "");
    EXPECT_FALSE(state->terminal());
    EXPECT_EQ(position(*state, 0), 20);
    EXPECT_THAT(state->winners(), IsEmpty());
    EXPECT_TRUE(state->chance_due());
}

TEST(ExxtraEnd, AGameFromStartIsWonByCollectingRingFiveFiveTimes) {
    auto game = new_session(2);
    for (int turn = 1; turn <= 5; ++turn) {
        EXPECT_EQ(position(game.state(), 0), 5 * (turn - 1));
        ASSERT_EQ(play(game, 0, {"7 6", "place 5"}), "");
        // X-X on ring 0 knocks off nothing, so seat 0's 76 stays on ring 5.
        ASSERT_EQ(play(game, 1, {"X X", "place 0"}), "");
    }
    EXPECT_TRUE(game.state().terminal());
    EXPECT_THAT(game.state().winners(), ElementsAre(0));
    EXPECT_THAT(game.state().scores(), ElementsAre(kGoal, 0));
}

TEST(ExxtraEnd, AfterTheWinEveryEventIsRefused) {
    auto game = new_session(2, {{"track", 3}});
    ASSERT_EQ(play(game, 0, {"3 3"}), "");
    ASSERT_TRUE(game.state().terminal());
    EXPECT_EQ(game.act(0, "roll"), "the game is over");
    EXPECT_EQ(game.act(0, "place 0"), "the game is over");
    EXPECT_EQ(game.act(1, "roll"), "the game is over");
    EXPECT_EQ(game.force("4 1"), "the game is over");
    EXPECT_EQ(game.log().size(), 1u);
}

}  // namespace
}  // namespace exxtra_test
