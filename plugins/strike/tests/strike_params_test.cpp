// docs/rules.md, Strike as variant parameters: the box's dice, the dice each, the arena model's
// numbers and the match; each is read from the parameters and checked against its range.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/params.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

// The ParamError message of a configuration, or empty when the game is set up.
std::string refusal_of(int players, const json& params) {
    try {
        strike().new_game(config(players, params));
    } catch (const dicebox::ParamError& error) {
        return error.what();
    }
    return {};
}

const char* const kModelNumbers[] = {"soft_p_hit",   "soft_p_miss",   "soft_p_knock_out",
                                     "normal_p_hit", "normal_p_miss", "normal_p_knock_out",
                                     "hard_p_hit",   "hard_p_miss",   "hard_p_knock_out"};

TEST(StrikeParams, DiceEachChangesHowManyDiceEachPlayerStartsWith) {
    const json params = {{"dice_each", {5, 4, 3, 2}}};
    const int each[] = {0, 0, 5, 4, 3, 2};
    for (int players = 2; players <= 5; ++players) {
        SCOPED_TRACE(players);
        const json saved = strike().new_game(config(players, params))->to_json();
        for (const auto& seat : saved["seats"]) EXPECT_EQ(seat["reserve"], each[players]);
        EXPECT_EQ(saved["unused"], 31 - players * each[players]);
    }
}

TEST(StrikeParams, TheDiceInTheBoxChangeTheUnusedDiceAndTheInvariantsTotal) {
    auto game = new_session(2, {{"dice", 25}});
    EXPECT_EQ(unused(game.state()), 25 - 18);
    ASSERT_EQ(play(game, 0, {"arena 5", "throw soft", "arena 5 | x 1 | out 0"}), "");
    EXPECT_EQ(dice_accounted(game.state().to_json()), 25);
    EXPECT_EQ(game.state().broken_invariant(), "");
}

TEST(StrikeParams, TooFewDiceForThePlayersAreRefusedNamingDiceEachAndDice) {
    EXPECT_EQ(refusal_of(3, {{"dice", 20}}),
              "parameter 'dice_each' gives 3 players 8 dice each, which with the starting die "
              "is more than the 20 dice of parameter 'dice'");
    EXPECT_THAT(refusal_of(5, {{"dice_each", {9, 8, 7, 7}}}),
                AllOf(HasSubstr("'dice_each'"), HasSubstr("'dice'")));
    // Exactly enough: every die handed out, the last one the starting die.
    EXPECT_EQ(refusal_of(2, {{"dice", 19}}), "");
    auto game = new_session(2, {{"dice", 19}});
    ASSERT_EQ(game.force("arena 3"), "");
    EXPECT_EQ(unused(game.state()), 0);
}

TEST(StrikeParams, TheDiceParametersAreCheckedAgainstTheirRanges) {
    EXPECT_THAT(refusal_of(2, {{"dice", 32}}), HasSubstr("parameter 'dice'"));
    EXPECT_THAT(refusal_of(2, {{"dice", 2}}), HasSubstr("parameter 'dice'"));
    EXPECT_THAT(refusal_of(2, {{"dice_each", {9, 8, 7}}}), HasSubstr("parameter 'dice_each'"));
    EXPECT_THAT(refusal_of(2, {{"dice_each", {0, 8, 7, 6}}}), HasSubstr("parameter 'dice_each'"));
    EXPECT_THAT(refusal_of(2, {{"match", 1}}), HasSubstr("parameter 'match'"));
    EXPECT_THAT(refusal_of(2, {{"dices", 30}}), HasSubstr("unknown parameter 'dices'"));
}

TEST(StrikeParams, EachNumberOfTheArenaModelIsAParameterWithTheRulesValue) {
    const json defaults = strike().params().resolve(nullptr);
    const double table[] = {0.25, 0.01, 0.02, 0.50, 0.03, 0.05, 0.80, 0.06, 0.10};
    for (std::size_t i = 0; i < std::size(kModelNumbers); ++i) {
        SCOPED_TRACE(kModelNumbers[i]);
        EXPECT_EQ(defaults[kModelNumbers[i]].get<double>(), table[i]);
    }
    EXPECT_EQ(defaults["dice"], 31);
    EXPECT_EQ(defaults["dice_each"], json::parse("[9, 8, 7, 6]"));
    EXPECT_EQ(defaults["match"], false);
    // A game shows the numbers it is played with.
    const json params = {{"hard_p_miss", 0.5}};
    EXPECT_EQ(strike().new_game(config(2, params))->to_json()["params"]["hard_p_miss"], 0.5);
}

TEST(StrikeParams, AModelNumberOutsideZeroToOneIsRefusedNamingIt) {
    for (const char* name : kModelNumbers) {
        SCOPED_TRACE(name);
        for (const json& value : {json(1.5), json(-0.1), json("half")}) {
            EXPECT_THAT(refusal_of(2, {{name, value}}),
                        HasSubstr(std::string("parameter '") + name + "'"));
        }
        EXPECT_EQ(refusal_of(2, {{name, 0}}), "");
        EXPECT_EQ(refusal_of(2, {{name, 1}}), "");
    }
}

}  // namespace
}  // namespace strike_test
