// Recording real games of the real plugins, on both databases: event by event as they
// are played, in batches when simulated; and what happens when the disk is full or
// another process holds an SQLite file.
#include "dicebox/db/recorder.hpp"

#include <SQLiteCpp/Database.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include "backends.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/match.hpp"
#include "plugins.hpp"
#include "temp_dir.hpp"

namespace {

namespace db = dicebox::db;
using testing_support::TempDir;

std::vector<db::SeatRecord> bots(const std::vector<std::string>& kinds) {
    std::vector<db::SeatRecord> seats;
    for (const auto& kind : kinds) {
        db::SeatRecord seat;
        seat.player = "bot:" + kind;
        seat.bot = kind;
        seats.push_back(seat);
    }
    return seats;
}

// Plays a whole game of `game` with `kinds` of bots on `seed`.
void play(dicebox::Session& session, const std::vector<std::string>& kinds) {
    dicebox::Match(session, dicebox::bots_of(session.module(), kinds)).play();
}

using db_test::count;

dicebox::GameConfig players(int n) {
    dicebox::GameConfig config;
    config.players = n;
    return config;
}

// A history on each database, and another connection reading it.
class Recording : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    db_test::TestHistory history_{GetParam()};
    db::Store store_{history_.location(), db::Access::Write};
    db::Store reader_{history_.location(), db::Access::Read};
};

TEST_P(Recording, EveryEventIsInTheHistoryTheMomentItHappens) {
    auto& store = store_;
    dicebox::Session session(testing_support::module("exxtra"), players(2), 11);
    db::LiveRecorder recorder(store, db::record_of(session, bots({"bold", "cautious"})));
    std::int64_t events = 0;
    session.add_observer([&](const dicebox::Session& s, const dicebox::Event& event) {
        recorder.record(s, event);
        ++events;
        // Seen by another connection at once: committed, not waiting in a transaction.
        EXPECT_EQ(count(reader_, "SELECT count(*) FROM events"), events);
    });
    play(session, {"bold", "cautious"});
    recorder.finish(session.state());

    const auto game = db::load_game(store, recorder.id());
    EXPECT_EQ(game.status, db::Status::Finished);
    ASSERT_EQ(game.events.size(), session.log().size());
    EXPECT_EQ(game.log_json(), session.log_json());
    const auto winner = session.state().winners().at(0);
    EXPECT_TRUE(game.seats[static_cast<std::size_t>(winner)].winner);
    EXPECT_EQ(game.seats[static_cast<std::size_t>(winner)].rank, 1);
    EXPECT_EQ(game.seats[static_cast<std::size_t>(1 - winner)].rank, 2);
}

TEST_P(Recording, EachHintIsCountedAtOnceAndKeptThroughTheEnd) {
    auto& store = store_;
    dicebox::Session session(testing_support::module("extra"), players(2), 3);
    db::LiveRecorder recorder(store, db::record_of(session, bots({"planner", "planner"})));
    recorder.hinted(1);
    EXPECT_EQ(count(reader_, "SELECT hints FROM seats WHERE seat = 1"), 1);
    recorder.hinted(1);
    play(session, {"planner", "planner"});
    recorder.finish(session.state());
    const auto game = db::load_game(store, recorder.id());
    EXPECT_EQ(game.seats[0].hints, 0);
    EXPECT_EQ(game.seats[1].hints, 2);
}

TEST_P(Recording, StrikeRanksTheLowestScoreFirst) {
    auto& store = store_;
    dicebox::GameConfig config = players(3);
    config.params = {{"match", true}};
    dicebox::Session session(testing_support::module("strike"), config, 5);
    play(session, {"greedy", "careful", "random"});
    const auto game = db::load_game(store, db::GameWriter(store).insert(db::record_of(
                                               session, bots({"greedy", "careful", "random"}))));
    EXPECT_EQ(game.variant, "match=true");
    EXPECT_TRUE(game.lower_score_wins);
    for (const auto& seat : game.seats) {
        for (const auto& other : game.seats) {
            if (*seat.score < *other.score) {
                EXPECT_LT(*seat.rank, *other.rank);
            }
        }
        EXPECT_EQ(seat.winner, seat.rank == 1);
    }
}

TEST_P(Recording, SimulatedGamesAreStoredWholeAndMarked) {
    auto& store = store_;
    db::BatchRecorder recorder(store, 7);
    dicebox::Session session(testing_support::module("extra"), players(2), 0);
    std::vector<nlohmann::json> logs;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        session.restart(seed);
        play(session, {"greedy", "random"});
        logs.push_back(session.log_json());
        recorder.add(db::record_of(session, bots({"greedy", "random"})));
    }
    recorder.flush();
    EXPECT_EQ(count(store,
                    "SELECT count(*) FROM games WHERE simulated = 1 AND status = "
                    "'finished'"),
              20);
    for (std::int64_t id = 1; id <= 20; ++id) {
        EXPECT_EQ(db::load_game(store, id).log_json(), logs[static_cast<std::size_t>(id - 1)]);
    }
}

