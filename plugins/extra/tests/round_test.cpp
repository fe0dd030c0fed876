// docs/rules.md, EXTRA!, "A round": the shared roll, two pairs and a 5th die, the crosses in
// the rows, and the secret choices revealed together.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(ExtraRound, MariesFirstRollCrossesRows4And6AndWrites3InColumn1) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");

    const auto& state = session.state();
    EXPECT_EQ(row(state, 0, 4), 1);
    EXPECT_EQ(row(state, 0, 6), 1);
    for (int sum : {2, 3, 5, 7, 8, 9, 10, 11, 12}) EXPECT_EQ(row(state, 0, sum), 0) << sum;
    EXPECT_EQ(column(state, 0, 1)["number"], 3);
    EXPECT_EQ(column(state, 0, 1)["crosses"], 1);
    EXPECT_TRUE(column(state, 0, 2)["number"].is_null());
    EXPECT_TRUE(column(state, 0, 3)["number"].is_null());
    // The next round begins: chance is due again.
    EXPECT_EQ(state.to_json()["to_move"], "chance");
    EXPECT_EQ(session.log_json(),
              json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":0,"action":"2+2 1+5 x3@1"}])"));
}

TEST(ExtraRound, TheRollIsTheSameForEveryPlayer) {
    auto session = new_session(3);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.state().to_json()["roll"], json::parse("[1,2,2,3,5]"));
    EXPECT_THAT(to_move(session.state()), ElementsAre(0, 1, 2));
    for (Seat seat = 0; seat < 3; ++seat) {
        EXPECT_THAT(legal(session.state(), seat), Contains("2+2 1+5 x3@1")) << seat;
        EXPECT_EQ(legal(session.state(), seat), legal(session.state(), 0)) << seat;
    }
}

TEST(ExtraRound, EveryLegalChoiceUsesEachDieOfTheRollExactlyOnce) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    const auto choices = legal(session.state(), 0);
    ASSERT_FALSE(choices.empty());
    for (const auto& choice : choices) {
        std::string dice;
        for (char ch : choice) {
            if (ch >= '1' && ch <= '6' && dice.size() < 5) dice += ch;
        }
        std::sort(dice.begin(), dice.end());
        EXPECT_EQ(dice, "12235") << choice;
    }
    // One of the 2s twice in a choice: the roll has only two 2s.
    EXPECT_EQ(session.act(0, "2+2 2+5 x3@1"),
              "the roll 1 2 2 3 5 has only two 2s, but your choice uses three 2s");
}

TEST(ExtraRound, TwoPairsWithTheSameSumPutTwoCrossesInThatRow) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 6"), "");
    ASSERT_EQ(session.act(0, "1+3 2+2 x6@1"), "");
    EXPECT_EQ(row(session.state(), 0, 4), 2);
    EXPECT_EQ(column(session.state(), 0, 1)["number"], 6);
}

TEST(ExtraRound, ACompleteRowMayStillBePairedButGetsNoFurtherCross) {
    json position = blank_position(1);
    set_row(position, 0, 4, 10);  // row 4: 4 zone boxes, the 0 box, 5 multipliers
    auto state = load(position);
    ASSERT_EQ(roll(*state, "1 3 2 2 6"), "");
    EXPECT_THAT(legal(*state, 0), Contains("1+3 2+2 x6@1"));
    ASSERT_EQ(choose(*state, 0, "1+3 2+2 x6@1"), "");
    EXPECT_EQ(row(*state, 0, 4), 10);
    EXPECT_EQ(column(*state, 0, 1)["crosses"], 1);
    EXPECT_EQ(state->broken_invariant(), "");
}

