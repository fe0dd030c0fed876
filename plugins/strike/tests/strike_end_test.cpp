// docs/rules.md, Strike, "End": a player with no dice in reserve at the end of their own turn is
// out, the turns pass over them, and the last player left wins.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(StrikeEnd, ThrowingTheLastDieWithoutAMatchEndsTheTurnAndThePlayerIsOut) {
    auto state = load(position(3, "must throw", {4}, {1, 5, 5}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 4 5 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 0), 0);
    EXPECT_TRUE(out(*state, 0));
    EXPECT_EQ(current(*state), 1);
    EXPECT_EQ(phase(*state), "must throw");
    EXPECT_THAT(arena(*state), ElementsAre(4, 5));
    EXPECT_FALSE(state->terminal());
}

TEST(StrikeEnd, LosingTheLastDieToAnXOrOutOfTheArenaPutsThePlayerOut) {
    for (const char* rest : {"arena 4 | x 1 | out 0", "arena 4 | x 0 | out 1"}) {
        SCOPED_TRACE(rest);
        auto state = load(position(3, "must throw", {4}, {1, 5, 5}));
        ASSERT_EQ(play(*state, 0, {"throw hard", rest}), "");
        EXPECT_TRUE(out(*state, 0));
        EXPECT_EQ(current(*state), 1);
    }
}

// A player out of a single game cannot win it, and the coach's games played on stop
// there; in a match the points of every game decide, so nobody has lost before its end.
TEST(StrikeEnd, APlayerOutOfASingleGameCanNoLongerWinIt) {
    for (const bool match : {false, true}) {
        SCOPED_TRACE(match ? "match" : "single game");
        auto state = load(position(3, "must throw", {4}, {1, 5, 5}, 0, {{"match", match}}));
        EXPECT_TRUE(state->can_win(0));
        ASSERT_EQ(play(*state, 0, {"throw soft", "arena 4 5 | x 0 | out 0"}), "");
        ASSERT_TRUE(out(*state, 0));
        EXPECT_EQ(state->can_win(0), match);
        EXPECT_TRUE(state->can_win(1));
    }
}

TEST(StrikeEnd, ThrowingTheLastDieIntoAMatchKeepsThePlayerIn) {
    auto state = load(position(3, "must throw", {4}, {1, 5, 5}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 4 4 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 0), 2);
    EXPECT_FALSE(out(*state, 0));
    EXPECT_EQ(current(*state), 1);
}

TEST(StrikeEnd, APlayerWhoseThrowEmptiesTheArenaAndTheReserveIsOutAndABigThrowIsDue) {
    auto state = load(position(3, "must throw", {4}, {1, 5, 5}));
    ASSERT_EQ(play(*state, 0, {"throw hard", "arena | x 2 | out 0"}), "");
    EXPECT_TRUE(out(*state, 0));
    EXPECT_EQ(current(*state), 1);
    EXPECT_TRUE(big_throw(*state));
}

TEST(StrikeEnd, TheTurnOrderSkipsPlayersWhoAreOut) {
    json start = position(4, "must throw", {4}, {5, 0, 5, 5});
    set_out(start, 1);
    auto state = load(start);
    const char* faces[] = {"arena 2 4 | x 0 | out 0", "arena 2 3 4 | x 0 | out 0",
                           "arena 2 3 4 5 | x 0 | out 0", "arena 2 3 4 5 6 | x 0 | out 0"};
    std::vector<Seat> order;
    for (const char* rest : faces) {
        const Seat seat = current(*state);
        order.push_back(seat);
        ASSERT_EQ(play(*state, seat, {"throw soft", rest, "stop"}), "") << rest;
    }
    EXPECT_THAT(order, ElementsAre(0, 2, 3, 0));
    EXPECT_EQ(current(*state), 2);
}

TEST(StrikeEnd, APlayerPutOutInPlayIsSkippedFromThenOn) {
    auto state = load(position(3, "must throw", {4}, {5, 1, 5}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 2 4 | x 0 | out 0", "stop"}), "");
    ASSERT_EQ(play(*state, 1, {"throw soft", "arena 2 3 4 | x 0 | out 0"}), "");
    ASSERT_TRUE(out(*state, 1));
    EXPECT_EQ(current(*state), 2);
    ASSERT_EQ(play(*state, 2, {"throw soft", "arena 2 3 4 5 | x 0 | out 0", "stop"}), "");
    EXPECT_EQ(current(*state), 0);
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 2 3 4 5 6 | x 0 | out 0", "stop"}), "");
    EXPECT_EQ(current(*state), 2);
}

TEST(StrikeEnd, TheLastPlayerLeftWins) {
    auto state = load(position(2, "must throw", {4}, {1, 5}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 4 6 | x 0 | out 0"}), "");
    EXPECT_TRUE(state->terminal());
    EXPECT_THAT(state->winners(), ElementsAre(1));
    const json saved = state->to_json();
    EXPECT_EQ(saved["phase"], "over");
    EXPECT_EQ(saved["terminal"], true);
    EXPECT_EQ(saved["to_move"], json::array());
    EXPECT_EQ(saved["winners"], json::parse("[1]"));
    EXPECT_EQ(saved["game_winners"], json::parse("[1]"));
}

TEST(StrikeEnd, TheLastOfThreeWinsOnlyWhenBothOthersAreOut) {
    json start = position(3, "must throw", {4}, {1, 1, 5});
    auto state = load(start);
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 4 6 | x 0 | out 0"}), "");
    EXPECT_FALSE(state->terminal());
    ASSERT_EQ(play(*state, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    EXPECT_TRUE(state->terminal());
    EXPECT_THAT(state->winners(), ElementsAre(2));
}

TEST(StrikeEnd, AfterTheGameIsOverEveryEventIsRefused) {
    auto game = new_session(2, {{"dice_each", {1, 1, 1, 1}}});
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 6 | x 0 | out 0"}), "");
    ASSERT_TRUE(game.state().terminal());
    EXPECT_THAT(to_move(game.state()), IsEmpty());
    EXPECT_THAT(legal(game.state(), 1), IsEmpty());
    EXPECT_EQ(game.act(1, "throw soft"), "the game is over");
    EXPECT_EQ(game.act(1, "stop"), "the game is over");
    EXPECT_EQ(game.force("arena 4 6 | x 0 | out 0"), "the game is over");
    EXPECT_EQ(game.force("arena 4"), "the game is over");
    EXPECT_EQ(game.log().size(), 3u);
}

}  // namespace
}  // namespace strike_test