TEST_P(Recording, AGameStoredWholeKeepsItsLogInOneRowWhateverItsNotation) {
    auto& store = store_;
    dicebox::Session session(testing_support::module("extra"), players(2), 3);
    play(session, {"greedy", "random"});
    auto game = db::record_of(session, bots({"greedy", "random"}));
    // A plugin's notation may hold what JSON must escape.
    game.events.push_back({1, "say \"hi\" \\ back\nslash\t\x01 é"});
    store.transaction("test", [&] { db::insert_games(store, {game}); });
    EXPECT_EQ(count(store, "SELECT count(*) FROM game_logs"), 1);
    EXPECT_EQ(count(store, "SELECT count(*) FROM events"), 0);
    const auto stored = db::load_game(store, 1);
    ASSERT_EQ(stored.events.size(), game.events.size());
    for (std::size_t i = 0; i < game.events.size(); ++i) {
        EXPECT_EQ(stored.events[i].seat, game.events[i].seat) << i;
        EXPECT_EQ(stored.events[i].notation, game.events[i].notation) << i;
    }

    // Only an edit outside dicebox breaks a log: the game is named, and nothing else.
    for (const char* broken : {"[[0]]", "{\"a\": 1}", "[[0, \"roll\"]", "[[\"0\", \"roll\"]]"}) {
        store.sql().execute(std::string("UPDATE game_logs SET log = '") + broken + "'");
        try {
            db::load_game(store, 1);
            ADD_FAILURE() << broken << " was read as a log";
        } catch (const db::StoreError& e) {
            EXPECT_THAT(e.what(), testing::HasSubstr("the log of game 1 in")) << broken;
        }
    }
}

TEST(BatchRecorder, FullDiskLosesOnlyTheBatchBeingWritten) {
    TempDir dir;
    db::Store store(dir / "history.sqlite", db::Access::Write);
    db::BatchRecorder recorder(store, 10);
    dicebox::Session session(testing_support::module("extra"), players(1), 0);
    auto add_games = [&](int n) {
        for (int i = 0; i < n; ++i) {
            session.restart(static_cast<std::uint64_t>(i));
            play(session, {"random"});
            recorder.add(db::record_of(session, bots({"random"})));
        }
    };
    add_games(10);
    // The file may not grow any more: SQLite meets this limit as it meets a full disk.
    store.sql().execute("PRAGMA max_page_count = " +
                        std::to_string(count(store, "PRAGMA page_count")));
    try {
        add_games(10);
        FAIL() << "a full disk was not noticed";
    } catch (const db::StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("is full"), std::string::npos) << e.what();
    }
    EXPECT_EQ(count(store, "SELECT count(*) FROM games"), 10);
    const auto check = store.sql().prepare("PRAGMA integrity_check");
    check->step();
    EXPECT_EQ(check->text(0), "ok");
}

TEST(BatchRecorder, FileLockedByAnotherProcessIsNamedAndNothingIsLost) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    db::Store store(file, db::Access::Write);
    int locked[2];
    int release[2];
    ASSERT_EQ(pipe(locked), 0);
    ASSERT_EQ(pipe(release), 0);
    const pid_t child = fork();
    if (child == 0) {
        // Another program writing to the file and keeping its transaction open.
        SQLite::Database other(file, SQLite::OPEN_READWRITE);
        other.exec("BEGIN IMMEDIATE; INSERT INTO players (name) VALUES ('Zoe')");
        char byte = 1;
        if (write(locked[1], &byte, 1) != 1 || read(release[0], &byte, 1) != 1) _exit(1);
        other.exec("COMMIT");
        _exit(0);
    }
    char byte = 0;
    ASSERT_EQ(read(locked[0], &byte, 1), 1);
    // A reader is not held up by the writer.
    EXPECT_EQ(count(store, "SELECT count(*) FROM players"), 0);
    db::BatchRecorder recorder(store, 100);
    dicebox::Session session(testing_support::module("extra"), players(1), 3);
    play(session, {"random"});
    recorder.add(db::record_of(session, bots({"random"})));
    try {
        recorder.flush();
        FAIL() << "the lock was not noticed";
    } catch (const db::StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("is locked by another program"), std::string::npos)
            << e.what();
    }
    ASSERT_EQ(write(release[1], &byte, 1), 1);
    int status = 0;
    waitpid(child, &status, 0);
    EXPECT_EQ(WEXITSTATUS(status), 0);
    // The other program's write went through; the batch can be written now.
    recorder.flush();
    EXPECT_EQ(count(store, "SELECT count(*) FROM players WHERE name = 'Zoe'"), 1);
    EXPECT_EQ(count(store, "SELECT count(*) FROM games"), 1);
}

INSTANTIATE_TEST_SUITE_P(Both, Recording, db_test::backends(), db_test::backend_name);

}  // namespace