TEST(ExtraRound, AChoiceIsSecretUntilEveryPlayerHasChosen) {
    auto session = new_session(3);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");

    // Seat 1 has chosen, but nothing is entered on its sheet yet.
    const auto& state = session.state();
    EXPECT_THAT(to_move(state), ElementsAre(0, 2));
    EXPECT_EQ(row(state, 1, 4), 0);
    EXPECT_TRUE(column(state, 1, 1)["number"].is_null());
    EXPECT_FALSE(state.chance_due());

    ASSERT_EQ(session.act(2, "1+2 2+3 x5@3"), "");
    EXPECT_THAT(to_move(state), ElementsAre(0));
    EXPECT_EQ(row(state, 2, 3), 0);

    // The last choice reveals them all together.
    ASSERT_EQ(session.act(0, "1+3 2+5 x2@2"), "");
    EXPECT_THAT(to_move(state), IsEmpty());
    EXPECT_TRUE(state.chance_due());
    EXPECT_EQ(row(state, 1, 4), 1);
    EXPECT_EQ(row(state, 1, 6), 1);
    EXPECT_EQ(column(state, 1, 1)["number"], 3);
    EXPECT_EQ(row(state, 2, 3), 1);
    EXPECT_EQ(row(state, 2, 5), 1);
    EXPECT_EQ(column(state, 2, 3)["number"], 5);
    EXPECT_EQ(row(state, 0, 4), 1);
    EXPECT_EQ(row(state, 0, 7), 1);
    EXPECT_EQ(column(state, 0, 2)["number"], 2);
}

// A choice's code: the pairs' dice, the 5th die, how it is entered, its column.
dicebox::Action code(int a, int b, int c, int d, int fifth, int kind, int column) {
    return dicebox::Action(a) | dicebox::Action(b) << 3 | dicebox::Action(c) << 6 |
           dicebox::Action(d) << 9 | dicebox::Action(fifth) << 12 | dicebox::Action(kind) << 15 |
           dicebox::Action(column) << 17;
}

TEST(ExtraRound, ACodeThatIsNoChoiceIsRefusedAndChangesNothing) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    const dicebox::Action marie = code(2, 2, 1, 5, 3, 1, 0);
    ASSERT_EQ(session.state().format_action(marie), "2+2 1+5 x3@1");
    for (const dicebox::Action wrong : {
             code(1, 5, 2, 2, 3, 1, 0),  // the pairs not in their order
             code(2, 2, 5, 1, 3, 1, 0),  // a pair's high die first
             code(2, 2, 1, 5, 3, 3, 0),  // no 4th way to enter the 5th die
             code(2, 2, 1, 5, 3, 0, 2),  // a column for a cross
             code(2, 2, 1, 5, 3, 2, 1),  // a column for a free ride
             code(2, 2, 1, 5, 3, 1, 7),  // a column past the last there can be
             code(2, 2, 1, 5, 7, 1, 0),  // a 7
             code(0, 2, 1, 5, 3, 1, 0),  // a 0
             marie | dicebox::Action{1} << 20,
         }) {
        EXPECT_EQ(session.act(0, wrong), "that is not a choice of two pairs and a 5th die")
            << wrong;
    }
    EXPECT_EQ(session.log().size(), 1u);
    EXPECT_EQ(session.act(0, marie), "");
}

TEST(ExtraRound, ASeatThatHasChosenCannotChooseAgainOnTheSameRoll) {
    auto session = new_session(2);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    EXPECT_EQ(session.act(0, "1+2 2+3 x5@1"), "you have already chosen for this roll");
    EXPECT_THAT(legal(session.state(), 0), IsEmpty());
    EXPECT_EQ(session.log().size(), 2u);
}

TEST(ExtraRound, NobodyChoosesBeforeTheDiceAreRolled) {
    auto session = new_session(2);
    EXPECT_TRUE(session.state().chance_due());
    EXPECT_THAT(to_move(session.state()), IsEmpty());
    EXPECT_THAT(legal(session.state(), 0), IsEmpty());
    EXPECT_EQ(session.act(0, "2+2 1+5 x3@1"), "the dice have not been rolled yet");
}

TEST(ExtraRound, TheDiceAreNotRolledAgainBeforeEveryPlayerHasChosen) {
    auto session = new_session(2);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    EXPECT_EQ(session.force("6 6 6 6 6"),
              "the dice are already rolled; every player must choose first");
}

}  // namespace
}  // namespace extra_test
