// docs/rules.md, Exxtra, "A turn": the compulsory first roll, rolling again or accepting,
// collecting the pair at the start of the turn, and the order of the turns.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(ExxtraTurn, TheFirstRollIsDueAtTheStartOfEveryTurnWithNoDecisionBeforeIt) {
    auto game = new_session(2);
    EXPECT_TRUE(game.state().chance_due());
    EXPECT_EQ(game.state().to_json()["to_move"], "chance");
    EXPECT_THAT(legal(game.state(), 0), IsEmpty());
    EXPECT_EQ(game.act(0, "roll"), "the dice have not been rolled yet");
    EXPECT_EQ(game.act(0, "place 0"), "the dice have not been rolled yet");
    ASSERT_EQ(play(game, 0, {"4 1", "place 0"}), "");
    // The next player's turn opens with the roll again.
    EXPECT_TRUE(game.state().chance_due());
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_EQ(game.act(1, "place 0"), "the dice have not been rolled yet");
    EXPECT_EQ(game.log().size(), 2u);
}

TEST(ExxtraTurn, AfterEachRollThePlayerRollsAgainOrPlaces) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1"}), "");
    EXPECT_THAT(legal(game.state(), 0), ElementsAre("roll", "place 0", "place 1", "place 2",
                                                    "place 3", "place 4", "place 5"));
    ASSERT_EQ(play(game, 0, {"roll"}), "");
    EXPECT_TRUE(game.state().chance_due());
    EXPECT_EQ(game.state().to_json()["rolls_this_turn"], 1);
    ASSERT_EQ(play(game, 0, {"7 2"}), "");
    EXPECT_EQ(game.state().to_json()["rolls_this_turn"], 2);
    EXPECT_THAT(to_move(game.state()), ElementsAre(0));
}

TEST(ExxtraTurn, ThePlayerMayRollAgainAsOftenAsNoXShows) {
    auto game = new_session(2);
    for (const char* dice : {"4 1", "2 3", "7 5", "1 6", "3 2", "4 5", "2 1"}) {
        ASSERT_EQ(play(game, 0, {dice, "roll"}), "") << dice;
    }
    ASSERT_EQ(play(game, 0, {"7 6", "place 1"}), "");
    EXPECT_EQ(pairs_on(game.state(), 1), json::parse(R"([{"seat":0,"value":76}])"));
}

TEST(ExxtraTurn, AcceptingPlacesTheLastRollNotAnEarlierOne) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"7 6", "roll", "2 1", "place 4"}), "");
    EXPECT_EQ(pairs_on(game.state(), 4), json::parse(R"([{"seat":0,"value":21}])"));
}

TEST(ExxtraTurn, PlacingEndsTheTurn) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1", "place 0"}), "");
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_EQ(game.state().to_json()["rolls_this_turn"], 0);
    EXPECT_EQ(game.act(0, "roll"), "it is not your turn: seat 1 has the dice");
}

TEST(ExxtraTurn, TheFirstRollCanAlwaysBePlacedOnRingZero) {
    // Rings 1 to 5 all taken, and the worst first roll: X-X.
    auto game = new_session(6);
    for (Seat seat = 0; seat < 5; ++seat) {
        ASSERT_EQ(play(game, seat, {"7 6", "place " + std::to_string(seat + 1)}), "")
            << "seat " << seat;
    }
    ASSERT_EQ(play(game, 5, {"X X"}), "");
    EXPECT_THAT(legal(game.state(), 5), ElementsAre("roll", "place 0"));
    ASSERT_EQ(play(game, 5, {"place 0"}), "");
    EXPECT_EQ(pairs_on(game.state(), 0), json::parse(R"([{"seat":5,"value":0}])"));
}

