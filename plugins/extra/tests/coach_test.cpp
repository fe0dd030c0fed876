// EXTRA!'s expert and coach (plugins/extra/coach/): positions whose best choice is
// known, the advice on every legal choice, and the house rule's game judged as its own.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "advice.hpp"
#include "extra_table.hpp"
#include "rule_hooks.hpp"

namespace extra_test {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

const std::vector<std::string> kNames{"Ann", "Ben"};

std::vector<dicebox::Advice> advise(const dicebox::State& state, Seat seat) {
    return testing_support::advise(extra(), state, seat, kNames);
}

std::string expert_choice(const dicebox::State& state, Seat seat) {
    return testing_support::expert_choice(extra(), state, seat);
}

// Every EXTRA column one box from its end (numbers 2, 3 and 4), row 7 one cross from
// full (x5 now, x7 full) and row 12 full. The roll 1 1 6 6 6 shows none of the numbers:
// a free ride on which 1+6 completes row 7 and 1+1 opens row 2 in the -200 zone, with
// the game all but over.
std::unique_ptr<dicebox::State> row_7_or_row_2() {
    json position = blank_position(1);
    write_number(position, 0, 1, 2, 9);
    write_number(position, 0, 2, 3, 8);
    write_number(position, 0, 3, 4, 7);
    set_row(position, 0, 7, 12);
    set_row(position, 0, 12, 9);
    auto state = load(position);
    EXPECT_EQ(roll(*state, "1 1 6 6 6"), "");
    return state;
}

TEST(ExtraCoach, CompletingRow7AtTimes7BeatsOpeningRow2InTheMinus200Zone) {
    const auto state = row_7_or_row_2();
    const auto advice = advise(*state, 0);
    ASSERT_FALSE(advice.empty());
    EXPECT_THAT(state->format_action(advice.front().action), HasSubstr("1+6"));
    EXPECT_THAT(advice.front().reason, HasSubstr("row 7 full, at 210"));
    const auto opens_row_2 = std::find_if(advice.begin(), advice.end(), [&](const auto& a) {
        return state->format_action(a.action) == normalised(*state, "1+1 6+6 -6");
    });
    ASSERT_NE(opens_row_2, advice.end());
    // Row 7 gains 60 points; row 2 costs 200 unless the last rounds fill it.
    EXPECT_GT(advice.front().value - opens_row_2->value, 150);
    EXPECT_THAT(opens_row_2->reason, StartsWith("opens row 2 (3 crosses to its 0 box)"));
}

TEST(ExtraExpert, CompletesRow7RatherThanOpenRow2) {
    EXPECT_THAT(expert_choice(*row_7_or_row_2(), 0), HasSubstr("1+6"));
}

TEST(ExtraCoach, ValuesEveryLegalChoiceBestFirstWithAReason) {
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    const auto advice = advise(session.state(), 0);
    EXPECT_EQ(extra().make_coach(session.state())->measure(), dicebox::Measure::points);
    testing_support::expect_well_formed(extra(), session.state(), 0, advice);
    // A new EXTRA number is told with its column, which is what sets x3@1 from x3@3 apart.
    EXPECT_THAT(advice.front().reason, HasSubstr("as an EXTRA number in column"));
}

// Another seat's secret choice is not in the view the coach thinks from, so it cannot
// change the advice: the same whichever choice Ann made.
TEST(ExtraCoach, AdviceToBenIsTheSameWhateverAnnChoseInSecret) {
    std::vector<std::vector<std::pair<std::string, double>>> seen;
    for (const char* anns : {"2+2 1+5 x3@1", "1+2 2+5 x3@2"}) {
        auto session = new_session(2);
        ASSERT_EQ(session.force("1 2 2 3 5"), "");
        ASSERT_EQ(session.act(0, anns), "");
        std::vector<std::pair<std::string, double>> advice;
        for (const auto& each : advise(session.state(), 1))
            advice.emplace_back(session.state().format_action(each.action), each.value);
        seen.push_back(advice);
    }
    EXPECT_EQ(seen[0], seen[1]);
}

// Eight rolls of 1 1 1 1 1: row 2 gets two crosses a round and column 1 one, so the
// round that crosses the column's last box ends the game with row 2 full. The coach's
// value of that last choice is the final score of the game being played: 500 under
// Solitaire Dice (ten marks, 5 x 100), 700 under the printed rules (x7).
double value_of_the_last_choice(dicebox::Session& session, int rounds) {
    for (int round = 1; round < rounds; ++round) {
        EXPECT_EQ(session.force("1 1 1 1 1"), "");
        EXPECT_EQ(session.act(0, round == 1 ? "1+1 1+1 x1@1" : "1+1 1+1 x1"), "");
    }
    EXPECT_EQ(session.force("1 1 1 1 1"), "");
    const auto advice = advise(session.state(), 0);
    EXPECT_EQ(advice.size(), 1u);
    EXPECT_THAT(advice.front().reason, HasSubstr("ends your game"));
    return advice.front().value;
}

TEST(ExtraCoach, UnderSolitaireDiceTheLastChoiceIsWorthTheHouseRulesScore) {
    const auto rule =
        dicebox::script::Script::load(std::filesystem::path(DICEBOX_TEST_HOOK_SCRIPTS) /
                                      "../../../../scripts/extra/solitaire-dice.lua");
    auto session = hooks_test::ruled_session("extra", rule, 1);
    EXPECT_DOUBLE_EQ(value_of_the_last_choice(session, 8), 500);
}

TEST(ExtraCoach, UnderThePrintedRulesTheLastChoiceIsWorthTheirScore) {
    auto session = new_session(1);
    EXPECT_DOUBLE_EQ(value_of_the_last_choice(session, 10), 700);
}

}  // namespace
}  // namespace extra_test
