// docs/rules.md, Strike, "Action notation": throws and stop, the dice at rest and the starting die,
// what is refused and why, and a logged game read back from its notation.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/rng.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::HasSubstr;

const char* const kForm =
    "write the dice at rest as 'arena 3 3 5 5 6 | x 1 | out 0', or the starting die as "
    "'arena 4'";

// The notation's error for `text`, or empty when it reads.
std::string outcome_error(std::string_view text) {
    const auto state = strike().new_game(config(2));
    const auto outcome = state->parse_outcome(text);
    return outcome ? std::string() : outcome.error();
}

std::string normalised(std::string_view text) {
    const auto state = strike().new_game(config(2));
    const auto outcome = state->parse_outcome(text);
    return outcome ? state->format_outcome(*outcome) : outcome.error();
}

TEST(StrikeNotation, DecisionsAreThrowSoftNormalHardAndStop) {
    const auto state = strike().new_game(config(2));
    for (const char* text : {"throw soft", "throw normal", "throw hard", "stop"}) {
        const auto action = state->parse_action(text);
        ASSERT_TRUE(action) << text;
        EXPECT_EQ(state->format_action(*action), text);
    }
    EXPECT_EQ(state->format_action(*state->parse_action("  throw   hard ")), "throw hard");
}

TEST(StrikeNotation, UnknownDecisionsAreRefusedNamingTheChoices) {
    const auto state = strike().new_game(config(2));
    EXPECT_EQ(state->parse_action("throw gently").error(),
              "'gently' is not a throw style; throw soft, normal or hard");
    for (const char* text : {"throw", "throw  "}) {
        EXPECT_EQ(state->parse_action(text).error(),
                  "a throw needs its style: throw soft, throw normal or throw hard");
    }
    EXPECT_EQ(state->parse_action("pass").error(),
              "'pass' is not a decision: write 'throw soft', 'throw normal', 'throw hard' or "
              "'stop'");
}

TEST(StrikeNotation, TheDiceAtRestListTheArenaFacesTheXCountAndTheOutCount) {
    EXPECT_EQ(normalised("arena 3 3 5 5 6 | x 1 | out 0"), "arena 3 3 5 5 6 | x 1 | out 0");
    // Faces in any order and any spacing; written back sorted.
    EXPECT_EQ(normalised("arena 6 3 5 3 5|x 1|out 0"), "arena 3 3 5 5 6 | x 1 | out 0");
    EXPECT_EQ(normalised("arena | x 2 | out 1"), "arena | x 2 | out 1");
    EXPECT_EQ(normalised("arena 4"), "arena 4");
}

TEST(StrikeNotation, FacesOutsideTwoToSixAreRefused) {
    for (const char* face : {"1", "7", "0", "X", "x", "33"}) {
        SCOPED_TRACE(face);
        EXPECT_EQ(outcome_error(std::string("arena 2 ") + face + " | x 0 | out 0"),
                  std::string("'") + face +
                      "' is not a number face; the arena lists faces 2 to 6 (dice showing X "
                      "are counted after 'x')");
    }
}

TEST(StrikeNotation, MissingPartsAndCountsThatAreNotNumbersAreRefused) {
    for (const char* text :
         {"", "3 3 5", "arena 3 | x 0", "arena 3 | out 0 | x 0", "arena 3 | x | out 0",
          "arena 3 | x one | out 0", "arena 3 | x -1 | out 0", "arena 3 | x 0 | out 0 | out 0",
          "arena 3 | x 0 0 | out 0", "field 3 | x 0 | out 0", "arena 3 | x 0 | out 32"}) {
        SCOPED_TRACE(text);
        EXPECT_EQ(outcome_error(text), kForm);
    }
}

TEST(StrikeNotation, AThrowsOutcomeIsRefusedForTheStartingDieAndViceVersa) {
    auto game = new_session(2);
    EXPECT_EQ(game.force("arena 4 | x 0 | out 0"),
              "the starting die is one die showing a number, like 'arena 4'");
    ASSERT_EQ(game.force("arena 4"), "");
    ASSERT_EQ(game.act(0, "throw soft"), "");
    EXPECT_EQ(game.force("arena 4 5"),
              "a throw comes to rest as the arena, the X dice and the lost dice, like 'arena 3 "
              "5 | x 1 | out 0'");
    EXPECT_EQ(game.force("arena 4 5 | x 0 | out 0"), "");
}

TEST(StrikeNotation, AnOutcomeMustAccountForEveryDieInPlayAndSaysHowMany) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft"}), "");
    EXPECT_EQ(game.force("arena 4 | x 0 | out 0"),
              "the outcome accounts for 1 dice, but 2 are in play: 1 in the arena and 1 thrown");
    EXPECT_EQ(game.force("arena 4 5 | x 1 | out 0"),
              "the outcome accounts for 3 dice, but 2 are in play: 1 in the arena and 1 thrown");
    EXPECT_EQ(game.force("arena | x 0 | out 0"),
              "the outcome accounts for 0 dice, but 2 are in play: 1 in the arena and 1 thrown");
    EXPECT_EQ(game.log().size(), 2u);
    // Any split of the two dice is accepted.
    EXPECT_EQ(game.force("arena | x 1 | out 1"), "");
}

TEST(StrikeNotation, ARandomGameReplaysFromItsLogInNotation) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SCOPED_TRACE(seed);
        auto game = new_session(2 + static_cast<int>(seed % 4), json::object(), seed);
        dicebox::Rng choice(seed, 99);
        std::vector<dicebox::Action> actions;
        while (!game.state().terminal()) {
            if (game.state().chance_due()) {
                game.roll();
                continue;
            }
            const Seat seat = to_move(game.state()).front();
            game.state().legal_actions(seat, actions);
            const auto pick = choice.below(static_cast<std::uint32_t>(actions.size()));
            ASSERT_EQ(game.act(seat, actions[pick]), "");
        }
        const json log = game.log_json();
        ASSERT_THAT(log.front()["chance"].get<std::string>(), HasSubstr("arena "));
        auto replayed = new_session(game.state().players(), json::object(), seed + 1000);
        replayed.replay(log);
        EXPECT_EQ(replayed.state().to_json(), game.state().to_json());
        EXPECT_EQ(replayed.log_json(), log);
    }
}

}  // namespace
}  // namespace strike_test
