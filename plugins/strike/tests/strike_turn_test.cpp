// docs/rules.md, Strike, "A turn": the compulsory first throw, X dice and lost dice removed at
// once, matching dice taken (ending the turn), throwing again or stopping, and the order of the
// turns.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// A two-player game whose starting die shows 4.
dicebox::Session started(int players = 2) {
    auto game = new_session(players);
    EXPECT_EQ(game.force("arena 4"), "");
    return game;
}

TEST(StrikeTurn, TheFirstThrowOfATurnIsCompulsory) {
    auto game = started();
    EXPECT_THAT(legal(game.state(), 0), ElementsAre("throw soft", "throw normal", "throw hard"));
    EXPECT_EQ(game.act(0, "stop"),
              "you must throw at least one die: the first throw of a turn is compulsory");
    // The next player's turn opens the same way.
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 4 5 | x 0 | out 0", "stop"}), "");
    EXPECT_EQ(phase(game.state()), "must throw");
    EXPECT_THAT(legal(game.state(), 1), ElementsAre("throw soft", "throw normal", "throw hard"));
    EXPECT_EQ(game.act(1, "stop"),
              "you must throw at least one die: the first throw of a turn is compulsory");
}

TEST(StrikeTurn, AThrowSendsOneDieFromTheReserveWhichLeavesItWhenTheDiceComeToRest) {
    auto game = started();
    ASSERT_EQ(game.act(0, "throw hard"), "");
    const json rolling = game.state().to_json();
    EXPECT_EQ(rolling["phase"], "rolling");
    EXPECT_EQ(rolling["to_move"], "chance");
    EXPECT_EQ(rolling["throw"], json::parse(R"({"style":"hard","dice":1})"));
    EXPECT_EQ(game.act(0, "throw soft"), "the dice are still rolling");
    ASSERT_EQ(game.force("arena 4 6 | x 0 | out 0"), "");
    EXPECT_EQ(reserve(game.state(), 0), 8);
    EXPECT_THAT(arena(game.state()), ElementsAre(4, 6));
    EXPECT_EQ(game.state().to_json()["throws_this_turn"], 1);
}

TEST(StrikeTurn, DiceShowingXAreRemovedFromTheGameAtOnce) {
    auto game = started();
    ASSERT_EQ(play(game, 0, {"throw normal", "arena 4 | x 1 | out 0"}), "");
    EXPECT_THAT(arena(game.state()), ElementsAre(4));
    EXPECT_EQ(removed(game.state()), 1);
    EXPECT_EQ(reserve(game.state(), 0), 8);
    // A die of the arena knocked onto X goes too.
    ASSERT_EQ(play(game, 0, {"throw hard", "arena 5 | x 1 | out 0"}), "");
    EXPECT_THAT(arena(game.state()), ElementsAre(5));
    EXPECT_EQ(removed(game.state()), 2);
}

TEST(StrikeTurn, DiceThatLeftTheArenaOrNeverLandedAreRemovedFromTheGameAtOnce) {
    auto game = started();
    ASSERT_EQ(play(game, 0, {"throw hard", "arena 4 | x 0 | out 1"}), "");
    EXPECT_THAT(arena(game.state()), ElementsAre(4));
    EXPECT_EQ(removed(game.state()), 1);
    ASSERT_EQ(play(game, 0, {"throw hard", "arena 2 | x 0 | out 1"}), "");
    EXPECT_THAT(arena(game.state()), ElementsAre(2));
    EXPECT_EQ(removed(game.state()), 2);
    EXPECT_EQ(reserve(game.state(), 0), 7);
}

TEST(StrikeTurn, APairIsTakenIntoTheReserveAndEndsTheTurn) {
    auto game = started();
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 4 4 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(game.state(), 0), 9 - 1 + 2);
    EXPECT_THAT(arena(game.state()), IsEmpty());
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_THAT(to_move(game.state()), ElementsAre(1));
}

TEST(StrikeTurn, EveryDieSharingItsNumberIsTakenInAllGroups) {
    // Two 3s and two 5s: four dice; three 2s: all three; the single 6 stays.
    auto state = load(position(2, "must throw", {2, 3, 5, 6}, {5, 9}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 3 3 5 5 6 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 0), 5 - 1 + 4);
    EXPECT_THAT(arena(*state), ElementsAre(6));
    state = load(position(2, "must throw", {2, 4}, {5, 9}));
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 2 2 2 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 0), 5 - 1 + 3);
    EXPECT_THAT(arena(*state), IsEmpty());
    EXPECT_EQ(current(*state), 1);
}

