// The shipped house rules of EXTRA! (scripts/extra/), each shown by its effect on games
// of the real plugin under the real Lua host.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "shipped_scripts.hpp"

namespace shipped_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// Sackson's scoring of a row (docs/rules.md, EXTRA!, Sackson's original), written out here
// independently of the script: marks 1-4 score -200, the 5th 0, then P for each mark
// above five, up to ten.
int sackson_row(int sum, int marks) {
    constexpr int kPoints[13] = {0, 0, 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100};
    if (marks == 0) return 0;
    if (marks <= 4) return -200;
    return (std::min(marks, 10) - 5) * kPoints[sum];
}

struct Round {
    const char* roll;
    const char* choice;
};

// Plays rounds of a solo game; the first refusal, or empty.
std::string play(dicebox::Session& session, const std::vector<Round>& rounds) {
    for (const auto& round : rounds) {
        if (auto why = session.force(round.roll); !why.empty()) return round.roll + (": " + why);
        if (auto why = session.act(0, round.choice); !why.empty()) {
            return round.choice + (": " + why);
        }
    }
    return {};
}

std::vector<Round> times(int n, Round round) {
    return std::vector<Round>(static_cast<std::size_t>(n), round);
}

// Three rounds that choose the EXTRA numbers, their pairs in rows the test leaves alone.
// Once all three are chosen, a roll showing none of them is a free ride: two pairs and
// no EXTRA cross, as many rounds as a test likes.
const std::vector<Round> kNumbers123 = {
    {"1 1 1 1 1", "1+1 1+1 x1@1"}, {"2 1 1 1 1", "1+1 1+1 x2@2"}, {"3 1 1 1 1", "1+1 1+1 x3@3"}};
const std::vector<Round> kNumbers456 = {
    {"4 6 6 6 6", "6+6 6+6 x4@1"}, {"5 6 6 6 6", "6+6 6+6 x5@2"}, {"6 6 6 6 6", "6+6 6+6 x6@3"}};
const std::vector<Round> kNumbers156 = {
    {"1 2 2 2 2", "2+2 2+2 x1@1"}, {"5 2 2 2 2", "2+2 2+2 x5@2"}, {"6 2 2 2 2", "2+2 2+2 x6@3"}};

// For each row, the EXTRA numbers to choose and a free ride crossing the row once.
struct RowCase {
    int sum;
    const std::vector<Round>* numbers;
    Round cross;
};
const RowCase kRowCases[] = {
    {2, &kNumbers456, {"1 1 3 3 2", "1+1 3+3 -2"}},
    {3, &kNumbers456, {"1 2 3 3 3", "1+2 3+3 -3"}},
    {4, &kNumbers456, {"2 2 3 3 1", "2+2 3+3 -1"}},
    {5, &kNumbers456, {"2 3 1 1 1", "2+3 1+1 -1"}},
    {6, &kNumbers456, {"3 3 1 1 1", "3+3 1+1 -1"}},
    {7, &kNumbers156, {"3 4 2 2 2", "3+4 2+2 -2"}},
    {8, &kNumbers123, {"4 4 6 6 5", "4+4 6+6 -5"}},
    {9, &kNumbers123, {"4 5 6 6 6", "4+5 6+6 -6"}},
    {10, &kNumbers123, {"5 5 4 4 4", "5+5 4+4 -4"}},
    {11, &kNumbers123, {"5 6 4 4 4", "5+6 4+4 -4"}},
    {12, &kNumbers123, {"6 6 4 4 4", "6+6 4+4 -4"}},
};

json seat0(const dicebox::Session& session) {
    return session.state().to_json()["seats"][0];
}

TEST(ShippedSolitaireDice, EveryRowScoresSacksonsFormulaForEveryNumberOfMarks) {
    const auto rule = shipped("extra/solitaire-dice.lua");
    for (const auto& row : kRowCases) {
        SCOPED_TRACE("row " + std::to_string(row.sum));
        auto session = ruled_session("extra", rule, 1);
        ASSERT_EQ(play(session, *row.numbers), "");
        const std::string sum = std::to_string(row.sum);
        for (int marks = 0; marks <= 10; ++marks) {
            if (marks > 0) {
                ASSERT_EQ(play(session, {row.cross}), "");
            }
            const json sheet = seat0(session);
            ASSERT_EQ(sheet["rows"][sum], marks);
            EXPECT_EQ(sheet["row_scores"][sum], sackson_row(row.sum, marks)) << marks << " marks";
        }
        // Ten boxes: an 11th mark has no box.
        ASSERT_EQ(play(session, {row.cross}), "");
        EXPECT_EQ(seat0(session)["rows"][sum], 10);
    }
}

TEST(ShippedSolitaireDice, AFullSheetTotalsTheFormulaOverItsRows) {
    auto session = ruled_session("extra", shipped("extra/solitaire-dice.lua"), 1);
    ASSERT_EQ(play(session, kNumbers123), "");  // row 2: six marks
    for (const auto& row : kRowCases) {
        if (row.numbers == &kNumbers123) {
            ASSERT_EQ(play(session, times(10, row.cross)), "");
        }
    }
    const json sheet = seat0(session);
    int total = 0;
    for (int sum = 2; sum <= 12; ++sum)
        total += sackson_row(sum, sheet["rows"][std::to_string(sum)]);
    // Rows 8 to 12 at ten marks score 5 P each; row 2 at six marks scores 100.
    EXPECT_EQ(total, 5 * (40 + 50 + 60 + 70 + 100) + 100);
    EXPECT_EQ(session.state().scores(), (std::vector<int>{total}));
}

