// End-to-end tests of the `dicebox` command line: help, games, simulate, replay --step,
// exit codes.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace cli_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::run_process;

TEST(Cli, EveryCommandHasHelp) {
    for (const auto& args : std::vector<std::vector<std::string>>{{"--help"},
                                                                  {"games", "--help"},
                                                                  {"play", "--help"},
                                                                  {"simulate", "--help"},
                                                                  {"engine", "--help"}}) {
        const auto r = run_process(dicebox_binary(), args);
        EXPECT_EQ(r.exit_code, 0) << args[0];
        EXPECT_NE(r.out.find("Usage:"), std::string::npos) << args[0];
    }
    const auto top = run_process(dicebox_binary(), {"--help"});
    for (const char* command : {"games", "play", "simulate", "engine"}) {
        EXPECT_NE(top.out.find(command), std::string::npos) << command;
    }
}

// The commands that ask a person for choices say in their help and their manual pages
// what may be typed: the notation, ? , hint and quit (issue 35, point 22).
TEST(Cli, PlayAndResumeSayWhatIsTypedAtThePromptInHelpAndManual) {
    for (const std::string command : {"play", "resume"}) {
        SCOPED_TRACE(command);
        const auto help = run_process(dicebox_binary(), {command, "--help"});
        std::ifstream page(std::filesystem::path(DICEBOX_MAN1_DIR) / ("dicebox-" + command + ".1"));
        ASSERT_TRUE(page) << "the manual page is written with the binary";
        const std::string manual((std::istreambuf_iterator<char>(page)), {});
        for (const std::string& text : {help.out, manual}) {
            EXPECT_THAT(text, ::testing::HasSubstr("under Notation"));
            EXPECT_THAT(text, ::testing::HasSubstr("hint asks the coach"));
            EXPECT_THAT(text, ::testing::HasSubstr("quit leaves the game"));
            EXPECT_THAT(text, ::testing::HasSubstr("look away"));
        }
    }
}

TEST(Cli, UnknownCommandOrNoneIsAUsageError) {
    EXPECT_EQ(run_process(dicebox_binary(), {"dance"}).exit_code, 2);
    EXPECT_EQ(run_process(dicebox_binary(), {}).exit_code, 2);
}

