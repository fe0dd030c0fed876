// End-to-end tests of the answers to wrong arguments: each a usage error (exit status 2)
// of its command, "dicebox COMMAND: ...", saying what is allowed in words: numbers out of
// range or too big, unknown games, players and house rules, a --db that cannot be a
// history.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace usage_errors_test {
namespace {

namespace fs = std::filesystem;
using testing_support::dicebox_binary;
using testing_support::run_process;
using testing_support::TempDir;

// A command line refused, and the start of what dicebox says on stderr.
struct Refused {
    std::vector<std::string> args;
    std::string message;
};

void expect_usage_errors(const std::vector<Refused>& cases) {
    for (const auto& refused : cases) {
        const auto r = run_process(dicebox_binary(), refused.args);
        EXPECT_EQ(r.exit_code, 2) << refused.message;
        EXPECT_EQ(r.err.rfind(refused.message, 0), 0u) << r.err;
        EXPECT_EQ(r.out, "") << refused.message;
    }
}

// The numbers the options and arguments take are refused in words saying what each
// allows, never clamped to the largest number of their type.
TEST(UsageErrors, NumbersOutOfRangeSayWhatIsAllowed) {
    expect_usage_errors({
        {{"simulate", "extra", "--games", "-5"},
         "dicebox simulate: --games must be a whole number from 1, not '-5'\n"},
        {{"simulate", "extra", "--games", "abc"},
         "dicebox simulate: --games must be a whole number from 1, not 'abc'\n"},
        {{"simulate", "extra", "--games", "0"},
         "dicebox simulate: --games must be a whole number from 1, not '0'\n"},
        {{"simulate", "extra", "--seed", "-1"},
         "dicebox simulate: --seed must be a whole number from 0, not '-1'\n"},
        {{"simulate", "extra", "--threads", "0"},
         "dicebox simulate: --threads must be a whole number from 1 to 256, not '0'\n"},
        {{"play", "extra", "--players", "Ann", "--seed", "-1"},
         "dicebox play: --seed must be a whole number from 0, not '-1'\n"},
        {{"history", "--limit", "0"},
         "dicebox history: --limit must be a whole number from 1, not '0'\n"},
        {{"show", "0"}, "dicebox show: the game's id must be a whole number from 1, not '0'\n"},
        {{"show", "abc"}, "dicebox show: the game's id must be a whole number from 1, not 'abc'\n"},
        {{"engine", "--rules-memory", "0"},
         "dicebox engine: --rules-memory must be a whole number from 1 to 1048576, not '0'\n"},
    });
}

TEST(UsageErrors, NumbersTooBigAreRefusedNotClamped) {
    expect_usage_errors({
        {{"play", "extra", "--players", "bot:greedy", "--seed", "99999999999999999999"},
         "dicebox play: --seed must be a whole number from 0 to 18446744073709551615; "
         "99999999999999999999 is too big\n"},
        {{"simulate", "extra", "--games", "18446744073709551616"},
         "dicebox simulate: --games must be a whole number from 1 to 18446744073709551615; "
         "18446744073709551616 is too big\n"},
        {{"replay", "99999999999999999999"},
         "dicebox replay: the game's id must be a whole number from 1 to 9223372036854775807; "
         "99999999999999999999 is too big\n"},
        {{"resume", "9223372036854775808"},
         "dicebox resume: the game's id must be a whole number from 1 to 9223372036854775807; "
         "9223372036854775808 is too big\n"},
    });
    // The largest seed is a seed like any other.
    const auto r = run_process(
        dicebox_binary(), {"simulate", "extra", "--games", "1", "--seed", "18446744073709551615"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("seed 18446744073709551615"), std::string::npos) << r.out;
}

TEST(UsageErrors, ParseErrorsNameTheirCommand) {
    expect_usage_errors({
        {{"play", "extra"},
         "dicebox play: --players is required\nRun 'dicebox play --help' for more information.\n"},
        {{"rules", "check"}, "dicebox rules check: rules is required\n"},
        {{"dance"},
         "dicebox: 'dance' is not a command; the commands are: games, play, resume, simulate, "
         "engine, serve, join, host, seat, history, show, replay, review, export, import, sync, "
         "records, rules, check-plugin\n"},
        {{"serve", "--listen", "localhost"},
         "dicebox serve: --listen takes ADDRESS:PORT, like 127.0.0.1:7654 or [::]:7654, not "
         "'localhost'\n"},
        {{"serve", "--listen", "127.0.0.1:70000"},
         "dicebox serve: the port of --listen must be a whole number from 0 to 65535; 70000 is "
         "too big\n"},
        {{"serve", "--max-tables", "0"},
         "dicebox serve: --max-tables must be a whole number from 1, not '0'\n"},
        {{"serve", "--unvisited-wait", "an hour"},
         "dicebox serve: --unvisited-wait must be a whole number from 1, not 'an hour'\n"},
        {{}, "dicebox: a command is needed; the commands are: games, play, "},
        {{"rules", "dance"},
         "dicebox rules: 'dance' is not a command; the commands are: list, check\n"},
        {{"history", "--since", "May"}, "dicebox history: --since: expected a date YYYY-MM-DD"},
    });
}

TEST(UsageErrors, UnknownGameListsTheGamesFound) {
    expect_usage_errors({
        {{"play", "chess", "--players", "Ann"},
         "dicebox play: no game 'chess'; the games found are: extra, exxtra, strike"},
        {{"simulate", "chess"},
         "dicebox simulate: no game 'chess'; the games found are: extra, exxtra, strike"},
        {{"rules", "list", "--game", "chess"},
         "dicebox rules list: --game chess: there is no such game; the games found are: extra, "
         "exxtra, strike"},
    });
}

TEST(UsageErrors, FilterOfAnUnknownGameOrPlayerNamesIt) {
    TempDir dir;
    const auto db = (dir / "history.sqlite").string();
    const auto refusals = [&] {
        expect_usage_errors({
            {{"history", "--game", "chess", "--db", db},
             "dicebox history: --game chess: there is no such game; the games found are: "
             "extra, exxtra, strike"},
            {{"records", "--game", "chess", "--db", db},
             "dicebox records: --game chess: there is no such game; the games found are: "
             "extra, exxtra, strike"},
            {{"export", "--format", "json", "--game", "chess", "--db", db},
             "dicebox export: --game chess: there is no such game; the games found are: "
             "extra, exxtra, strike"},
        });
    };
    refusals();  // before anything is recorded
    ASSERT_EQ(run_process(dicebox_binary(),
                          {"play", "extra", "--players", "bot:greedy", "--seed", "1", "--db", db})
                  .exit_code,
              0);
    refusals();
    const auto nobody = fmt::format("--player Zed: nobody of that name has a game in {}", db);
    expect_usage_errors({
        {{"history", "--player", "Zed", "--db", db}, "dicebox history: " + nobody},
        {{"export", "--format", "csv", "--player", "Zed", "--db", db}, "dicebox export: " + nobody},
        {{"records", "--player", "Zed", "--db", db}, "dicebox records: " + nobody},
        {{"records", "--player", "bot:greedy", "--vs", "Zed", "--db", db},
         fmt::format("dicebox records: --vs Zed: nobody of that name has a game in {}", db)},
    });
    // A game that is known but has no games matches none, as before.
    const auto r = run_process(dicebox_binary(), {"history", "--game", "strike", "--db", db});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "No games match.\n");
}

TEST(UsageErrors, RulesThatAreNotTheGamesAreRefused) {
    TempDir dir;
    const auto db = (dir / "history.sqlite").string();
    ASSERT_EQ(run_process(dicebox_binary(),
                          {"play", "extra", "--players", "bot:greedy", "--seed", "1", "--db", db})
                  .exit_code,
              0);
    expect_usage_errors({
        {{"show", "1", "--rules", "gentle", "--db", db},
         "dicebox show: game 1 was played under the printed rules (standard); leave --rules out"},
        {{"replay", "1", "--rules", "gentle", "--db", db},
         "dicebox replay: game 1 was played under the printed rules (standard); leave --rules "
         "out"},
    });
}

// A --db that cannot be a history is a usage error of the command, before it does
// anything: a folder, a device, an empty path (the default history is not taken instead),
// a file in a folder that does not exist (no folders are created).
TEST(UsageErrors, DbThatCannotBeAHistoryIsRefusedSayingWhy) {
    TempDir dir;
    const auto missing = dir / "no" / "such";
    const std::vector<std::pair<std::string, std::string>> refused = {
        {dir.path().string(),
         fmt::format("--db: {} is a folder; give the history's file, such as {}",
                     dir.path().string(), (dir / "history.sqlite").string())},
        {"/dev/null",
         "--db: /dev/null is not a regular file (it is a device, a pipe or a socket); a history "
         "is a file of its own"},
        {"", "--db: an empty path names no file; leave --db out for the default history"},
        {(missing / "history.sqlite").string(),
         fmt::format("--db: the folder {} does not exist; create it first, or give a file in a "
                     "folder that exists",
                     missing.string())},
    };
    for (const auto& [db, message] : refused) {
        for (const std::vector<std::string>& command :
             {std::vector<std::string>{"play", "extra", "--players", "bot:greedy"},
              std::vector<std::string>{"history"}, std::vector<std::string>{"show", "1"}}) {
            auto args = command;
            args.insert(args.end(), {"--db", db});
            const auto result = run_process(dicebox_binary(), args);
            EXPECT_EQ(result.exit_code, 2) << db;
            EXPECT_EQ(result.err.rfind(fmt::format("dicebox {}: {}", command[0], message), 0), 0u)
                << result.err;
            EXPECT_EQ(result.out, "");
        }
    }
    EXPECT_FALSE(fs::exists(dir / "no"));
    EXPECT_TRUE(fs::is_empty(dir.path())) << "nothing was written into the folder";
}

}  // namespace
}  // namespace usage_errors_test