// The numbers 1, 2, 3 with six marks in row 12 (+100), then rounds that end the game: the
// 5th die crosses the column of 1 to its 8th box, the pairs go to the full row 12.
const std::vector<Round> kRow12Numbers = {
    {"1 6 6 6 6", "6+6 6+6 x1@1"}, {"2 6 6 6 6", "6+6 6+6 x2@2"}, {"3 6 6 6 6", "6+6 6+6 x3@3"}};
const Round kRow12Full = {"6 6 6 6 4", "6+6 6+6 -4"};
const Round kColumn1 = {"1 6 6 6 6", "6+6 6+6 x1"};

TEST(ShippedSolitaireDice, TheGameEndsAtTheEighthMarkOfAThrowawayColumn) {
    auto session = ruled_session("extra", shipped("extra/solitaire-dice.lua"), 1);
    ASSERT_EQ(play(session, kRow12Numbers), "");
    ASSERT_EQ(play(session, times(2, kRow12Full)), "");
    ASSERT_EQ(play(session, times(6, kColumn1)), "");
    EXPECT_FALSE(session.state().terminal());
    EXPECT_EQ(seat0(session)["extra"][0]["crosses"], 7);
    ASSERT_EQ(play(session, {kColumn1}), "");
    EXPECT_TRUE(session.state().terminal());
}

TEST(ShippedSolitaireDice, ASoloGameOf500IsLost) {
    auto session = ruled_session("extra", shipped("extra/solitaire-dice.lua"), 1);
    ASSERT_EQ(play(session, kRow12Numbers), "");
    ASSERT_EQ(play(session, times(2, kRow12Full)), "");  // row 12 at ten marks: +500
    ASSERT_EQ(play(session, times(7, kColumn1)), "");
    ASSERT_TRUE(session.state().terminal());
    EXPECT_EQ(session.state().scores(), (std::vector<int>{500}));
    EXPECT_THAT(session.state().winners(), IsEmpty());
}

TEST(ShippedSolitaireDice, ASoloGameOf510TheLeastAbove500IsWon) {
    auto session = ruled_session("extra", shipped("extra/solitaire-dice.lua"), 1);
    ASSERT_EQ(play(session, kRow12Numbers), "");
    ASSERT_EQ(play(session, times(2, kRow12Full)), "");                   // +500
    ASSERT_EQ(play(session, times(4, {"5 6 5 6 4", "5+6 5+6 -4"})), "");  // row 11 at 8: +210
    ASSERT_EQ(play(session, {{"4 4 4 4 5", "4+4 4+4 -5"}}), "");          // row 8 at 2: -200
    ASSERT_EQ(play(session, times(7, kColumn1)), "");
    ASSERT_TRUE(session.state().terminal());
    EXPECT_EQ(session.state().scores(), (std::vector<int>{510}));
    EXPECT_THAT(session.state().winners(), ElementsAre(0));
}

TEST(ShippedGentle, ARowStillInTheZoneCostsMinus150) {
    for (const auto& [rule, penalty] : {std::pair{shipped("extra/gentle.lua"), -150},
                                        std::pair{std::shared_ptr<const Script>(), -200}}) {
        SCOPED_TRACE(rule ? "gentle" : "printed");
        auto session = ruled_session("extra", rule, 1);
        ASSERT_EQ(play(session, {{"1 1 1 1 2", "1+1 1+1 x2@1"}}), "");  // row 2: 2 of 3
        EXPECT_EQ(seat0(session)["row_scores"]["2"], penalty);
        EXPECT_EQ(session.state().scores(), (std::vector<int>{penalty}));
    }
}

TEST(ShippedKidsTable, EverySeatsFirstEXTRANumberIsWrittenWithoutACross) {
    auto session = ruled_session("extra", shipped("extra/kids-table.lua"), 3);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    for (int seat = 0; seat < 3; ++seat) ASSERT_EQ(session.act(seat, "2+2 1+5 x3@1"), "");
    const json state = session.state().to_json();
    for (int seat = 0; seat < 3; ++seat) {
        EXPECT_TRUE(state["seats"][seat]["handicap"]) << "seat " << seat;
        EXPECT_EQ(state["seats"][seat]["extra"][0]["number"], 3) << "seat " << seat;
        EXPECT_EQ(state["seats"][seat]["extra"][0]["crosses"], 0) << "seat " << seat;
    }
}

TEST(ShippedKidsTable, ASeatsOwnOptionWinsOverTheScript) {
    auto session = ruled_session("extra", shipped("extra/kids-table.lua"), 2, json::object(),
                                 {json::object(), {{"handicap", false}}});
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    for (int seat = 0; seat < 2; ++seat) ASSERT_EQ(session.act(seat, "2+2 1+5 x3@1"), "");
    const json state = session.state().to_json();
    EXPECT_EQ(state["seats"][0]["extra"][0]["crosses"], 0);
    EXPECT_EQ(state["seats"][1]["extra"][0]["crosses"], 1);
}

}  // namespace
}  // namespace shipped_test
