// docs/rules.md, Strike, "Set-up" and "Players": the dice each player starts with, the unused dice,
// the starting die, and the range of players.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "dicebox/params.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(StrikeSetup, TwoToFivePlayersStartWithNineEightSevenSixDiceEach) {
    const int dice_each[] = {0, 0, 9, 8, 7, 6};
    for (int players = 2; players <= 5; ++players) {
        SCOPED_TRACE(players);
        const json saved = strike().new_game(config(players))->to_json();
        ASSERT_EQ(saved["seats"].size(), static_cast<std::size_t>(players));
        for (const auto& seat : saved["seats"]) {
            EXPECT_EQ(seat["reserve"], dice_each[players]);
            EXPECT_EQ(seat["out"], false);
        }
    }
}

TEST(StrikeSetup, TheDiceNobodyGetsStayOutOfTheGameAsUnused) {
    // 31 dice less the players' dice: 13, 7, 3 and 1 for 2 to 5 players.
    const int unused_dice[] = {0, 0, 13, 7, 3, 1};
    for (int players = 2; players <= 5; ++players) {
        SCOPED_TRACE(players);
        const json saved = strike().new_game(config(players))->to_json();
        EXPECT_EQ(saved["unused"], unused_dice[players]);
        EXPECT_EQ(saved["removed"], 0);
        EXPECT_EQ(saved["arena"], json::array());
        EXPECT_EQ(dice_accounted(saved), 31);
    }
}

TEST(StrikeSetup, AGameBeginsWithTheStartingDieDueAndNoDecision) {
    auto game = new_session(3);
    EXPECT_TRUE(game.state().chance_due());
    EXPECT_EQ(phase(game.state()), "starting die");
    EXPECT_THAT(to_move(game.state()), IsEmpty());
    EXPECT_THAT(legal(game.state(), 0), IsEmpty());
    EXPECT_EQ(game.act(0, "throw soft"), "the starting die is not in the arena yet");
}

TEST(StrikeSetup, TheStartingDieIsTakenFromTheUnusedDiceAndShowsItsNumber) {
    for (int players = 2; players <= 5; ++players) {
        SCOPED_TRACE(players);
        auto game = new_session(players);
        const int before = unused(game.state());
        ASSERT_EQ(game.force("arena 4"), "");
        EXPECT_THAT(arena(game.state()), ElementsAre(4));
        EXPECT_EQ(unused(game.state()), before - 1);
        EXPECT_EQ(dice_accounted(game.state().to_json()), 31);
        // Then the first player's compulsory throw is due.
        EXPECT_EQ(phase(game.state()), "must throw");
        EXPECT_THAT(to_move(game.state()), ElementsAre(0));
        EXPECT_FALSE(big_throw(game.state()));
    }
}

TEST(StrikeSetup, TheStartingDieIsOneDieShowingANumber) {
    auto game = new_session(2);
    const std::string why = "the starting die is one die showing a number, like 'arena 4'";
    EXPECT_EQ(game.force("arena 4 5"), why);
    EXPECT_EQ(game.force("arena"), why);
    EXPECT_EQ(game.force("arena 4 | x 0 | out 0"), why);
    EXPECT_EQ(game.force("arena | x 1 | out 0"), why);
    EXPECT_THAT(game.log(), IsEmpty());
    EXPECT_EQ(phase(game.state()), "starting die");
}

TEST(StrikeSetup, SampledStartingDiceNeverShowXAndShowEveryNumber) {
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
        auto game = new_session(2, json::object(), seed);
        const auto outcome = game.roll();
        const std::string text = game.state().format_outcome(outcome);
        ASSERT_EQ(text.find('x'), std::string::npos) << text;
        ASSERT_EQ(arena(game.state()).size(), 1u) << text;
        seen.insert(text);
    }
    EXPECT_THAT(seen, ElementsAre("arena 2", "arena 3", "arena 4", "arena 5", "arena 6"));
}

TEST(StrikeSetup, OneOrSixPlayersAreRefusedNamingTheRange) {
    for (const int players : {0, 1, 6, 7}) {
        SCOPED_TRACE(players);
        try {
            strike().new_game(config(players));
            ADD_FAILURE() << "a game of " << players << " players was set up";
        } catch (const dicebox::ParamError& error) {
            EXPECT_EQ(std::string(error.what()),
                      "Strike is for 2 to 5 players, not " + std::to_string(players));
        }
        EXPECT_THROW(new_session(players), dicebox::ParamError);
    }
}

}  // namespace
}  // namespace strike_test
