// docs/rules.md, Exxtra, "Players" and the variant parameters: every number of the
// rules is a parameter of the schema, each changes the game, and a bad value is
// refused with a message naming the parameter.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/params.hpp"
#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// The ParamError message of a game that cannot be set up, or empty if it can.
std::string refusal_of(const dicebox::GameConfig& game) {
    try {
        exxtra().new_game(game);
    } catch (const dicebox::ParamError& error) {
        return error.what();
    }
    return {};
}

TEST(ExxtraSetup, TwoToSixPlayers) {
    EXPECT_EQ(exxtra().info().min_players, 2);
    EXPECT_EQ(exxtra().info().max_players, 6);
    for (int players = 2; players <= 6; ++players) {
        auto state = exxtra().new_game(config(players));
        EXPECT_EQ(state->players(), players);
        EXPECT_EQ(state->to_json()["seats"].size(), static_cast<std::size_t>(players));
        EXPECT_EQ(state->scores(), std::vector<int>(static_cast<std::size_t>(players), 0));
    }
}

TEST(ExxtraSetup, NoGameForOneOrSevenPlayers) {
    EXPECT_EQ(refusal_of(config(1)), "Exxtra is for 2 to 6 players, not 1");
    EXPECT_EQ(refusal_of(config(7)), "Exxtra is for 2 to 6 players, not 7");
    EXPECT_THROW(dicebox::Session(exxtra(), config(7), 1), dicebox::ParamError);
}

TEST(ExxtraSetup, AGameStartsWithEveryPawnOnStartAnEmptyLadderAndSeat0ToRoll) {
    auto game = new_session(4);
    for (Seat seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(position(game.state(), seat), 0);
        EXPECT_EQ(ring(game.state(), seat), std::nullopt);
    }
    EXPECT_TRUE(ladder_empty(game.state()));
    EXPECT_EQ(current(game.state()), 0);
    EXPECT_TRUE(game.state().chance_due());
}

TEST(ExxtraSetup, TheDefaultsAreTheRulebooksNumbers) {
    const json params = exxtra().params().resolve(nullptr);
    EXPECT_EQ(params["die_a"], json::parse("[0,1,2,3,4,7]"));
    EXPECT_EQ(params["die_b"], json::parse("[0,1,2,3,5,6]"));
    EXPECT_EQ(params["track"], 21);
    EXPECT_EQ(params["rings"], 5);
    EXPECT_EQ(params["x_step_back"], 1);
    // Only 1-1, 2-2 and 3-3 can be rolled with the rulebook's dice.
    EXPECT_EQ(params["double_moves"].at(0), 1);
    EXPECT_EQ(params["double_moves"].at(1), 2);
    EXPECT_EQ(params["double_moves"].at(2), 3);
    EXPECT_EQ(params.size(), 6u);
}

TEST(ExxtraParams, AShorterTrackIsWonSooner) {
    auto by_double = new_session(2, {{"track", 3}});
    ASSERT_EQ(play(by_double, 0, {"3 3"}), "");
    EXPECT_THAT(by_double.state().winners(), ElementsAre(0));
    auto by_collecting = new_session(2, {{"track", 4}});
    ASSERT_EQ(play(by_collecting, 0, {"4 2", "place 4"}), "");
    ASSERT_EQ(play(by_collecting, 1, {"X X", "place 0"}), "");
    EXPECT_THAT(by_collecting.state().winners(), ElementsAre(0));
    EXPECT_EQ(position(by_collecting.state(), 0), 4);
}

TEST(ExxtraParams, WithThreeRingsThereIsNoRingFour) {
    auto game = new_session(2, {{"rings", 3}});
    ASSERT_EQ(play(game, 0, {"4 2"}), "");
    EXPECT_THAT(legal(game.state(), 0),
                ElementsAre("roll", "place 0", "place 1", "place 2", "place 3"));
    EXPECT_EQ(game.act(0, "place 4"), "there is no ring 4; the rings are 0 to 3");
    EXPECT_EQ(game.state().to_json()["ladder"], json::parse(R"({"0":[],"1":[],"2":[],"3":[]})"));
    EXPECT_EQ(play(game, 0, {"place 3"}), "");
}

