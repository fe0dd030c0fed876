// docs/rules.md, Exxtra, "Action notation": decisions `roll` and `place N`, rolls written as two
// faces die A first (`7 X`, `3 3`); the engine reads a few other spellings, writes
// one, and explains malformed or impossible input.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

constexpr const char* kNoDecision = "is not a decision: write 'roll' or 'place N' (a ring 0 to 5)";
constexpr const char* kPlaceNeedsARing = "'place' needs a ring from 0 to 5, like 'place 3'";
constexpr const char* kNotTheseDice = "die A has X, 1, 2, 3, 4, 7, die B has X, 1, 2, 3, 5, 6";

// The roll as the engine writes it back, or the refusal.
std::string written_back(std::string_view text) {
    const auto state = exxtra().new_game(config(2));
    const auto outcome = state->parse_outcome(text);
    return outcome ? state->format_outcome(*outcome) : outcome.error();
}

TEST(ExxtraNotation, TheDecisionsAreRollAndPlaceN) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1"}), "");
    std::vector<dicebox::Action> actions;
    game.state().legal_actions(0, actions);
    for (const auto action : actions) {
        const std::string text = game.state().format_action(action);
        const auto back = game.state().parse_action(text);
        ASSERT_TRUE(back) << text;
        EXPECT_EQ(*back, action) << text;
    }
    EXPECT_EQ(game.state().format_action(*game.state().parse_action("place  4 ")), "place 4");
}

TEST(ExxtraNotation, ARollIsWrittenAsTwoFacesDieAFirst) {
    EXPECT_EQ(written_back("7 X"), "7 X");
    EXPECT_EQ(written_back("3 3"), "3 3");
    EXPECT_EQ(written_back("X X"), "X X");
    EXPECT_EQ(written_back("X 5"), "X 5");
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"7 X", "place 0"}), "");
    EXPECT_EQ(game.log_json(), json::parse(R"([{"chance":"7 X"},{"seat":0,"action":"place 0"}])"));
    EXPECT_EQ(game.state().to_json()["seats"][0]["ring"], 0);
}

TEST(ExxtraNotation, ARollMayBeWrittenWithADashALowerCaseXOrInTheOtherOrder) {
    // Only die A shows a 7 and only die B a 6: the faces are read the way the dice allow.
    for (const char* text : {"7 X", "X 7", "7-X", "x 7", "7 x", "X-7", "7,X"}) {
        EXPECT_EQ(written_back(text), "7 X") << text;
    }
    EXPECT_EQ(written_back("6 4"), "4 6");
    EXPECT_EQ(written_back("5 X"), "X 5");
    EXPECT_EQ(written_back("x-x"), "X X");
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"6 4"}), "");
    EXPECT_EQ(game.state().to_json()["roll"], json::parse("[4, 6]"));
    EXPECT_EQ(value(game.state()), 64);
}

TEST(ExxtraNotation, ARollTheDiceCannotShowIsRefusedNamingTheFaces) {
    EXPECT_EQ(written_back("5 5"), std::string("the dice cannot show 5 and 5: ") + kNotTheseDice);
    EXPECT_EQ(written_back("7 4"), std::string("the dice cannot show 7 and 4: ") + kNotTheseDice);
    EXPECT_EQ(written_back("4 4"), std::string("the dice cannot show 4 and 4: ") + kNotTheseDice);
    EXPECT_EQ(written_back("6 6"), std::string("the dice cannot show 6 and 6: ") + kNotTheseDice);
    EXPECT_EQ(written_back("8 1"), std::string("the dice cannot show 8 and 1: ") + kNotTheseDice);
}

TEST(ExxtraNotation, AMalformedRollIsRefusedShowingTheForm) {
    auto game = new_session(2);
    EXPECT_EQ(game.force("7"), "a roll is two faces, die A first, like '7 X', not 1");
    EXPECT_EQ(game.force(""), "a roll is two faces, die A first, like '7 X', not 0");
    EXPECT_EQ(game.force("7 X 1"), "a roll is two faces, die A first, like '7 X', not 3");
    EXPECT_EQ(game.force("7 Y"),
              "'Y' is not a die face; a roll is two faces, die A first, like '7 X'");
    EXPECT_EQ(game.force("0 7"),
              "'0' is not a die face; a roll is two faces, die A first, like '7 X'");
    EXPECT_EQ(game.force("roll"),
              "'r' is not a die face; a roll is two faces, die A first, like '7 X'");
    EXPECT_TRUE(game.log().empty());
    EXPECT_TRUE(game.state().chance_due());
}

TEST(ExxtraNotation, MalformedDecisionsAreRefusedShowingTheForm) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1"}), "");
    EXPECT_EQ(game.act(0, "roll 3"), std::string("'roll 3' ") + kNoDecision);
    EXPECT_EQ(game.act(0, "jump"), std::string("'jump' ") + kNoDecision);
    EXPECT_EQ(game.act(0, ""), std::string("'' ") + kNoDecision);
    EXPECT_EQ(game.act(0, "7 X"), std::string("'7 X' ") + kNoDecision);
    EXPECT_EQ(game.act(0, "place"), kPlaceNeedsARing);
    EXPECT_EQ(game.act(0, "place x"), kPlaceNeedsARing);
    EXPECT_EQ(game.act(0, "place 10"), kPlaceNeedsARing);
    EXPECT_EQ(game.act(0, "place -1"), kPlaceNeedsARing);
    EXPECT_EQ(game.act(0, "place 3 4"), kPlaceNeedsARing);
    EXPECT_EQ(game.log().size(), 1u);
    EXPECT_THAT(to_move(game.state()), ::testing::ElementsAre(0));
}

TEST(ExxtraNotation, AnOutcomeCodeThatIsNoRollOfTheDiceIsRefused) {
    auto game = new_session(2);
    const auto seven_x = game.state().parse_outcome("7 X");
    ASSERT_TRUE(seven_x);
    // Die A shows no 5: the code of "5 X" in a variant whose die A does.
    const auto five_x = exxtra().new_game(config(2, {{"die_a", {0, 5}}}))->parse_outcome("5 X");
    ASSERT_TRUE(five_x);
    EXPECT_EQ(game.force(*five_x), "that is not a roll of die A and die B");
    EXPECT_EQ(game.force(*seven_x | dicebox::Outcome{1} << 20),
              "that is not a roll of die A and die B");
    EXPECT_EQ(game.force(*seven_x), "");
}

TEST(ExxtraNotation, TheLogInNotationReplaysTheGame) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"X X", "roll", "3 3", "roll", "4 6", "place 4"}), "");
    ASSERT_EQ(play(game, 1, {"7 1", "place 1"}), "");
    ASSERT_EQ(play(game, 2, {"2 1", "roll", "X 5"}), "");
    auto replayed = new_session(3);
    replayed.replay(game.log_json());
    EXPECT_EQ(replayed.state().to_json(), game.state().to_json());
    EXPECT_EQ(replayed.log_json(), game.log_json());
}

}  // namespace
}  // namespace exxtra_test
