// docs/rules.md, EXTRA!, "Scoring": each row by its crosses, and the rulebook's worked example.
#include <gtest/gtest.h>

#include "extra_table.hpp"

namespace extra_test {
namespace {

// The table of docs/rules.md, EXTRA!, written out here independently of the plugin's schema.
constexpr int kZoneBoxes[13] = {0, 0, 3, 3, 4, 5, 7, 7, 7, 5, 4, 3, 3};
constexpr int kPoints[13] = {0, 0, 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100};
constexpr int kMultipliers[5] = {1, 2, 3, 5, 7};

int score_with_row(int sum, int crosses) {
    json position = blank_position(1);
    set_row(position, 0, sum, crosses);
    return load(position)->scores().at(0);
}

TEST(ExtraScoring, ARowWithoutCrossesScoresNothing) {
    EXPECT_EQ(extra().new_game(config(1))->scores(), (std::vector<int>{0}));
    for (int sum = 2; sum <= 12; ++sum) EXPECT_EQ(score_with_row(sum, 0), 0) << "row " << sum;
}

TEST(ExtraScoring, CrossesOnlyInsideTheZoneScoreMinus200) {
    for (int sum = 2; sum <= 12; ++sum) {
        for (int crosses = 1; crosses <= kZoneBoxes[sum]; ++crosses) {
            EXPECT_EQ(score_with_row(sum, crosses), -200) << "row " << sum << ", " << crosses;
        }
    }
}

TEST(ExtraScoring, TheZeroBoxReachedWithoutAMultiplierScoresZero) {
    for (int sum = 2; sum <= 12; ++sum) {
        EXPECT_EQ(score_with_row(sum, kZoneBoxes[sum] + 1), 0) << "row " << sum;
    }
}

TEST(ExtraScoring, PastTheZeroBoxARowScoresItsPointsTimesTheHighestMultiplier) {
    for (int sum = 2; sum <= 12; ++sum) {
        for (int m = 0; m < 5; ++m) {
            const int crosses = kZoneBoxes[sum] + 2 + m;
            EXPECT_EQ(score_with_row(sum, crosses), kPoints[sum] * kMultipliers[m])
                << "row " << sum << ", " << crosses << " crosses";
        }
    }
}

TEST(ExtraScoring, ARowHasNoMoreBoxesThanZoneZeroBoxAndFiveMultipliers) {
    for (int sum = 2; sum <= 12; ++sum) {
        json position = blank_position(1);
        set_row(position, 0, sum, kZoneBoxes[sum] + 7);
        EXPECT_THROW(load(position), std::invalid_argument) << "row " << sum;
    }
}

TEST(ExtraScoring, Row11Crossed7TimesReachesTimes3For210) {
    EXPECT_EQ(score_with_row(11, 7), 210);

    // Played: the row passes the zone, the 0 box, x1, x2, and reaches x3.
    auto session = new_session(1);
    ASSERT_EQ(session.force("1 5 5 6 6"), "");
    ASSERT_EQ(session.act(0, "5+6 5+6 x1@1"), "");
    EXPECT_EQ(session.state().scores()[0], -200);
    ASSERT_EQ(session.force("1 5 5 6 6"), "");
    ASSERT_EQ(session.act(0, "5+6 5+6 x1"), "");
    EXPECT_EQ(session.state().scores()[0], 0);
    ASSERT_EQ(session.force("1 5 5 6 6"), "");
    ASSERT_EQ(session.act(0, "5+6 5+6 x1"), "");
    EXPECT_EQ(session.state().scores()[0], 140);
    ASSERT_EQ(session.force("1 1 1 5 6"), "");
    ASSERT_EQ(session.act(0, "1+1 5+6 x1"), "");
    EXPECT_EQ(row(session.state(), 0, 11), 7);
    EXPECT_EQ(session.state().scores()[0], 210 - 200);  // row 2's first cross is in its zone
}

TEST(ExtraScoring, TheRulebooksWorkedSheetTotals210) {
    json position = blank_position(1);
    set_row(position, 0, 4, 10);  // full: 60 x 7 = +420
    set_row(position, 0, 6, 10);  // x2: 40 x 2 = +80
    set_row(position, 0, 11, 7);  // x3: 70 x 3 = +210
    set_row(position, 0, 12, 5);  // x1: 100 x 1 = +100
    set_row(position, 0, 2, 2);   // rows 2, 5, 10 in the zone: -600
    set_row(position, 0, 5, 4);
    set_row(position, 0, 10, 1);
    set_row(position, 0, 7, 8);   // the 0 box
    auto state = load(position);  // rows 3, 8 and 9 are empty
    EXPECT_EQ(state->scores(), (std::vector<int>{210}));
    EXPECT_EQ(sheet(*state, 0)["score"], 210);
    EXPECT_EQ(state->to_json()["scores"], json::parse("[210]"));
    // Each row's points as the state reports them to displays.
    EXPECT_EQ(sheet(*state, 0)["row_scores"],
              json::parse(R"({"2": -200, "3": 0, "4": 420, "5": -200, "6": 80, "7": 0,
                              "8": 0, "9": 0, "10": -200, "11": 210, "12": 100})"));
}

}  // namespace
}  // namespace extra_test
