// docs/rules.md, Strike, "Alternative end (official)" (parameter "match"): as many games as
// players, each player starting one; a drop-out scores the players still in, the winner
// 0; the lowest total wins and ties share the win.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// One die each, so that a single throw without a match puts a player out.
dicebox::Session match(int players) {
    return new_session(players, {{"match", true}, {"dice_each", {1, 1, 1, 1}}});
}

TEST(StrikeMatch, AMatchHasAsManyGamesAsPlayers) {
    for (int players = 2; players <= 5; ++players) {
        const json saved = strike().new_game(config(players, {{"match", true}}))->to_json();
        EXPECT_EQ(saved["games"], players);
        EXPECT_EQ(saved["game_number"], 1);
    }
    EXPECT_EQ(strike().new_game(config(3))->to_json()["games"], 1);
}

TEST(StrikeMatch, ADropOutScoresThePlayersStillInAndTheWinnerScoresNothing) {
    auto game = match(3);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    EXPECT_THAT(game.state().scores(), ElementsAre(2, 0, 0));
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    EXPECT_THAT(game.state().scores(), ElementsAre(2, 1, 0));
    EXPECT_EQ(game.state().to_json()["game_winners"], json::parse("[2]"));
}

TEST(StrikeMatch, SeatGStartsGameGWithANewSetUpAndANewStartingDie) {
    auto game = match(3);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    // Game 2: everybody back in with the set-up's dice, the starting die due.
    json saved = game.state().to_json();
    EXPECT_FALSE(game.state().terminal());
    EXPECT_EQ(saved["game_number"], 2);
    EXPECT_EQ(saved["phase"], "starting die");
    EXPECT_EQ(saved["to_move"], "chance");
    EXPECT_EQ(saved["current"], 1);
    EXPECT_EQ(saved["arena"], json::array());
    EXPECT_EQ(saved["removed"], 0);
    EXPECT_EQ(saved["unused"], 31 - 3);
    EXPECT_EQ(saved["big_throw"], false);
    for (const auto& seat : saved["seats"]) {
        EXPECT_EQ(seat["reserve"], 1);
        EXPECT_EQ(seat["out"], false);
    }
    ASSERT_EQ(game.force("arena 2"), "");
    EXPECT_THAT(to_move(game.state()), ElementsAre(1));
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 2 | x 1 | out 0"}), "");
    ASSERT_EQ(play(game, 2, {"throw soft", "arena 2 3 | x 0 | out 0"}), "");
    // Game 3 is seat 2's.
    saved = game.state().to_json();
    EXPECT_EQ(saved["game_number"], 3);
    EXPECT_EQ(saved["current"], 2);
    EXPECT_EQ(saved["game_winners"], json::parse("[2, 0]"));
}

TEST(StrikeMatch, TheScoresAreTheRunningTotalsAndTheLowestTotalWins) {
    auto game = match(3);
    // Game 1: seat 0 then seat 1 drop out; seat 2 wins.
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    EXPECT_THAT(game.state().scores(), ElementsAre(2, 1, 0));
    // Game 2: seat 1 then seat 2 drop out; seat 0 wins.
    ASSERT_EQ(play(game, 1, {"arena 2", "throw soft", "arena 2 | x 1 | out 0"}), "");
    ASSERT_EQ(play(game, 2, {"throw soft", "arena 2 3 | x 0 | out 0"}), "");
    EXPECT_THAT(game.state().scores(), ElementsAre(2, 3, 1));
    // Game 3: seat 2 drops out, seat 0 takes a pair, seat 1 drops out; seat 0 wins.
    ASSERT_EQ(play(game, 2, {"arena 6", "throw soft", "arena 5 6 | x 0 | out 0"}), "");
    ASSERT_EQ(play(game, 0, {"throw soft", "arena 5 5 6 | x 0 | out 0"}), "");
    EXPECT_FALSE(game.state().terminal());
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 2 6 | x 0 | out 0"}), "");
    ASSERT_TRUE(game.state().terminal());
    EXPECT_THAT(game.state().scores(), ElementsAre(2, 4, 3));
    EXPECT_THAT(game.state().winners(), ElementsAre(0));
    const json saved = game.state().to_json();
    EXPECT_EQ(saved["phase"], "over");
    EXPECT_EQ(saved["game_number"], 3);
    EXPECT_EQ(saved["game_winners"], json::parse("[2, 0, 0]"));
    EXPECT_EQ(saved["winners"], json::parse("[0]"));
    EXPECT_EQ(game.act(0, "throw soft"), "the game is over");
    EXPECT_EQ(game.force("arena 3"), "the game is over");
}

TEST(StrikeMatch, EqualLowestTotalsShareTheWin) {
    auto game = match(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    EXPECT_FALSE(game.state().terminal());
    ASSERT_EQ(play(game, 1, {"arena 3", "throw hard", "arena 3 | x 0 | out 1"}), "");
    ASSERT_TRUE(game.state().terminal());
    EXPECT_THAT(game.state().scores(), ElementsAre(1, 1));
    EXPECT_THAT(game.state().winners(), ElementsAre(0, 1));
}

TEST(StrikeMatch, WinnersAreNamedOnlyWhenTheLastGameIsOver) {
    auto game = match(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    EXPECT_THAT(game.state().winners(), IsEmpty());
    EXPECT_EQ(game.state().to_json()["winners"], json::array());
}

TEST(StrikeMatch, WithoutTheMatchParameterTheFirstGameEndsItAll) {
    auto game = new_session(3, {{"dice_each", {1, 1, 1, 1}}});
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    EXPECT_TRUE(game.state().terminal());
    EXPECT_THAT(game.state().winners(), ElementsAre(2));
}

}  // namespace
}  // namespace strike_test