TEST(StrikeTurn, AMatchWithXAndLostDiceTakesTheMatchAndRemovesTheRest) {
    const json start = position(2, "must throw", {2, 3, 5}, {5, 9});
    auto state = load(start);
    ASSERT_EQ(play(*state, 0, {"throw hard", "arena 3 3 | x 1 | out 1"}), "");
    EXPECT_EQ(reserve(*state, 0), 5 - 1 + 2);
    EXPECT_THAT(arena(*state), IsEmpty());
    EXPECT_EQ(removed(*state), start["removed"].get<int>() + 2);
    EXPECT_EQ(current(*state), 1);
}

TEST(StrikeTurn, AllNumbersDifferentLetThePlayerThrowAgainOrStop) {
    auto game = started();
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 2 4 | x 0 | out 0"}), "");
    EXPECT_EQ(phase(game.state()), "may throw");
    EXPECT_THAT(legal(game.state(), 0),
                ElementsAre("throw soft", "throw normal", "throw hard", "stop"));
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 2 4 5 | x 0 | out 0"}), "");
    EXPECT_EQ(game.state().to_json()["throws_this_turn"], 2);
    EXPECT_EQ(reserve(game.state(), 0), 7);
    ASSERT_EQ(game.act(0, "stop"), "");
    // The arena is passed on as it lies.
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_THAT(arena(game.state()), ElementsAre(2, 4, 5));
    EXPECT_EQ(reserve(game.state(), 0), 7);
    EXPECT_FALSE(big_throw(game.state()));
    EXPECT_EQ(game.state().to_json()["throws_this_turn"], 0);
}

TEST(StrikeTurn, AnArenaEmptiedOnlyByXOrLostDiceDoesNotEndTheTurn) {
    auto game = started();
    ASSERT_EQ(play(game, 0, {"throw hard", "arena | x 1 | out 1"}), "");
    EXPECT_THAT(arena(game.state()), IsEmpty());
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_EQ(phase(game.state()), "may throw");
    EXPECT_THAT(legal(game.state(), 0),
                ElementsAre("throw soft", "throw normal", "throw hard", "stop"));
    // Throwing again fills the arena: the next player throws one die as usual.
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 5 | x 0 | out 0", "stop"}), "");
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_FALSE(big_throw(game.state()));
}

TEST(StrikeTurn, TheSeatsTakeTurnsInOrderAndWrapAround) {
    auto game = started(3);
    const char* faces[] = {"arena 2 4 | x 0 | out 0", "arena 2 3 4 | x 0 | out 0",
                           "arena 2 3 4 5 | x 0 | out 0", "arena 2 3 4 5 6 | x 0 | out 0"};
    std::vector<Seat> order;
    for (const char* rest : faces) {
        const Seat seat = current(game.state());
        order.push_back(seat);
        ASSERT_EQ(play(game, seat, {"throw soft", rest, "stop"}), "") << rest;
    }
    order.push_back(current(game.state()));
    EXPECT_THAT(order, ElementsAre(0, 1, 2, 0, 1));
}

TEST(StrikeTurn, ADecisionOutOfTurnIsRefusedNamingWhoseTurnItIs) {
    auto game = started(3);
    EXPECT_EQ(game.act(1, "throw soft"), "it is not your turn: seat 0 is throwing");
    EXPECT_EQ(game.act(2, "stop"), "it is not your turn: seat 0 is throwing");
    EXPECT_EQ(game.act(3, "throw soft"), "there is no seat 3; the seats are 0 to 2");
    EXPECT_EQ(game.log().size(), 1u);
}

TEST(StrikeTurn, AnOutcomeIsRefusedWhileADecisionIsDue) {
    auto game = started();
    EXPECT_EQ(game.force("arena 4 5 | x 0 | out 0"),
              "no dice are rolling: the player must throw or stop first");
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 4 5 | x 0 | out 0"}), "");
    EXPECT_EQ(game.force("arena 4 5 6 | x 0 | out 0"),
              "no dice are rolling: the player must throw or stop first");
}

}  // namespace
}  // namespace strike_test
