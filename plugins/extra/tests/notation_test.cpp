// docs/rules.md, EXTRA!, "Action notation": choices `A+B C+D xE`, `xE@K`, `-E`, and rolls of
// five dice; the engine normalises choices and explains a malformed or impossible one.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "extra_table.hpp"

namespace extra_test {
namespace {

constexpr const char* kForm =
    "write two pairs and the 5th die, like '2+2 1+5 x3' (x3@1 for a new EXTRA number in "
    "column 1, -3 to drop it on a free ride)";

TEST(ExtraNotation, PairsInEitherOrderAreTheSameChoice) {
    auto state = extra().new_game(config(1));
    for (const char* written :
         {"1+5 2+2 x3@1", "2+2 5+1 x3@1", "5+1 2+2 x3@1", "2+2  1+5  x3@1", "2+2 1+5 X3@1"}) {
        EXPECT_EQ(normalised(*state, written), "2+2 1+5 x3@1") << written;
        EXPECT_EQ(*state->parse_action(written), *state->parse_action("2+2 1+5 x3@1"));
    }
    // Equal sums: the pair with the lower die comes first.
    EXPECT_EQ(normalised(*state, "2+2 3+1 x6"), "1+3 2+2 x6");
    EXPECT_EQ(normalised(*state, "5+5 4+2 -5"), "2+4 5+5 -5");
}

TEST(ExtraNotation, AChoiceWrittenInAnyOrderIsAcceptedAndLoggedNormalised) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("5 3 2 1 2"), "");
    ASSERT_EQ(session.act(0, "5+1 2+2 x3@1"), "");
    EXPECT_EQ(session.log_json(),
              json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":0,"action":"2+2 1+5 x3@1"}])"));
}

TEST(ExtraNotation, EveryLegalChoiceReadsBackAsItself) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    std::vector<dicebox::Action> actions;
    session.state().legal_actions(0, actions);
    for (auto action : actions) {
        const auto text = session.state().format_action(action);
        const auto back = session.state().parse_action(text);
        ASSERT_TRUE(back) << text;
        EXPECT_EQ(*back, action) << text;
    }
}

TEST(ExtraNotation, MalformedChoicesAreRefusedShowingTheForm) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    for (const char* written : {"", "2+2 1+5", "2+2 1+5 3", "22 15 x3", "2+2 1+5 x", "2+2 1+5 y3",
                                "2+2 1+5 x3 x1", "2+2 1+5 x3@1 extra", "2+2,1+5,x3"}) {
        EXPECT_EQ(session.act(0, written), kForm) << '"' << written << '"';
    }
    EXPECT_THAT(session.act(0, "2+2 1+5 x3@0"),
                ::testing::Eq("after '@' comes the number of an EXTRA column, like x3@1"));
    EXPECT_EQ(session.act(0, "2+2 1+7 x3@1"), "7 is not a die face; faces are 1 to 6");
    EXPECT_EQ(session.act(0, "2+2 0+5 x3@1"), "0 is not a die face; faces are 1 to 6");
    EXPECT_EQ(session.log().size(), 1u);
}

TEST(ExtraNotation, ChoicesUsingDiceTheRollDoesNotShowAreRefused) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.act(0, "2+2 1+6 x3@1"), "the roll 1 2 2 3 5 has no 6");
    EXPECT_EQ(session.act(0, "2+2 1+5 x4@1"), "the roll 1 2 2 3 5 has no 4");
    EXPECT_EQ(session.act(0, "1+1 2+2 x3@1"),
              "the roll 1 2 2 3 5 has only one 1, but your choice uses two 1s");
    // Five 1s, not "uses 5": the count is of the face's dice.
    auto other = new_session(1);
    ASSERT_EQ(other.force("1 2 3 4 5"), "");
    EXPECT_EQ(other.act(0, "1+1 1+1 x1"),
              "the roll 1 2 3 4 5 has only one 1, but your choice uses five 1s");
}

TEST(ExtraNotation, ARollIsFiveDiceFrom1To6) {
    auto session = new_session(1);
    EXPECT_EQ(session.force("1 2 3 4"), "a roll is 5 dice, like '1 2 2 3 5', not 4");
    EXPECT_EQ(session.force("1 2 3 4 5 6"), "a roll is 5 dice, like '1 2 2 3 5', not 6");
    EXPECT_EQ(session.force("1 2 3 4 7"), "'7' is not a die face; faces are 1 to 6");
    EXPECT_EQ(session.force("1 2 3 4 0"), "'0' is not a die face; faces are 1 to 6");
    EXPECT_EQ(session.force("1 2 three 4 5"), "'three' is not a die face; faces are 1 to 6");
    EXPECT_TRUE(session.log().empty());
    EXPECT_TRUE(session.state().chance_due());
    // The dice may be written in any order and with commas.
    EXPECT_EQ(session.force("5,3,2,1,2"), "");
    EXPECT_EQ(session.state().to_json()["roll"], json::parse("[1,2,2,3,5]"));
}

TEST(ExtraNotation, AForcedOutcomeCodeThatIsNoRollOfFiveDiceIsRefused) {
    auto session = new_session(1);
    const auto five_dice = session.state().parse_outcome("1 2 3 4 5");
    ASSERT_TRUE(five_dice);
    // The code of a six-dice roll, from a variant that rolls six.
    auto six_dice = extra().new_game(config(1, {{"dice", 6}}))->parse_outcome("1 2 3 4 5 6");
    ASSERT_TRUE(six_dice);
    EXPECT_EQ(session.force(*six_dice), "a roll is 5 dice from 1 to 6");
    EXPECT_EQ(session.force(*five_dice), "");
}

}  // namespace
}  // namespace extra_test
