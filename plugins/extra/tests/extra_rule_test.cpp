// docs/rules.md, EXTRA!, "The EXTRA rule": what happens to the 5th die, with fewer than three
// EXTRA numbers and with three; and the children's handicap.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::Contains;
using ::testing::Each;
using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;

// The 5th die of a choice in notation: the last token ("x3", "x3@1", "-5").
std::string fifth(const std::string& choice) {
    return choice.substr(choice.rfind(' ') + 1);
}

// A one-player position in which the player has chosen the EXTRA numbers 1, 3, 6.
std::unique_ptr<dicebox::State> with_numbers_1_3_6() {
    json position = blank_position(1);
    write_numbers_1_3_6(position, 0);
    return load(position);
}

TEST(ExtraRule, ANewNumberGoesIntoAnEmptyColumnOfThePlayersChoice) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_THAT(legal(session.state(), 0), Contains("2+2 1+5 x3@1"));
    EXPECT_THAT(legal(session.state(), 0), Contains("2+2 1+5 x3@2"));
    EXPECT_THAT(legal(session.state(), 0), Contains("2+2 1+5 x3@3"));

    for (int k = 2; k <= 3; ++k) {
        auto game = new_session(1);
        ASSERT_EQ(game.force("1 2 2 3 5"), "");
        ASSERT_EQ(game.act(0, "2+2 1+5 x3@" + std::to_string(k)), "");
        EXPECT_EQ(column(game.state(), 0, k)["number"], 3) << k;
        EXPECT_EQ(column(game.state(), 0, k)["crosses"], 1) << k;
        EXPECT_TRUE(column(game.state(), 0, 1)["number"].is_null()) << k;
    }
}

TEST(ExtraRule, WithFewerThanThreeNumbersThe5thDieMustBeEntered) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_THAT(legal(session.state(), 0), Each(Not(HasSubstr("-"))));
    EXPECT_EQ(session.act(0, "2+2 1+5 -3"),
              "no free ride yet: while you have fewer than three EXTRA numbers the 5th die must "
              "be entered");
    EXPECT_EQ(session.act(0, "2+2 1+5 x3"),
              "3 is not an EXTRA number of yours yet; write it into an empty column, like x3@1");
}

TEST(ExtraRule, AnExistingNumberIsCrossedInItsOwnColumn) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@2"), "");
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    ASSERT_EQ(session.act(0, "1+2 4+5 x3"), "");
    EXPECT_EQ(column(session.state(), 0, 2)["number"], 3);
    EXPECT_EQ(column(session.state(), 0, 2)["crosses"], 2);
}

TEST(ExtraRule, WithFewerThanThreeNumbersANewNumberMayBeChosenEvenWhenTheRollShowsAnOldOne) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.force("1 2 3 4 5"), "");  // shows the 3
    EXPECT_THAT(legal(session.state(), 0), Contains("1+2 4+5 x3"));
    EXPECT_THAT(legal(session.state(), 0), Contains("2+3 4+5 x1@2"));
    ASSERT_EQ(session.act(0, "2+3 4+5 x1@2"), "");
    EXPECT_EQ(column(session.state(), 0, 1)["number"], 3);
    EXPECT_EQ(column(session.state(), 0, 1)["crosses"], 1);
    EXPECT_EQ(column(session.state(), 0, 2)["number"], 1);
    EXPECT_EQ(column(session.state(), 0, 2)["crosses"], 1);
}

TEST(ExtraRule, ANumberIsNeverWrittenTwice) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    EXPECT_THAT(legal(session.state(), 0), Not(Contains("1+2 4+5 x3@2")));
    EXPECT_EQ(session.act(0, "1+2 4+5 x3@2"),
              "3 is already your EXTRA number in column 1; write x3");
}

TEST(ExtraRule, ANewNumberIsNotWrittenIntoAColumnThatHoldsOne) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    EXPECT_EQ(session.act(0, "2+3 4+5 x1@1"), "column 1 already holds the EXTRA number 3");
    EXPECT_EQ(session.act(0, "2+3 4+5 x1@4"), "there is no column 4; the EXTRA columns are 1 to 3");
}

TEST(ExtraRule, NoPlayerHasAFourthNumber) {
    auto state = with_numbers_1_3_6();
    ASSERT_EQ(roll(*state, "2 3 4 5 5"), "");
    EXPECT_THAT(legal(*state, 0), Each(Not(HasSubstr("@"))));
    EXPECT_EQ(choose(*state, 0, "2+3 4+5 x5@1"),
              "you already have three EXTRA numbers (1, 3, 6); no new one can be written");
}

TEST(ExtraRule, FreeRideWhenTheRollShowsNoneOfTheThreeNumbers) {
    auto state = with_numbers_1_3_6();
    ASSERT_EQ(roll(*state, "2 4 5 5 5"), "");
    const auto choices = legal(*state, 0);
    EXPECT_THAT(choices, Contains("2+4 5+5 -5"));
    EXPECT_THAT(choices, Contains("2+5 4+5 -5"));
    EXPECT_THAT(choices, Contains("4+5 5+5 -2"));
    EXPECT_THAT(choices, Each(HasSubstr(" -")));
    EXPECT_EQ(choose(*state, 0, "2+4 5+5 x5"),
              "5 is not one of your EXTRA numbers 1, 3, 6; none of them is in the roll, so this "
              "is a free ride: write -5");

    ASSERT_EQ(choose(*state, 0, "2+4 5+5 -5"), "");
    EXPECT_EQ(row(*state, 0, 6), 1);
    EXPECT_EQ(row(*state, 0, 10), 1);
    for (int k = 1; k <= 3; ++k) EXPECT_EQ(column(*state, 0, k)["crosses"], 1) << k;
}

