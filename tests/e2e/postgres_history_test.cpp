// The real `dicebox` with its history in a real PostgreSQL database (--db URI, on the
// tests' own server): a game killed in its middle loses nothing acknowledged, several
// processes record into one database at once with nothing lost or doubled, `sync`
// brings a file's games in and out, and a server that cannot be used is named.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/db/store.hpp"
#include "live_process.hpp"
#include "plugins.hpp"
#include "postgres_server.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace {

namespace db = dicebox::db;
using testing_support::dicebox_binary;
using testing_support::PostgresDatabase;
using testing_support::run_process;
using testing_support::TempDir;

std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

std::int64_t count(const std::string& uri, const std::string& sql) {
    db::Store store(uri, db::Access::Read);
    const auto query = store.sql().prepare(sql);
    query->step();
    return query->int64(0);
}

// What `dicebox ARGS --db HISTORY` prints; the command must succeed.
std::string output_of(std::vector<std::string> args, const std::string& history) {
    args.insert(args.end(), {"--db", history});
    const auto result = run_process(dicebox_binary(), args);
    EXPECT_EQ(result.exit_code, 0) << result.err;
    return result.out;
}

TEST(PostgresHistory, KilledInTheMiddleOfAGameLosesNothingAcknowledged) {
    const PostgresDatabase database;
    {
        testing_support::LiveProcess play(
            dicebox_binary(),
            {"play", "extra", "--players", "Ann", "--seed", "9", "--db", database.uri()});
        for (int move = 0; move < 5; ++move) {
            ASSERT_TRUE(play.wait_for("Ann, your choice")) << play.output();
            play.write("1\n");
        }
        ASSERT_TRUE(play.wait_for("Ann, your choice")) << play.output();
        play.write("2+");
        const int status = play.kill(SIGKILL);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    }
    {
        db::Store store(database.uri(), db::Access::Read);
        const auto game = db::load_game(store, 1);
        EXPECT_EQ(game.status, db::Status::Unfinished);
        EXPECT_EQ(game.events.size(), 11u) << "six rolls and the five choices accepted";
    }
    const auto resumed =
        run_process(dicebox_binary(), {"resume", "1", "--db", database.uri()}, first_choices());
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;

    // The same game played in one go into a file ends the same.
    TempDir dir;
    const auto file = (dir / "history.sqlite").string();
    const auto played = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "9", "--db", file},
        first_choices());
    ASSERT_EQ(played.exit_code, 0) << played.err;
    db::Store server(database.uri(), db::Access::Read);
    db::Store local(file, db::Access::Read);
    EXPECT_EQ(db::load_game(server, 1).log_json(), db::load_game(local, 1).log_json());
}

TEST(PostgresHistory, SeveralProcessesRecordAtOnceWithNothingLostOrDoubled) {
    const PostgresDatabase database;
    std::vector<std::unique_ptr<testing_support::LiveProcess>> writers;
    for (const char* game : {"extra", "strike"}) {
        writers.push_back(std::make_unique<testing_support::LiveProcess>(
            dicebox_binary(),
            std::vector<std::string>{"simulate", game, "--games", "3000", "--bots", "random,random",
                                     "--record", "--db", database.uri()}));
    }
    const auto played = run_process(
        dicebox_binary(),
        {"play", "exxtra", "--players", "Ann,bot:bold", "--seed", "3", "--db", database.uri()},
        "roll\nplace 0\n" + first_choices());
    ASSERT_EQ(played.exit_code, 0) << played.err;
    for (const auto& writer : writers) EXPECT_EQ(writer->exit_code(), 0) << writer->output();

    EXPECT_EQ(count(database.uri(), "SELECT count(*) FROM games"), 6001);
    EXPECT_EQ(count(database.uri(), "SELECT count(*) FROM games WHERE simulated = 1"), 6000);
    EXPECT_EQ(count(database.uri(), "SELECT count(*) FROM players WHERE name = 'bot:random'"), 1);
    EXPECT_EQ(count(database.uri(), "SELECT count(*) FROM modules"), 3);
    // Every game whole: its seats, and its log (one row for a game stored whole, a row per
    // event for one recorded as it was played).
    EXPECT_EQ(count(database.uri(),
                    "SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 FROM seats WHERE "
                    "game_id = g.id) OR NOT EXISTS (SELECT 1 FROM events WHERE game_id = g.id "
                    "UNION ALL SELECT 1 FROM game_logs WHERE game_id = g.id)"),
              0);
    const auto records = output_of({"records", "--simulated", "--game", "strike"}, database.uri());
    EXPECT_NE(records.find("3000"), std::string::npos) << records;
    // The summaries the three processes added to at once are those counted again from
    // the games.
    const auto summed = output_of({"records", "--simulated"}, database.uri());
    const auto rebuilt =
        run_process(dicebox_binary(), {"history", "rebuild-summaries", "--db", database.uri()});
    ASSERT_EQ(rebuilt.exit_code, 0) << rebuilt.err;
    EXPECT_NE(rebuilt.out.find("from 6001 finished games"), std::string::npos) << rebuilt.out;
    EXPECT_EQ(output_of({"records", "--simulated"}, database.uri()), summed);
}

