// End-to-end tests of the history as the real `dicebox` writes it: play records every
// event as it happens, a killed game resumes where it stopped, simulate --record keeps
// simulated games, and bad database files are refused without being changed.
#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "dicebox/db/games.hpp"
#include "dicebox/db/store.hpp"
#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace recording_test {
namespace {

namespace db = dicebox::db;
namespace fs = std::filesystem;
using testing_support::dicebox_binary;
using testing_support::file_contents;
using testing_support::run_process;
using testing_support::TempDir;

constexpr const char* kPrompt = "Ann, your choice";

// Answers "1" (the first legal choice), enough for any solo game.
std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

db::GameRecord stored_game(const fs::path& file, std::int64_t id) {
    db::Store store(file, db::Access::Read);
    return db::load_game(store, id);
}

// The log of Ann's solo game on `seed`, always taking the first choice, uninterrupted.
nlohmann::json uninterrupted_log(const TempDir& dir, const std::string& seed) {
    const auto file = dir / "uninterrupted.sqlite";
    const auto played =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", seed, "--db", file.string()},
                    first_choices());
    EXPECT_EQ(played.exit_code, 0) << played.err;
    return stored_game(file, 1).log_json();
}

TEST(Recording, PlayedGameIsInTheHistoryWithItsResult) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto played = run_process(
        dicebox_binary(),
        {"play", "exxtra", "--players", "Ann,bot:bold", "--seed", "3", "--db", file.string()},
        "roll\nplace 0\n" + first_choices());
    ASSERT_EQ(played.exit_code, 0) << played.err;
    EXPECT_NE(played.out.find("seed 3 — game 1"), std::string::npos);
    const auto game = stored_game(file, 1);
    EXPECT_EQ(game.module, "exxtra");
    EXPECT_EQ(game.status, db::Status::Finished);
    EXPECT_FALSE(game.simulated);
    EXPECT_EQ(game.seed, 3u);
    ASSERT_EQ(game.seats.size(), 2u);
    EXPECT_EQ(game.seats[0].player, "Ann");
    EXPECT_EQ(game.seats[1].player, "bot:bold");
    EXPECT_EQ(game.seats[1].bot, "bold");
    EXPECT_EQ(game.seats[0].winner + game.seats[1].winner, 1);
    EXPECT_TRUE(game.ended_at.has_value());
}

TEST(Recording, GameLeftAtTheEndOfInputResumesExactlyWhereItStopped) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto left =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", "4", "--db", file.string()},
                    first_choices(3));
    EXPECT_EQ(left.exit_code, 3);
    EXPECT_NE(left.out.find("continue it with:\n  dicebox resume 1"), std::string::npos);
    EXPECT_EQ(stored_game(file, 1).status, db::Status::Unfinished);
    EXPECT_EQ(stored_game(file, 1).events.size(), 7u);  // 4 rolls, 3 choices

    const auto resumed =
        run_process(dicebox_binary(), {"resume", "1", "--db", file.string()}, first_choices());
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_NE(resumed.out.find("Game 1 goes on after 7 events."), std::string::npos);
    const auto game = stored_game(file, 1);
    EXPECT_EQ(game.status, db::Status::Finished);
    // The same dice and the same choices as a game played in one go.
    EXPECT_EQ(game.log_json(), uninterrupted_log(dir, "4"));
}

TEST(Recording, KilledInTheMiddleOfAGameLosesNothingAcknowledged) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    {
        testing_support::LiveProcess play(dicebox_binary(), {"play", "extra", "--players", "Ann",
                                                             "--seed", "9", "--db", file.string()});
        for (int move = 0; move < 5; ++move) {
            ASSERT_TRUE(play.wait_for(kPrompt)) << play.output();
            play.write("1\n");
        }
        // The sixth roll is shown and Ann is typing her sixth choice.
        ASSERT_TRUE(play.wait_for(kPrompt)) << play.output();
        play.write("2+");
        const int status = play.kill(SIGKILL);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    }
    {
        SQLite::Database sql(file, SQLite::OPEN_READONLY);
        EXPECT_EQ(sql.execAndGet("PRAGMA integrity_check").getString(), "ok");
    }
    auto game = stored_game(file, 1);
    EXPECT_EQ(game.status, db::Status::Unfinished);
    // Six rolls and the five choices Ann saw accepted.
    EXPECT_EQ(game.events.size(), 11u);

    const auto resumed =
        run_process(dicebox_binary(), {"resume", "1", "--db", file.string()}, first_choices());
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(stored_game(file, 1).log_json(), uninterrupted_log(dir, "9"));
}