TEST(ExtraRule, WhenExactlyOneNumberShowsItMustBeThe5thDieAndBeCrossed) {
    auto state = with_numbers_1_3_6();
    ASSERT_EQ(roll(*state, "2 3 4 5 5"), "");
    const auto choices = legal(*state, 0);
    ASSERT_THAT(choices, Not(IsEmpty()));
    for (const auto& choice : choices) EXPECT_EQ(fifth(choice), "x3") << choice;
    EXPECT_EQ(choose(*state, 0, "2+4 5+5 -3"),
              "no free ride: the roll shows your EXTRA number 3, which must be the 5th die and "
              "be crossed");
    EXPECT_EQ(choose(*state, 0, "2+3 4+5 x5"),
              "5 is not one of your EXTRA numbers 1, 3, 6; the roll shows 3, which must be the "
              "5th die");
    ASSERT_EQ(choose(*state, 0, "2+4 5+5 x3"), "");
    EXPECT_EQ(column(*state, 0, 2)["crosses"], 2);
}

TEST(ExtraRule, ANumberShownOnSeveralDiceIsStillTheOnlyOneThatMayBeCrossed) {
    auto state = with_numbers_1_3_6();
    ASSERT_EQ(roll(*state, "2 3 3 4 5"), "");
    const auto choices = legal(*state, 0);
    ASSERT_THAT(choices, Not(IsEmpty()));
    for (const auto& choice : choices) EXPECT_EQ(fifth(choice), "x3") << choice;
    EXPECT_THAT(choices, Contains("2+3 4+5 x3"));
    EXPECT_THAT(choices, Contains("2+4 3+5 x3"));
}

TEST(ExtraRule, WhenSeveralNumbersShowThePlayerChoosesWhichIsCrossed) {
    auto state = with_numbers_1_3_6();
    ASSERT_EQ(roll(*state, "1 2 3 4 5"), "");
    const auto choices = legal(*state, 0);
    std::set<std::string> fifths;
    for (const auto& choice : choices) fifths.insert(fifth(choice));
    EXPECT_EQ(fifths, (std::set<std::string>{"x1", "x3"}));
    EXPECT_EQ(choose(*state, 0, "1+2 3+4 -5"),
              "no free ride: the roll shows your EXTRA numbers 1 and 3; one of them must be the "
              "5th die and be crossed");
    EXPECT_EQ(choose(*state, 0, "1+2 3+4 x5"),
              "5 is not one of your EXTRA numbers 1, 3, 6; the 5th die must be one of 1 or 3");

    auto crossing_3 = state->clone();
    ASSERT_EQ(choose(*crossing_3, 0, "1+2 4+5 x3"), "");
    EXPECT_EQ(column(*crossing_3, 0, 1)["crosses"], 1);
    EXPECT_EQ(column(*crossing_3, 0, 2)["crosses"], 2);

    ASSERT_EQ(choose(*state, 0, "2+3 4+5 x1"), "");
    EXPECT_EQ(column(*state, 0, 1)["crosses"], 2);
    EXPECT_EQ(column(*state, 0, 2)["crosses"], 1);
}

TEST(ExtraRule, ChildrensHandicapWritesANewNumberWithoutACross) {
    auto session =
        new_session(2, json::object(), {json::parse(R"({"handicap": true})"), json::object()});
    EXPECT_EQ(sheet(session.state(), 0)["handicap"], true);
    EXPECT_EQ(sheet(session.state(), 1)["handicap"], false);

    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");
    EXPECT_EQ(column(session.state(), 0, 1)["number"], 3);
    EXPECT_EQ(column(session.state(), 0, 1)["crosses"], 0);
    // The handicap is the seat's own: the other seat's new number is crossed.
    EXPECT_EQ(column(session.state(), 1, 1)["crosses"], 1);

    // Crosses start with the number's second use.
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    ASSERT_EQ(session.act(0, "1+2 4+5 x3"), "");
    ASSERT_EQ(session.act(1, "1+2 4+5 x3"), "");
    EXPECT_EQ(column(session.state(), 0, 1)["crosses"], 1);
    EXPECT_EQ(column(session.state(), 1, 1)["crosses"], 2);
    // The pairs are entered as usual.
    EXPECT_EQ(row(session.state(), 0, 3), 1);
    EXPECT_EQ(row(session.state(), 0, 9), 1);
}

TEST(ExtraRule, ChildrensHandicapNeedsEveryBoxOfAColumnCrossedToEnd) {
    // A 2-box first column: with the handicap, writing the number and two more uses end
    // the game; without it, the number and one more use.
    auto session = new_session(2, {{"column_lengths", {2, 9, 8}}},
                               {json::parse(R"({"handicap": true})"), json::object()});
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    ASSERT_EQ(session.act(0, "1+2 4+5 x3"), "");
    ASSERT_EQ(session.act(1, "1+2 4+5 x3"), "");
    EXPECT_EQ(sheet(session.state(), 0)["done"], false);
    EXPECT_EQ(sheet(session.state(), 1)["done"], true);
    ASSERT_EQ(session.force("1 2 3 4 5"), "");
    ASSERT_EQ(session.act(0, "1+2 4+5 x3"), "");
    EXPECT_EQ(sheet(session.state(), 0)["done"], true);
    EXPECT_TRUE(session.state().terminal());
}

}  // namespace
}  // namespace extra_test
