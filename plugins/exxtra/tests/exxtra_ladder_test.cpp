// docs/rules.md, Exxtra, "Place" and "Knock off": where an accepted roll may go on the dice
// ladder, and which pairs a placement sends back to their owners.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;

TEST(ExxtraPlace, AnAcceptedRollGoesOnAnyFreeRingFromZeroToFive) {
    for (int ring_number = 0; ring_number <= 5; ++ring_number) {
        auto game = new_session(2);
        ASSERT_EQ(play(game, 0, {"4 2", "place " + std::to_string(ring_number)}), "");
        EXPECT_EQ(ring(game.state(), 0), ring_number);
        EXPECT_EQ(pairs_on(game.state(), ring_number), json::parse(R"([{"seat":0,"value":42}])"));
    }
}

TEST(ExxtraPlace, RingZeroHoldsAnyNumberOfPairs) {
    auto game = new_session(4);
    ASSERT_EQ(play(game, 0, {"2 1", "place 0"}), "");
    ASSERT_EQ(play(game, 1, {"4 2", "place 0"}), "");
    ASSERT_EQ(play(game, 2, {"7 6", "place 0"}), "");
    ASSERT_EQ(play(game, 3, {"3 X"}), "");
    EXPECT_THAT(legal(game.state(), 3), ::testing::Contains("place 0"));
    EXPECT_EQ(pairs_on(game.state(), 0),
              json::parse(R"([{"seat":0,"value":21},{"seat":1,"value":42},
                              {"seat":2,"value":76}])"));
    // Pairs on the same ring are never knocked off, whatever their value.
    ASSERT_EQ(play(game, 3, {"place 0"}), "");
    EXPECT_EQ(pairs_on(game.state(), 0),
              json::parse(R"([{"seat":1,"value":42},{"seat":2,"value":76},
                              {"seat":3,"value":30}])"));
}

TEST(ExxtraPlace, AnOccupiedRingIsRefusedNamingTheRingAndItsHolder) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"4 6", "place 3"}), "");
    ASSERT_EQ(play(game, 1, {"7 1"}), "");
    EXPECT_EQ(game.act(1, "place 3"),
              "ring 3 is taken by seat 0's 64; rings 1 to 5 hold one pair each, ring 0 any "
              "number");
    EXPECT_THAT(legal(game.state(), 1),
                ElementsAre("roll", "place 0", "place 1", "place 2", "place 4", "place 5"));
    EXPECT_THAT(to_move(game.state()), ElementsAre(1));
    EXPECT_EQ(pairs_on(game.state(), 3), json::parse(R"([{"seat":0,"value":64}])"));
}

TEST(ExxtraPlace, ThereIsNoRingSix) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 2"}), "");
    EXPECT_EQ(game.act(0, "place 6"), "there is no ring 6; the rings are 0 to 5");
    EXPECT_EQ(game.act(0, "place 9"), "there is no ring 9; the rings are 0 to 5");
    EXPECT_THAT(to_move(game.state()), ElementsAre(0));
}

TEST(ExxtraPlace, ARollGoesOnAFreeRingWhateverTheValuesAlreadyThere) {
    // A low value above a high one: nothing forbids it.
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"7 6", "place 1"}), "");
    ASSERT_EQ(play(game, 1, {"X X", "place 5"}), "");
    EXPECT_EQ(pairs_on(game.state(), 1), json::parse(R"([{"seat":0,"value":76}])"));
    EXPECT_EQ(pairs_on(game.state(), 5), json::parse(R"([{"seat":1,"value":0}])"));
}

TEST(ExxtraKnockOff, ALowerValueOnAHigherRingGoesBackAndItsOwnerDoesNotMove) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 2", "place 5"}), "");
    ASSERT_EQ(play(game, 1, {"4 6", "place 2"}), "");
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(pairs_on(game.state(), 5), json::array());
    // Seat 0's turn: no pair to collect, so the pawn stays on Start.
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_EQ(position(game.state(), 0), 0);
}

TEST(ExxtraKnockOff, AnEqualValueOnAHigherRingGoesBack) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 6", "place 5"}), "");
    ASSERT_EQ(play(game, 1, {"6 4", "place 4"}), "");
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(pairs_on(game.state(), 4), json::parse(R"([{"seat":1,"value":64}])"));
}

TEST(ExxtraKnockOff, AHigherValueOnAHigherRingStays) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"7 1", "place 5"}), "");
    ASSERT_EQ(play(game, 1, {"4 6", "place 2"}), "");
    EXPECT_EQ(pairs_on(game.state(), 5), json::parse(R"([{"seat":0,"value":71}])"));
}

TEST(ExxtraKnockOff, PairsOnLowerRingsStayWhateverTheirValue) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"2 1", "place 1"}), "");
    ASSERT_EQ(play(game, 1, {"7 6", "place 4"}), "");
    EXPECT_EQ(pairs_on(game.state(), 1), json::parse(R"([{"seat":0,"value":21}])"));
}

TEST(ExxtraKnockOff, OnePlacementKnocksOffEveryPairItBeats) {
    auto game = new_session(4);
    ASSERT_EQ(play(game, 0, {"3 X", "place 3"}), "");
    ASSERT_EQ(play(game, 1, {"4 2", "place 4"}), "");
    ASSERT_EQ(play(game, 2, {"7 1", "place 5"}), "");
    ASSERT_EQ(play(game, 3, {"4 6"}), "");
    // What each free ring would knock off, as the JSON shows it to a player.
    EXPECT_EQ(game.state().to_json()["knocks_off"],
              json::parse(R"({"0":[0,1],"1":[0,1],"2":[0,1]})"));
    ASSERT_EQ(play(game, 3, {"place 2"}), "");
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(ring(game.state(), 1), std::nullopt);
    EXPECT_EQ(ring(game.state(), 2), 5);
    EXPECT_EQ(ring(game.state(), 3), 2);
}

TEST(ExxtraKnockOff, PlacingOnRingZeroCanKnockOffPairsOnRingsOneToFive) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"2 1", "place 1"}), "");
    ASSERT_EQ(play(game, 1, {"3 2", "place 5"}), "");
    ASSERT_EQ(play(game, 2, {"7 6", "place 0"}), "");
    EXPECT_EQ(ring(game.state(), 1), std::nullopt);
    // Seat 0 was knocked off ring 1 before its turn began, so it collected nothing.
    EXPECT_EQ(position(game.state(), 0), 0);
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_EQ(pairs_on(game.state(), 0), json::parse(R"([{"seat":2,"value":76}])"));
}

TEST(ExxtraKnockOff, PlacingTheLowestValueKnocksOffNothing) {
    auto game = new_session(4);
    ASSERT_EQ(play(game, 0, {"1 X", "place 1"}), "");
    ASSERT_EQ(play(game, 1, {"X 2", "place 3"}), "");
    ASSERT_EQ(play(game, 2, {"2 1", "place 5"}), "");
    ASSERT_EQ(play(game, 3, {"X X"}), "");
    EXPECT_EQ(game.state().to_json()["knocks_off"], json::parse(R"({"0":[],"2":[],"4":[]})"));
    ASSERT_EQ(play(game, 3, {"place 0"}), "");
    EXPECT_EQ(ring(game.state(), 1), 3);
    EXPECT_EQ(ring(game.state(), 2), 5);
    // Seat 0's pair stayed on ring 1 and was collected at the start of its turn.
    EXPECT_EQ(position(game.state(), 0), 1);
}

}  // namespace
}  // namespace exxtra_test