TEST(ExxtraCollect, AtTheStartOfATurnThePawnAdvancesByTheRingOfItsPair) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 2", "place 4"}), "");
    ASSERT_EQ(play(game, 1, {"X X", "place 0"}), "");
    // Seat 0's turn has begun: the pawn moved and the dice came back.
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_EQ(position(game.state(), 0), 4);
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(pairs_on(game.state(), 4), json::array());
    // The ring is free again, for the collector too.
    ASSERT_EQ(play(game, 0, {"4 2", "place 4"}), "");
    EXPECT_EQ(pairs_on(game.state(), 4), json::parse(R"([{"seat":0,"value":42}])"));
}

TEST(ExxtraCollect, APairOnRingZeroComesBackWithoutMovingThePawn) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 2", "place 0"}), "");
    ASSERT_EQ(play(game, 1, {"X X", "place 0"}), "");
    EXPECT_EQ(position(game.state(), 0), 0);
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(pairs_on(game.state(), 0), json::parse(R"([{"seat":1,"value":0}])"));
}

TEST(ExxtraCollect, APlayerWithoutAPairOnTheLadderDoesNotMove) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"2 2", "roll", "X 5"}), "");
    ASSERT_EQ(play(game, 1, {"4 2", "place 5"}), "");
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_EQ(position(game.state(), 0), 1);
}

TEST(ExxtraCollect, OnlyThePlayerWhoseTurnBeginsCollects) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"4 2", "place 3"}), "");
    ASSERT_EQ(play(game, 1, {"2 1", "place 1"}), "");
    EXPECT_EQ(ring(game.state(), 0), 3);
    EXPECT_EQ(position(game.state(), 0), 0);
    ASSERT_EQ(play(game, 2, {"X X", "place 0"}), "");
    EXPECT_EQ(position(game.state(), 0), 3);
    EXPECT_EQ(ring(game.state(), 1), 1);
    EXPECT_EQ(position(game.state(), 1), 0);
}

TEST(ExxtraTurnOrder, TheSeatsTakeTurnsInOrderAndWrapAround) {
    auto game = new_session(3);
    std::vector<Seat> order;
    for (int turn = 1; turn <= 7; ++turn) {
        EXPECT_EQ(game.state().to_json()["turn"], turn);
        const Seat seat = current(game.state());
        order.push_back(seat);
        ASSERT_EQ(play(game, seat, {"X X", "place 0"}), "");
    }
    EXPECT_THAT(order, ElementsAre(0, 1, 2, 0, 1, 2, 0));
}

TEST(ExxtraTurnOrder, ADecisionOutOfTurnIsRefusedNamingWhoseTurnItIs) {
    auto game = new_session(4);
    ASSERT_EQ(play(game, 0, {"4 1", "place 0"}), "");
    ASSERT_EQ(play(game, 1, {"4 1"}), "");
    EXPECT_EQ(game.act(0, "roll"), "it is not your turn: seat 1 has the dice");
    EXPECT_EQ(game.act(2, "place 3"), "it is not your turn: seat 1 has the dice");
    EXPECT_EQ(game.act(3, "place 0"), "it is not your turn: seat 1 has the dice");
    EXPECT_EQ(game.act(4, "roll"), "there is no seat 4; the seats are 0 to 3");
    EXPECT_EQ(game.log().size(), 3u);
    EXPECT_THAT(to_move(game.state()), ElementsAre(1));
}

TEST(ExxtraTurnOrder, ActingOrRollingOutOfStepIsRefused) {
    auto game = new_session(2);
    // While the roll is due nobody decides; while a decision is due nobody rolls.
    EXPECT_EQ(game.act(1, "roll"), "it is not your turn: seat 0 has the dice");
    EXPECT_EQ(game.act(0, "roll"), "the dice have not been rolled yet");
    ASSERT_EQ(play(game, 0, {"4 1"}), "");
    EXPECT_EQ(game.force("7 6"), "the dice wait for a decision: roll again or place the roll");
    EXPECT_EQ(value(game.state()), 41);
}

}  // namespace
}  // namespace exxtra_test