TEST(PostgresHistory, SyncBringsAFilesGamesInOnceAndTheRecordsAgree) {
    TempDir dir;
    const auto file = (dir / "history.sqlite").string();
    output_of({"simulate", "strike", "--games", "40", "--bots", "random,careful", "--record"},
              file);
    const auto played =
        run_process(dicebox_binary(),
                    {"play", "exxtra", "--players", "Ann,bot:bold", "--seed", "3", "--db", file},
                    "roll\nplace 0\n" + first_choices());
    ASSERT_EQ(played.exit_code, 0) << played.err;
    const auto left = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "4", "--db", file},
        first_choices(3));
    EXPECT_EQ(left.exit_code, 3) << "an unfinished game stays behind";

    const PostgresDatabase database;
    const auto first = output_of({"sync", "--to", database.uri()}, file);
    EXPECT_NE(first.find("Copied 41 games from " + file), std::string::npos) << first;
    EXPECT_NE(first.find("1 unfinished game stays in"), std::string::npos) << first;
    EXPECT_EQ(first.find("dicebox-tests"), std::string::npos) << "the password is not shown";
    const auto again = output_of({"sync", "--to", database.uri()}, file);
    EXPECT_NE(again.find("Copied 0 games"), std::string::npos) << again;
    EXPECT_NE(again.find("(41 were there already and left out)"), std::string::npos) << again;

    for (const auto& args : std::vector<std::vector<std::string>>{
             {"records"},
             {"records", "--simulated"},
             {"history", "--simulated", "--game", "strike", "--limit", "100"},
             {"show", "41"},
             {"export", "--format", "csv", "--simulated", "--game", "strike"}}) {
        EXPECT_EQ(output_of(args, database.uri()), output_of(args, file)) << args.back();
    }

    const auto back = (dir / "back.sqlite").string();
    const auto out = output_of({"sync", "--from", database.uri()}, back);
    EXPECT_NE(out.find("Copied 41 games"), std::string::npos) << out;
    EXPECT_EQ(output_of({"records", "--simulated"}, back),
              output_of({"records", "--simulated"}, file));
}

TEST(PostgresHistory, ASyncWithoutADirectionOrIntoItselfIsAUsageError) {
    const auto none = run_process(dicebox_binary(), {"sync"});
    EXPECT_EQ(none.exit_code, 2);
    EXPECT_NE(none.err.find("--to HISTORY"), std::string::npos) << none.err;
    TempDir dir;
    const auto file = (dir / "history.sqlite").string();
    const auto itself = run_process(dicebox_binary(), {"sync", "--to", file, "--db", file});
    EXPECT_EQ(itself.exit_code, 2);
    EXPECT_NE(itself.err.find("is the history of --db itself"), std::string::npos) << itself.err;
}

TEST(PostgresHistory, AServerThatCannotBeUsedIsNamedAndNothingStarts) {
    const PostgresDatabase database;
    const std::string wrong_password =
        "postgresql://dicebox:wrong@" + database.uri().substr(database.uri().find('@') + 1);
    const std::string unreachable = "postgresql://dicebox@127.0.0.1:1/dicebox";
    for (const auto& [uri, why] : std::vector<std::pair<std::string, std::string>>{
             {wrong_password, "refused the user or the password"},
             {unreachable, "cannot reach the PostgreSQL server"}}) {
        for (const auto& args : std::vector<std::vector<std::string>>{
                 {"history", "--db", uri},
                 {"records", "--db", uri},
                 {"play", "extra", "--players", "Ann", "--db", uri}}) {
            const auto result = run_process(dicebox_binary(), args, first_choices());
            EXPECT_EQ(result.exit_code, 1) << args[0] << ": " << result.err;
            EXPECT_NE(result.err.find(why), std::string::npos) << args[0] << ": " << result.err;
            EXPECT_EQ(result.err.find(":wrong@"), std::string::npos) << result.err;
            EXPECT_EQ(result.out.find("Ann, your choice"), std::string::npos) << result.out;
        }
    }
}

}  // namespace