TEST(Recording, OnlyUnfinishedGamesResume) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    ASSERT_EQ(
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", "4", "--db", file.string()},
                    first_choices())
            .exit_code,
        0);
    const auto finished = run_process(dicebox_binary(), {"resume", "1", "--db", file.string()});
    EXPECT_EQ(finished.exit_code, 1);
    EXPECT_NE(finished.err.find("game 1 is finished; see it with 'dicebox show 1 --db " +
                                file.string() + "'"),
              std::string::npos)
        << finished.err;
    {
        SQLite::Database sql(file, SQLite::OPEN_READWRITE);
        sql.exec("UPDATE games SET status = 'aborted' WHERE id = 1");
    }
    const auto aborted = run_process(dicebox_binary(), {"resume", "1", "--db", file.string()});
    EXPECT_EQ(aborted.exit_code, 1);
    EXPECT_NE(aborted.err.find("game 1 was stopped by an error and cannot go on; its log replays "
                               "with 'dicebox replay 1 --db " +
                               file.string() + "'"),
              std::string::npos)
        << aborted.err;
    const auto missing = run_process(dicebox_binary(), {"resume", "99", "--db", file.string()});
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_NE(missing.err.find("there is no game 99 in " + file.string()), std::string::npos)
        << missing.err;
}

TEST(Recording, UnfinishedGameOfAVersion1HistoryResumesAfterTheMigration) {
    TempDir dir;
    const auto file = dir / "history-v1.sqlite";
    {
        SQLite::Database sql(file, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        sql.exec(file_contents(fs::path(DB_FIXTURES) / "history-v1.sql"));
    }
    const auto resumed =
        run_process(dicebox_binary(), {"resume", "2", "--db", file.string()}, first_choices(400));
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_NE(resumed.out.find("EXTRA! — Ben, Ann — seed 8 — game 2"), std::string::npos);
    const auto game = stored_game(file, 2);
    EXPECT_EQ(game.status, db::Status::Finished);
    EXPECT_EQ(game.events[1].notation, "3+5 5+5 x1@1");  // the version-1 events stay first
}

TEST(Recording, SimulatedGamesAreRecordedWholeAndMarked) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto simulated = run_process(
        dicebox_binary(), {"simulate", "strike", "--games", "300", "--bots", "greedy,careful",
                           "--threads", "2", "--record", "--db", file.string()});
    ASSERT_EQ(simulated.exit_code, 0) << simulated.err;
    SQLite::Database sql(file, SQLite::OPEN_READONLY);
    EXPECT_EQ(sql.execAndGet("SELECT count(*) FROM games WHERE simulated = 1 AND status = "
                             "'finished' AND module = 'strike'")
                  .getInt(),
              300);
    EXPECT_EQ(sql.execAndGet("SELECT count(DISTINCT seed) FROM games").getInt(), 300);
    EXPECT_EQ(sql.execAndGet("SELECT count(*) FROM seats s JOIN players p ON p.id = s.player_id "
                             "WHERE p.name = 'bot:careful' AND s.bot = 'careful'")
                  .getInt(),
              300);
    // Every log replays to its stored result.
    db::Store store(file, db::Access::Read);
    for (std::int64_t id = 1; id <= 300; id += 37) {
        const auto game = db::load_game(store, id);
        dicebox::Session session(testing_support::module("strike"), game.config(), game.seed);
        session.replay(game.log_json());
        EXPECT_TRUE(session.state().terminal());
        EXPECT_EQ(session.state().scores()[0], game.seats[0].score);
    }
}

