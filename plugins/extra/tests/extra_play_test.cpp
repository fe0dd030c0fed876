// EXTRA! in the terminal, end to end: its sheet as `dicebox play` draws it, the
// handicap's new number and a player's own end told, through the real binary.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "plugins.hpp"
#include "process.hpp"

namespace extra_play_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::run_process;

// Enough answers "1" (the first legal choice) to finish any solo game.
std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
    return n;
}

TEST(Play, SheetIsDrawnLikeThePaperOne) {
    const auto result = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "7"}, first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // The header with the zone, the bold line, the 0 box, the multipliers and points.
    EXPECT_NE(result.out.find("-200 zone"), std::string::npos);
    EXPECT_NE(result.out.find("┃ 0 ┃ x1 x2 x3 x5 x7"), std::string::npos);
    // Row 2: three zone boxes, then the 0 box and five multiplier boxes, 100 points.
    EXPECT_TRUE(std::regex_search(
        result.out, std::regex(R"(\n +2  (\[[ X]\]){3} +┃\[[ X]\]┃ (\[[ X]\]){5} │  100 │)")));
    // The three EXTRA columns of 10, 9 and 8 boxes, the last one marked.
    EXPECT_TRUE(
        std::regex_search(result.out, std::regex(R"(\n  1: [-1-6]  (\[[ X]\]){9}\{[ X]\})")));
    EXPECT_TRUE(
        std::regex_search(result.out, std::regex(R"(\n  2: [-1-6]  (\[[ X]\]){8}\{[ X]\})")));
    EXPECT_TRUE(
        std::regex_search(result.out, std::regex(R"(\n  3: [-1-6]  (\[[ X]\]){7}\{[ X]\})")));
    // The roll drawn as dice.
    EXPECT_NE(result.out.find("╭───────╮"), std::string::npos);
}

TEST(Play, HandicapWritesTheNewNumberWithoutACross) {
    const auto result = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "7", "--handicap", "Ann"},
        "1\n1\n");
    // Choice 1 of the first roll writes a new number into column 1: in round 2 it
    // stands at the head of the column with no cross.
    EXPECT_TRUE(std::regex_search(result.out, std::regex(R"(\n  1: [1-6]  (\[ \]){9}\{ \})")))
        << result.out;
}

TEST(Play, APlayersOwnGameEndingIsAnnouncedWithTheFinalScore) {
    // Seed 3: Ann, always taking the first choice, fills a column's last box while the
    // planner plays on.
    const auto result = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann,bot:planner", "--seed", "3"},
        first_choices(400));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // Her choice says so, and her game's end is told with her final score.
    std::smatch chosen;
    ASSERT_TRUE(std::regex_search(
        result.out, chosen,
        std::regex(R"(\n  Ann +\S+ \S+ \S+ +[^\n]*, cross \d in column (\d), its last box\n)")))
        << result.out;
    std::smatch final_score;
    ASSERT_TRUE(
        std::regex_search(result.out, final_score, std::regex(R"(\nScores:  Ann ([-+]\d+))")));
    const std::string over = "Ann's game is over: the last box of column " + chosen[1].str() +
                             " is crossed. Final score: " + final_score[1].str() + "\n";
    const auto told = result.out.find(over, static_cast<std::size_t>(chosen.position(0)));
    ASSERT_NE(told, std::string::npos) << over << result.out;
    // From then on the round lines say that Ann's game is over.
    EXPECT_NE(result.out.find("Totals:  Ann " + final_score[1].str() + " (over)  planner", told),
              std::string::npos);
    EXPECT_EQ(count_of(result.out, "Ann's game is over"), 1u);
    EXPECT_EQ(count_of(result.out, "planner's game is over"), 1u);
}

}  // namespace
}  // namespace extra_play_test