TEST(ExxtraParams, DoubleMovesSetHowFarEachDoubleMoves) {
    auto game = new_session(2, {{"double_moves", {0, 5, 1, 4, 5, 6, 7, 8, 9}}});
    ASSERT_EQ(play(game, 0, {"1 1"}), "");
    EXPECT_EQ(position(game.state(), 0), 0);
    ASSERT_EQ(play(game, 0, {"roll", "2 2"}), "");
    EXPECT_EQ(position(game.state(), 0), 5);
    ASSERT_EQ(play(game, 0, {"roll", "3 3"}), "");
    EXPECT_EQ(position(game.state(), 0), 6);
}

TEST(ExxtraParams, XStepBackSetsTheCostOfEachXOfAnInvalidRoll) {
    auto two_back = new_session(2, {{"x_step_back", 2}});
    ASSERT_EQ(play(two_back, 0, {"3 3", "roll", "2 2", "roll", "7 X"}), "");
    EXPECT_EQ(position(two_back.state(), 0), 3);
    auto none_back = new_session(2, {{"x_step_back", 0}});
    ASSERT_EQ(play(none_back, 0, {"3 3", "roll", "X X"}), "");
    EXPECT_EQ(position(none_back.state(), 0), 3);
    EXPECT_EQ(current(none_back.state()), 1);
}

TEST(ExxtraParams, TheFacesOfBothDiceAreParameters) {
    auto game = new_session(2, {{"die_a", {0, 5}}, {"die_b", {0, 5, 9}}});
    EXPECT_EQ(game.force("1 1"), "the dice cannot show 1 and 1: die A has X, 5, die B has X, 5, 9");
    ASSERT_EQ(play(game, 0, {"5 9"}), "");
    EXPECT_EQ(value(game.state()), 95);
    ASSERT_EQ(play(game, 0, {"roll", "5 5"}), "");
    EXPECT_EQ(position(game.state(), 0), 5);
}

TEST(ExxtraParams, TheHostsDiceRollOnlyTheParametersFaces) {
    auto game = new_session(2, {{"die_a", {7}}, {"die_b", {6}}});
    for (int roll = 0; roll < 20; ++roll) {
        game.roll();
        EXPECT_EQ(game.state().to_json()["roll"], json::parse("[7, 6]"));
        ASSERT_EQ(play(game, current(game.state()), {"roll"}), "");
    }
}

TEST(ExxtraParams, AnInvalidValueIsRefusedNamingTheParameter) {
    const std::vector<std::pair<json, const char*>> bad = {
        {{{"track", 0}}, "'track'"},
        {{{"track", "long"}}, "'track'"},
        {{{"rings", 0}}, "'rings'"},
        {{{"rings", 10}}, "'rings'"},
        {{{"double_moves", {1, 2, 3}}}, "'double_moves'"},
        {{{"double_moves", {1, 2, 3, 4, 5, 6, 7, 8, -9}}}, "'double_moves'"},
        {{{"x_step_back", -1}}, "'x_step_back'"},
        {{{"die_a", json::array()}}, "'die_a'"},
        {{{"die_a", {0, 10}}}, "'die_a'"},
        {{{"die_b", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3}}}, "'die_b'"},
        {{{"die_b", "X123456"}}, "'die_b'"},
        {{{"trak", 21}}, "unknown parameter 'trak'"},
    };
    for (const auto& [params, named] : bad) {
        EXPECT_THAT(refusal_of(config(2, params)), HasSubstr(named)) << params.dump();
    }
    EXPECT_EQ(refusal_of(config(2, {{"rings", 10}})),
              "parameter 'rings': the value must be from 1 to 9, not 10");
}

}  // namespace
}  // namespace exxtra_test