TEST(Recording, HistoryAndRecordsReadWhileSimulateRecords) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    testing_support::LiveProcess writer(
        dicebox_binary(), {"simulate", "extra", "--games", "10000000", "--bots", "random",
                           "--record", "--db", file.string()});
    // Both readers run again and again while the games are being written.
    std::size_t seen = 0;
    for (int attempt = 0; attempt < 600 && seen < 2; ++attempt) {
        const auto history = run_process(
            dicebox_binary(), {"history", "--simulated", "--limit", "1", "--db", file.string()});
        ASSERT_EQ(history.exit_code, 0) << history.err;
        const auto records =
            run_process(dicebox_binary(), {"records", "--simulated", "--db", file.string()});
        ASSERT_EQ(records.exit_code, 0) << records.err;
        if (history.out.find("finished, simulated") != std::string::npos) ++seen;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    EXPECT_EQ(seen, 2u);
    // Stopped in the middle of a batch: the batches before it are whole.
    writer.kill(SIGKILL);
    SQLite::Database sql(file, SQLite::OPEN_READONLY);
    EXPECT_EQ(sql.execAndGet("PRAGMA integrity_check").getString(), "ok");
    EXPECT_EQ(sql.execAndGet("SELECT count(*) % 2000 FROM games").getInt(), 0);
}

TEST(Recording, WithoutRecordSimulateLeavesTheHistoryAlone) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto simulated = run_process(
        dicebox_binary(), {"simulate", "extra", "--games", "10", "--db", file.string()});
    ASSERT_EQ(simulated.exit_code, 0) << simulated.err;
    EXPECT_FALSE(fs::exists(file));
}

TEST(Recording, FileThatIsNotAHistoryIsRefusedBeforeTheGameStarts) {
    TempDir dir;
    const auto file = dir / "notes.txt";
    std::ofstream(file) << "not a database\n";
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"play", "extra", "--players", "Ann"},
          std::vector<std::string>{"simulate", "extra", "--games", "5", "--record"},
          std::vector<std::string>{"resume", "1"}}) {
        auto args = command;
        args.insert(args.end(), {"--db", file.string()});
        const auto result = run_process(dicebox_binary(), args, first_choices());
        EXPECT_EQ(result.exit_code, 1) << command[0];
        EXPECT_NE(result.err.find(fmt::format("dicebox {}: {} is not a dicebox history", command[0],
                                              file.string())),
                  std::string::npos)
            << result.err;
        EXPECT_EQ(result.out.find("your choice"), std::string::npos);
    }
    EXPECT_EQ(file_contents(file), "not a database\n");
}

TEST(Recording, NewerHistoryIsRefusedUnchanged) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    ASSERT_EQ(run_process(dicebox_binary(),
                          {"simulate", "extra", "--games", "3", "--record", "--db", file.string()})
                  .exit_code,
              0);
    const int newer = dicebox::db::schema_version() + 1;
    {
        SQLite::Database sql(file, SQLite::OPEN_READWRITE);
        sql.exec(fmt::format("PRAGMA user_version = {}", newer));
    }
    const std::string before = file_contents(file);
    const auto result = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--db", file.string()}, "1\n");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_NE(
        result.err.find(fmt::format("was written by a newer dicebox (history schema {}", newer)),
        std::string::npos)
        << result.err;
    EXPECT_EQ(file_contents(file), before);
}

TEST(Recording, EmptyFileBecomesAHistorySayingSoTheFirstTime) {
    TempDir dir;
    const auto file = dir / "empty.sqlite";
    std::ofstream{file};
    const std::vector<std::string> db = {"--db", file.string()};
    const auto run = [&](std::vector<std::string> args) {
        args.insert(args.end(), db.begin(), db.end());
        return run_process(dicebox_binary(), args);
    };

    const auto listed = run({"history"});
    EXPECT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_EQ(listed.out, fmt::format("No games recorded yet in {}.\n", file.string()));
    const auto shown = run({"show", "1"});
    EXPECT_EQ(shown.exit_code, 1);
    EXPECT_EQ(shown.err, fmt::format("dicebox show: {} is an empty file: no game has been recorded "
                                     "there yet (play a game, or give another file with --db)\n",
                                     file.string()));
    EXPECT_EQ(fs::file_size(file), 0u) << "reading leaves the file as it is";

    const auto first = run({"play", "extra", "--players", "bot:greedy", "--seed", "1"});
    EXPECT_EQ(first.exit_code, 0) << first.err;
    EXPECT_EQ(first.err,
              fmt::format("dicebox play: {} was an empty file; it is now a dicebox history\n",
                          file.string()));
    const auto second = run({"play", "extra", "--players", "bot:greedy", "--seed", "2"});
    EXPECT_EQ(second.exit_code, 0) << second.err;
    EXPECT_EQ(second.err, "");
    EXPECT_EQ(stored_game(file, 2).seed, 2u);
}

}  // namespace
}  // namespace recording_test
