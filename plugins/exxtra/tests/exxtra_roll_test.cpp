// docs/rules.md, Exxtra, "Combination value" and what a roll does at once: the value of two
// faces, the invalid roll (an X after the turn's first roll) and the doubles.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;

TEST(ExxtraCombination, TheHigherDieIsTheTensDigit) {
    const std::vector<std::pair<const char*, int>> rolls = {{"7 1", 71}, {"4 6", 64}, {"3 2", 32},
                                                            {"1 3", 31}, {"2 5", 52}, {"7 6", 76}};
    for (const auto& [dice, combination] : rolls) {
        auto game = new_session(2);
        ASSERT_EQ(play(game, 0, {dice}), "");
        EXPECT_EQ(value(game.state()), combination) << dice;
        ASSERT_EQ(play(game, 0, {"place 3"}), "");
        EXPECT_EQ(pairs_on(game.state(), 3), json::array({{{"seat", 0}, {"value", combination}}}))
            << dice;
    }
}

TEST(ExxtraCombination, AnXCountsZeroOnTheFirstRollAndTheRollIsValid) {
    const std::vector<std::pair<const char*, int>> rolls = {
        {"7 X", 70}, {"X 6", 60}, {"1 X", 10}, {"X X", 0}};
    for (const auto& [dice, combination] : rolls) {
        auto game = new_session(2);
        ASSERT_EQ(play(game, 0, {dice}), "");
        EXPECT_EQ(value(game.state()), combination) << dice;
        EXPECT_THAT(to_move(game.state()), ElementsAre(0)) << dice;
        ASSERT_EQ(play(game, 0, {"place 2"}), "");
        EXPECT_EQ(pairs_on(game.state(), 2), json::array({{{"seat", 0}, {"value", combination}}}))
            << dice;
    }
}

TEST(ExxtraCombination, DoublesOneTwoThreeAreWorthElevenTwentyTwoThirtyThreeWhenPlaced) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"1 1", "place 1"}), "");
    EXPECT_EQ(pairs_on(game.state(), 1), json::parse(R"([{"seat":0,"value":11}])"));
    ASSERT_EQ(play(game, 1, {"2 2", "place 2"}), "");
    EXPECT_EQ(pairs_on(game.state(), 2), json::parse(R"([{"seat":1,"value":22}])"));
    ASSERT_EQ(play(game, 2, {"3 3", "place 3"}), "");
    EXPECT_EQ(pairs_on(game.state(), 3), json::parse(R"([{"seat":2,"value":33}])"));
}

TEST(ExxtraInvalidRoll, AnXOnALaterRollEndsTheTurnAtOnceWithNothingPlaced) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"3 3", "roll", "2 2", "roll"}), "");
    ASSERT_EQ(position(game.state(), 0), 5);
    ASSERT_EQ(play(game, 0, {"7 X"}), "");
    EXPECT_EQ(position(game.state(), 0), 4);
    EXPECT_EQ(ring(game.state(), 0), std::nullopt);
    EXPECT_TRUE(ladder_empty(game.state()));
    EXPECT_TRUE(game.state().chance_due());
    EXPECT_TRUE(game.state().to_json()["roll"].is_null());
}

TEST(ExxtraInvalidRoll, XXOnALaterRollMovesThePawnBackTwo) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"3 3", "roll", "X X"}), "");
    EXPECT_EQ(position(game.state(), 0), 1);
}

TEST(ExxtraInvalidRoll, AnXIsInvalidOnEveryRollAfterTheFirst) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"1 1", "roll", "4 2", "roll", "7 5", "roll", "4 6", "roll"}), "");
    ASSERT_EQ(position(game.state(), 0), 1);
    ASSERT_EQ(play(game, 0, {"X 5"}), "");
    EXPECT_EQ(position(game.state(), 0), 0);
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_TRUE(ladder_empty(game.state()));
}

TEST(ExxtraInvalidRoll, ThePawnNeverGoesBehindStart) {
    auto on_start = new_session(2);
    ASSERT_EQ(play(on_start, 0, {"4 1", "roll", "X X"}), "");
    EXPECT_EQ(position(on_start.state(), 0), 0);
    auto one_ahead = new_session(2);
    ASSERT_EQ(play(one_ahead, 0, {"1 1", "roll", "X X"}), "");
    EXPECT_EQ(position(one_ahead.state(), 0), 0);
}

TEST(ExxtraInvalidRoll, TheDicePassToTheNextPlayer) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"4 1", "roll", "7 X"}), "");
    EXPECT_EQ(current(game.state()), 1);
    EXPECT_EQ(game.state().to_json()["rolls_this_turn"], 0);
    EXPECT_EQ(game.act(0, "place 0"), "it is not your turn: seat 1 has the dice");
    EXPECT_EQ(play(game, 1, {"4 1", "place 0"}), "");
    EXPECT_EQ(current(game.state()), 2);
}

TEST(ExxtraInvalidRoll, TheOtherPairsOnTheLadderStay) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"4 6", "place 5"}), "");
    ASSERT_EQ(play(game, 1, {"7 6", "roll", "X X"}), "");
    EXPECT_EQ(pairs_on(game.state(), 5), json::parse(R"([{"seat":0,"value":64}])"));
}

TEST(ExxtraDoubles, ADoubleOnTheFirstRollMovesThePawnAtOnce) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"3 3"}), "");
    EXPECT_EQ(position(game.state(), 0), 3);
    EXPECT_THAT(to_move(game.state()), ElementsAre(0));
}

TEST(ExxtraDoubles, ADoubleOnALaterRollMovesThePawnAtOnce) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1", "roll", "2 2"}), "");
    EXPECT_EQ(position(game.state(), 0), 2);
}

TEST(ExxtraDoubles, EachDoubleMovesItsNumberOfSpaces) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"1 1"}), "");
    EXPECT_EQ(position(game.state(), 0), 1);
    ASSERT_EQ(play(game, 0, {"roll", "2 2"}), "");
    EXPECT_EQ(position(game.state(), 0), 3);
    ASSERT_EQ(play(game, 0, {"roll", "3 3"}), "");
    EXPECT_EQ(position(game.state(), 0), 6);
}

TEST(ExxtraDoubles, AfterADoubleThePlayerStillRollsAgainOrPlaces) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"2 2"}), "");
    EXPECT_THAT(legal(game.state(), 0), ElementsAre("roll", "place 0", "place 1", "place 2",
                                                    "place 3", "place 4", "place 5"));
    auto placing = new_session(2);
    ASSERT_EQ(play(placing, 0, {"2 2", "place 4"}), "");
    // The double moved the pawn once; placing it moves nothing more.
    EXPECT_EQ(position(placing.state(), 0), 2);
    EXPECT_EQ(pairs_on(placing.state(), 4), json::parse(R"([{"seat":0,"value":22}])"));
}

TEST(ExxtraDoubles, XXIsNoDouble) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"X X"}), "");
    EXPECT_EQ(position(game.state(), 0), 0);
}

}  // namespace
}  // namespace exxtra_test
