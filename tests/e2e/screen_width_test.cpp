// Every screen of the three games fits a terminal of 80 columns: whole games played
// through the real binary, people and bots, 1 to 4 players and several seeds, then
// replayed and resumed; and so do the lists, the help and the house rules' commands. Columns are
// counted as a terminal shows them (a UTF-8 character, a box-drawing line or a die's pip is one
// column), not as bytes.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace screen_width_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::run_process;
using testing_support::with_db;

const std::filesystem::path kTestScripts = RULES_TEST_SCRIPTS;

constexpr std::size_t kColumns = 80;

// Code points: every character these screens use takes one column.
std::size_t columns_of(const std::string& line) {
    std::size_t columns = 0;
    for (const char byte : line) columns += (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    return columns;
}

// The lines of `out` wider than a terminal, with their width.
std::string too_wide(const std::string& out) {
    std::string found;
    for (const auto& line : lines_of(out)) {
        if (columns_of(line) > kColumns) {
            found += std::to_string(columns_of(line)) + ": " + line + "\n";
        }
    }
    return found;
}

// The people's answers: the first, second and third choice in turn, enough for any
// game (answers left over when the game ends are not read). Choice 1 is always legal;
// where 2 or 3 is not, the person is told and asked again.
std::string answers() {
    std::string input;
    for (int i = 0; i < 1500; ++i) input += "1\n2\n3\n";
    return input;
}

struct Table {
    std::string game;
    std::string players;
    std::vector<std::string> more;  // further options
};

const std::vector<Table> kTables = {
    {"extra", "Ann", {}},
    {"extra", "Ann,bot:planner", {}},
    {"extra", "Alexandra,Ben,bot:greedy", {"--handicap", "Ben"}},
    {"extra", "Ann,bot:random,bot:planner,bot:planner", {}},
    {"exxtra", "Ann,bot:planner", {}},
    {"exxtra", "Alexandra,bot:cautious,bot:bold", {}},
    {"exxtra", "Ann,Ben,bot:cautious,bot:cautious", {}},
    {"strike", "Ann,bot:planner", {}},
    {"strike", "Alexandra,Ben,bot:planner", {}},
    {"strike", "Ann,bot:planner,bot:planner,bot:planner", {"--match"}},
};

TEST(ScreenWidth, EveryScreenOfEveryGameFitsEightyColumns) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    for (const auto& table : kTables) {
        for (const char* seed : {"1", "2", "3"}) {
            std::vector<std::string> args = {"play",        table.game, "--players",
                                             table.players, "--seed",   seed};
            args.insert(args.end(), table.more.begin(), table.more.end());
            const auto played = run_process(dicebox_binary(), with_db(args, db), answers());
            SCOPED_TRACE(table.game + " " + table.players + " seed " + seed);
            ASSERT_EQ(played.exit_code, 0) << played.err;
            EXPECT_EQ(too_wide(played.out), "");
            std::smatch id;
            ASSERT_TRUE(std::regex_search(played.out, id, std::regex(R"( — game (\d+)\n)")));
            const auto replayed = run_process(dicebox_binary(), with_db({"replay", id[1]}, db));
            ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
            EXPECT_EQ(too_wide(replayed.out), "");
            const auto shown = run_process(dicebox_binary(), with_db({"show", id[1]}, db));
            ASSERT_EQ(shown.exit_code, 0) << shown.err;
            EXPECT_EQ(too_wide(shown.out), "");
        }
    }
}

TEST(ScreenWidth, AResumedGameFitsEightyColumns) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    for (const auto& table : kTables) {
        SCOPED_TRACE(table.game + " " + table.players);
        std::vector<std::string> args = {"play",        table.game, "--players",
                                         table.players, "--seed",   "4"};
        args.insert(args.end(), table.more.begin(), table.more.end());
        // Every table has a person, who leaves after two answers.
        const auto left = run_process(dicebox_binary(), with_db(args, db), "1\n2\n");
        ASSERT_EQ(left.exit_code, 3) << left.err;
        std::smatch id;
        ASSERT_TRUE(std::regex_search(left.out, id, std::regex(R"( — game (\d+)\n)")));
        const auto resumed =
            run_process(dicebox_binary(), with_db({"resume", id[1]}, db), answers());
        ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
        EXPECT_EQ(too_wide(resumed.out), "");
    }
}

TEST(ScreenWidth, TheHistoryOfGamesOfFourPlayersFitsEightyColumns) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    for (const auto& table : kTables) {
        std::vector<std::string> args = {"play",        table.game, "--players",
                                         table.players, "--seed",   "5"};
        args.insert(args.end(), table.more.begin(), table.more.end());
        ASSERT_EQ(run_process(dicebox_binary(), with_db(args, db), answers()).exit_code, 0);
    }
    const auto listed = run_process(dicebox_binary(), with_db({"history"}, db));
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_NE(listed.out.find("planner"), std::string::npos) << listed.out;
    EXPECT_EQ(too_wide(listed.out), "");
}