TEST(Cli, GamesListsTheExtraPlugin) {
    const auto r = run_process(dicebox_binary(), {"games"});
    ASSERT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("extra    EXTRA! 1.0.0 (1-6 players)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("bots: random, greedy, planner"), std::string::npos);
}

// The parameters (or, with "seat_options", the seat options) of `game` in `dicebox games
// --json`.
std::vector<std::string> listed_params(const std::string& game,
                                       const std::string& list = "params") {
    const auto r = run_process(dicebox_binary(), {"games", "--json"});
    EXPECT_EQ(r.exit_code, 0);
    const auto listing = nlohmann::json::parse(r.out);
    std::vector<std::string> names;
    for (const auto& entry : listing["games"]) {
        if (entry["id"] != game) continue;
        for (const auto& param : entry[list]) names.push_back(param["name"]);
    }
    return names;
}

TEST(Cli, GamesAsJsonDescribesEveryParameter) {
    EXPECT_THAT(
        listed_params("extra"),
        ::testing::IsSupersetOf({"zone_boxes", "row_points", "multipliers", "zone_penalty",
                                 "extra_numbers", "column_lengths", "dice", "solo_win_at_least"}));
    EXPECT_THAT(listed_params("exxtra"),
                ::testing::IsSupersetOf(
                    {"die_a", "die_b", "track", "rings", "double_moves", "x_step_back"}));
}

TEST(Cli, GamesAsJsonDescribesEverySeatOption) {
    EXPECT_EQ(listed_params("extra", "seat_options"), std::vector<std::string>{"handicap"});
    EXPECT_EQ(listed_params("exxtra", "seat_options"), std::vector<std::string>{});
}

TEST(Cli, GamesListsFilesThatAreNotPluginsWithTheReason) {
    const auto dir = std::filesystem::temp_directory_path() / "dicebox_cli_bad_plugins";
    std::filesystem::create_directories(dir);
    { std::ofstream(dir / "notes.so") << "just some text\n"; }
    const auto r = run_process(dicebox_binary(), {"--plugin-dir", dir.string(), "games"});
    std::filesystem::remove_all(dir);
    ASSERT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("notes.so: not a shared library (no ELF header)"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("extra    EXTRA!"), std::string::npos) << "good plugins still load";
}

nlohmann::json simulate(const std::vector<std::string>& extra_args) {
    std::vector<std::string> args = {"simulate", "extra", "--games", "300",
                                     "--seed",   "9",     "--json"};
    args.insert(args.end(), extra_args.begin(), extra_args.end());
    const auto r = run_process(dicebox_binary(), args);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

TEST(Simulate, ReportsStatisticsPerSeat) {
    const auto report = simulate({"--bots", "greedy,random"});
    ASSERT_EQ(report["seats"].size(), 2u);
    EXPECT_EQ(report["games"], 300);
    EXPECT_EQ(report["seats"][0]["bot"], "greedy");
    EXPECT_EQ(report["seats"][1]["bot"], "random");
    // Every game has a winner; a shared win counts for each winner.
    EXPECT_GE(report["seats"][0]["wins"].get<int>() + report["seats"][1]["wins"].get<int>(), 300);
    for (const auto& seat : report["seats"]) {
        EXPECT_LE(seat["min"].get<double>(), seat["mean"].get<double>());
        EXPECT_LE(seat["mean"].get<double>(), seat["max"].get<double>());
        EXPECT_GT(seat["stdev"].get<double>(), 0);
        EXPECT_GT(report["games_per_second"].get<double>(), 0);
    }
    EXPECT_GT(report["seats"][0]["mean"].get<double>(), report["seats"][1]["mean"].get<double>())
        << "greedy beats random";
}

TEST(Simulate, FiguresDoNotDependOnTheNumberOfThreads) {
    auto one = simulate({"--bots", "planner", "--threads", "1"});
    auto two = simulate({"--bots", "planner", "--threads", "2"});
    EXPECT_EQ(one["seats"], two["seats"]);
}

TEST(Simulate, SameSeedSameFiguresOtherSeedOtherFigures) {
    const auto a = simulate({"--bots", "random"});
    const auto b = simulate({"--bots", "random"});
    EXPECT_EQ(a["seats"], b["seats"]);
    const auto r = run_process(dicebox_binary(), {"simulate", "extra", "--games", "300", "--seed",
                                                  "10", "--json", "--bots", "random"});
    EXPECT_NE(nlohmann::json::parse(r.out)["seats"], a["seats"]);
}

TEST(Simulate, TablePrintsThroughput) {
    const auto r =
        run_process(dicebox_binary(), {"simulate", "extra", "--games", "50", "--bots", "greedy"});
    ASSERT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("EXTRA!: 50 games, seed 1, 1 thread"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("games/s"), std::string::npos);
    EXPECT_EQ(r.err, "") << "no progress bar when stderr is not a terminal";
}

TEST(Simulate, BadArgumentsAreUsageErrors) {
    auto r = run_process(dicebox_binary(), {"simulate", "extra", "--bots", "greedy,oracle"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("EXTRA! has no bot 'oracle'"), std::string::npos) << r.err;
    r = run_process(dicebox_binary(), {"simulate", "extra", "--bots",
                                       "random,random,random,random,random,random,random"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("EXTRA! is for 1 to 6 players, not 7"), std::string::npos) << r.err;
    r = run_process(dicebox_binary(), {"simulate", "extra", "--games", "-5"});
    EXPECT_EQ(r.exit_code, 2);
    r = run_process(dicebox_binary(), {"simulate", "extra", "--seed", "-1"});
    EXPECT_EQ(r.exit_code, 2);
    r = run_process(dicebox_binary(), {"simulate", "extra", "--threads", "0"});
    EXPECT_EQ(r.exit_code, 2);
}

TEST(Simulate, OnATerminalABarTellsTheTimeLeftAndCtrlCStopsWithTheGamesPlayed) {
    // More games than any machine plays before the bar has been seen.
    testing_support::LiveProcess run(
        dicebox_binary(), {"simulate", "extra", "--games", "1000000000", "--bots", "random"},
        testing_support::LiveProcess::Output::Terminal);
    ASSERT_TRUE(run.wait_for(" left")) << run.output();
    EXPECT_TRUE(std::regex_search(
        run.output(), std::regex(R"(\[#* *\] +\d+% \d+ of 1000000000 games, [0-9hmins ]+ left)")))
        << run.output();
    const int status = run.kill(SIGINT);
    run.wait_for("games.");
    ASSERT_TRUE(WIFEXITED(status)) << "Ctrl-C ends the series, not the program at once";
    EXPECT_EQ(WEXITSTATUS(status), 130);
    EXPECT_TRUE(std::regex_search(
        run.output(),
        std::regex(R"(\ndicebox simulate: stopped by Ctrl-C after \d+ of 1000000000 games\.)")))
        << run.output();
}

TEST(Replay, StepByStepIsLeftWithQ) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    const auto played = run_process(
        dicebox_binary(),
        testing_support::with_db({"play", "extra", "--players", "bot:random", "--seed", "1"}, db));
    ASSERT_EQ(played.exit_code, 0) << played.err;
    const auto r = run_process(
        dicebox_binary(), testing_support::with_db({"replay", "1", "--step"}, db), "\n\nq\n\n\n");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("\n#3 "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("\n#4 "), std::string::npos) << r.out;
    EXPECT_TRUE(
        std::regex_search(r.out, std::regex(R"(\nThe replay was left after event 3 of \d+\.\n$)")))
        << r.out;
}

}  // namespace
}  // namespace cli_test