// What a person is told of an answer not understood or not allowed, a review of a game of
// blunders and the reviews in the records.
TEST(ScreenWidth, RefusalsReviewsAndTheirRecordsFitEightyColumns) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    std::string refused = "two pairs please\n9+9 9+9 x9@9\n";
    for (int i = 0; i < 200; ++i) refused += "1\n";
    const auto extra =
        run_process(dicebox_binary(),
                    with_db({"play", "extra", "--players", "Ann", "--seed", "5"}, db), refused);
    ASSERT_EQ(extra.exit_code, 0) << extra.err;
    EXPECT_NE(extra.out.find("Not understood: "), std::string::npos);
    EXPECT_EQ(too_wide(extra.out), "");
    const auto strike =
        run_process(dicebox_binary(),
                    with_db({"play", "strike", "--players", "Ann,bot:planner", "--seed", "5"}, db),
                    "stop\nquit\n");
    EXPECT_NE(strike.out.find("Not allowed: "), std::string::npos) << strike.out;
    EXPECT_EQ(too_wide(strike.out), "");
    const auto review = run_process(dicebox_binary(), with_db({"review", "1"}, db));
    ASSERT_EQ(review.exit_code, 0) << review.err;
    EXPECT_NE(review.out.find(" ??"), std::string::npos) << "a blunder, its reason at length";
    EXPECT_EQ(too_wide(review.out), "");
    const auto records = run_process(dicebox_binary(), with_db({"records"}, db));
    EXPECT_NE(records.out.find("The coach's reviews"), std::string::npos) << records.out;
    EXPECT_EQ(too_wide(records.out), "");
}

TEST(ScreenWidth, TheListOfGamesFitsEightyColumns) {
    const auto listed = run_process(dicebox_binary(), {"games"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_NE(listed.out.find("Sid Sackson's dice game"), std::string::npos) << listed.out;
    EXPECT_EQ(too_wide(listed.out), "");
}

// The house rules listed and checked, the shipped ones and a user's own, in a data folder
// deep enough that every path is wider than a line: a good script, one that does not
// load, and scripts with many problems.
TEST(ScreenWidth, TheHouseRulesListedAndCheckedFitEightyColumns) {
    testing_support::TempDir dir;
    const auto data = dir / "a-data-folder-of-a-user-whose-home-is-deep-down-in-the-tree";
    const auto scripts = data / "dicebox" / "scripts";
    std::filesystem::create_directories(scripts / "mine");
    for (const std::string name :
         {"my-gentle", "not-lua", "failing-hooks", "many-wrong-keys", "many-wrong-params"}) {
        std::filesystem::copy_file(kTestScripts / (name + ".lua"),
                                   scripts / "mine" / (name + ".lua"));
    }
    const std::vector<std::string> environment = {"XDG_DATA_HOME=" + data.string()};
    const auto listed = run_process(dicebox_binary(), {"rules", "list"}, {}, environment);
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_NE(listed.out.find("mine/failing-hooks"), std::string::npos) << listed.out;
    EXPECT_NE(listed.out.find("extra/solitaire-dice"), std::string::npos) << listed.out;
    EXPECT_EQ(too_wide(listed.out), "");

    // Each with its exit status: no problem (0) or problems listed (1).
    for (const auto& [name, status] :
         std::vector<std::pair<std::string, int>>{{"gentle", 0},
                                                  {"solitaire-dice", 0},
                                                  {"kids-table", 0},
                                                  {"excape", 0},
                                                  {"long-track", 0},
                                                  {"steady-hands", 0},
                                                  {"mine/my-gentle", 0},
                                                  {"mine/not-lua", 1},
                                                  {"mine/failing-hooks", 1},
                                                  {"mine/many-wrong-keys", 1},
                                                  {"mine/many-wrong-params", 1}}) {
        SCOPED_TRACE(name);
        const auto r = run_process(dicebox_binary(),
                                   {"rules", "check", "--rules-instructions", "100000", name}, {},
                                   environment);
        EXPECT_EQ(r.exit_code, status) << r.err;
        EXPECT_EQ(too_wide(r.out), "");
        EXPECT_EQ(too_wide(r.err), "");
    }
}

TEST(ScreenWidth, EveryCommandsHelpFitsEightyColumns) {
    for (const std::vector<std::string>& command : {std::vector<std::string>{},
                                                    {"games"},
                                                    {"play"},
                                                    {"resume"},
                                                    {"simulate"},
                                                    {"engine"},
                                                    {"history"},
                                                    {"show"},
                                                    {"replay"},
                                                    {"export"},
                                                    {"import"},
                                                    {"sync"},
                                                    {"records"},
                                                    {"rules"},
                                                    {"rules", "list"},
                                                    {"rules", "check"}}) {
        auto args = command;
        args.push_back("--help");
        const auto help = run_process(dicebox_binary(), args);
        SCOPED_TRACE(help.out);
        ASSERT_EQ(help.exit_code, 0) << help.err;
        EXPECT_NE(help.out.find("Usage: "), std::string::npos);
        EXPECT_EQ(too_wide(help.out), "");
    }
}

}  // namespace
}  // namespace screen_width_test
