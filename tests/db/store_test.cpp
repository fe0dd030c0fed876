// Opening the history: a new file, the migrations from a version-1 and a version-2 file,
// and every kind of file that must be refused without being changed.
#include "dicebox/db/store.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/recorder.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;
using dicebox::db::Access;
using dicebox::db::Store;
using dicebox::db::StoreError;
using testing_support::file_contents;
using testing_support::TempDir;

// The history of the fixtures of that schema version, as a file.
fs::path history_of_version(const TempDir& dir, int version) {
    const fs::path file = dir / fmt::format("history-v{}.sqlite", version);
    SQLite::Database db(file, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec(file_contents(fs::path(DB_FIXTURES) / fmt::format("history-v{}.sql", version)));
    return file;
}

fs::path version1_history(const TempDir& dir) {
    return history_of_version(dir, 1);
}

// The StoreError of opening `file`, or "" when it opens.
std::string refusal(const fs::path& file, Access access) {
    try {
        Store store(file, access);
        return "";
    } catch (const StoreError& e) {
        return e.what();
    }
}

// The refusal seen by a process without root's power over permissions: the test runs
// `open` in a child process, which gives up root first when it has it.
std::string refusal_without_root(const std::function<std::string()>& open) {
    int channel[2];
    if (pipe(channel) != 0) return "pipe failed";
    const pid_t child = fork();
    if (child == 0) {
        close(channel[0]);
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(2);
        const std::string message = open();
        const ssize_t written = write(channel[1], message.data(), message.size());
        _exit(written == static_cast<ssize_t>(message.size()) ? 0 : 3);
    }
    close(channel[1]);
    std::string message;
    char buffer[512];
    for (ssize_t n; (n = read(channel[0], buffer, sizeof buffer)) > 0;) message.append(buffer, n);
    close(channel[0]);
    int status = 0;
    waitpid(child, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the child failed";
    return message;
}

// Lets every user into the test folder, so that a child without root can reach it.
void open_to_all(const TempDir& dir) {
    fs::permissions(dir.path(), fs::perms::owner_all | fs::perms::group_exec |
                                    fs::perms::group_read | fs::perms::others_exec |
                                    fs::perms::others_read);
}

std::int64_t pragma(Store& store, const char* name) {
    return db_test::count(store, std::string("PRAGMA ") + name);
}

std::string text_of(Store& store, const char* sql) {
    const auto query = store.sql().prepare(sql);
    query->step();
    return query->string(0);
}

TEST(Store, NewFileIsCreatedWithItsFolderInWalModeWithForeignKeys) {
    TempDir dir;
    const fs::path file = dir / "deep" / "folder" / "history.sqlite";
    Store store(file, Access::Write);
    EXPECT_TRUE(fs::exists(file));
    EXPECT_EQ(pragma(store, "user_version"), dicebox::db::schema_version());
    EXPECT_EQ(text_of(store, "PRAGMA journal_mode"), "wal");
    EXPECT_EQ(pragma(store, "foreign_keys"), 1);
    EXPECT_THROW(
        store.sql().execute("INSERT INTO seats (game_id, seat, player_id) VALUES (9, 0, 9)"),
        dicebox::db::SqlError);
}

// Several processes that open one new history at the same moment (the tests that run
// in parallel, a reader started with the first game) all get it, whole.
TEST(Store, ProcessesOpeningOneNewFileAtOnceAllGetIt) {
    TempDir dir;
    constexpr int kProcesses = 4;
    for (int round = 0; round < 30; ++round) {
        const fs::path file = dir / fmt::format("history-{}.sqlite", round);
        std::ofstream{file};  // as a reader finds a file that a writer has just created
        int start[2];
        ASSERT_EQ(pipe(start), 0);
        std::vector<pid_t> children;
        for (int i = 0; i < kProcesses; ++i) {
            const pid_t child = fork();
            if (child == 0) {
                close(start[1]);
                char go = 0;
                (void)!read(start[0], &go, 1);  // returns when the parent lets all go at once
                const std::string refused = refusal(file, i == 0 ? Access::Read : Access::Write);
                if (!refused.empty()) std::fprintf(stderr, "%s\n", refused.c_str());
                _exit(refused.empty() ? 0 : 1);
            }
            children.push_back(child);
        }
        close(start[0]);
        close(start[1]);
        for (const pid_t child : children) {
            int status = 0;
            waitpid(child, &status, 0);
            EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "round " << round;
        }
        SQLite::Database db(file, SQLite::OPEN_READONLY);
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), dicebox::db::schema_version());
        EXPECT_EQ(db.execAndGet("PRAGMA application_id").getInt(), 0x44494345);
    }
}

TEST(Store, DefaultFileIsInTheUsersDataDirectory) {
    const char* saved_data = std::getenv("XDG_DATA_HOME");
    const std::string saved = saved_data != nullptr ? saved_data : "";
    setenv("XDG_DATA_HOME", "/data/ann", 1);
    EXPECT_EQ(dicebox::db::default_path(), fs::path("/data/ann/dicebox/history.sqlite"));
    // Without XDG_DATA_HOME (or with a relative one) the XDG default under HOME.
    setenv("XDG_DATA_HOME", "relative", 1);
    setenv("HOME", "/home/ann", 1);
    EXPECT_EQ(dicebox::db::default_path(),
              fs::path("/home/ann/.local/share/dicebox/history.sqlite"));
    unsetenv("XDG_DATA_HOME");
    EXPECT_EQ(dicebox::db::default_path(),
              fs::path("/home/ann/.local/share/dicebox/history.sqlite"));
    if (saved_data != nullptr) setenv("XDG_DATA_HOME", saved.c_str(), 1);
}

TEST(Store, Version1HistoryIsMigratedKeepingEveryGame) {
    TempDir dir;
    const fs::path file = version1_history(dir);
    Store store(file, Access::Write);
    EXPECT_EQ(pragma(store, "user_version"), dicebox::db::schema_version());
    // Version 2 brought the indexes.
    EXPECT_EQ(db_test::count(store,
                             "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                             "('games_by_kind', 'games_finished', 'seats_by_player')"),
              3);
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM games"), 2);
    EXPECT_EQ(db_test::count(store, "SELECT score FROM seats WHERE game_id = 1 AND seat = 1"),
              -340);
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM events WHERE game_id = 2"), 3);
    EXPECT_EQ(text_of(store, "PRAGMA integrity_check"), "ok");
    // Version 8 brought the records' summaries, built from the games once migrated.
    EXPECT_EQ(db_test::count(store, "SELECT built FROM summaries_built"), 1);
    EXPECT_EQ(db_test::count(store, "SELECT sum(games) FROM summary_sizes WHERE player_id = 0"),
              db_test::count(store, "SELECT count(*) FROM games WHERE status = 'finished'"));
}

TEST(Store, ReadingAVersion1HistoryMigratesItFirst) {
    TempDir dir;
    const fs::path file = version1_history(dir);
    Store store(file, Access::Read);
    EXPECT_EQ(pragma(store, "user_version"), dicebox::db::schema_version());
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM games"), 2);
    EXPECT_EQ(db_test::count(store, "SELECT built FROM summaries_built"), 1);
}

// Version 3 keeps a seat's options as JSON: the handicapped seats of a file written with
// the handicap column come back with the option {"handicap":true}, the others with none,
// and the games load whole.
TEST(Store, Version2HistoryIsMigratedKeepingTheHandicapsAsSeatOptions) {
    TempDir dir;
    const fs::path file = history_of_version(dir, 2);
    Store store(file, Access::Write);
    EXPECT_EQ(pragma(store, "user_version"), dicebox::db::schema_version());
    EXPECT_EQ(text_of(store, "PRAGMA integrity_check"), "ok");
    EXPECT_FALSE(store.sql().prepare("PRAGMA foreign_key_check")->step());
    EXPECT_FALSE(db_test::count(store,
                                "SELECT count(*) FROM pragma_table_info('seats') WHERE "
                                "name = 'handicap'"));
    const auto finished = dicebox::db::load_game(store, 1);
    ASSERT_EQ(finished.seats.size(), 2u);
    EXPECT_EQ(finished.seats[0].player, "bot:greedy");
    EXPECT_EQ(finished.seats[0].options, (nlohmann::json{{"handicap", true}}));
    EXPECT_EQ(finished.seats[1].options, nlohmann::json::object());
    EXPECT_EQ(finished.seats[0].score, -160);
    EXPECT_EQ(finished.events.size(), 63u);
    const auto unfinished = dicebox::db::load_game(store, 2);
    ASSERT_EQ(unfinished.seats.size(), 2u);
    EXPECT_EQ(unfinished.seats[0].player, "Ann");
    EXPECT_EQ(unfinished.seats[0].options, (nlohmann::json{{"handicap", true}}));
    EXPECT_EQ(unfinished.seats[1].options, nlohmann::json::object());
    EXPECT_EQ(unfinished.config().seats,
              (std::vector<nlohmann::json>{{{"handicap", true}}, nlohmann::json::object()}));
    // The schema keeps a seat's options an object.
    EXPECT_THROW(store.sql().execute("UPDATE seats SET options = '[]' WHERE game_id = 2"),
                 dicebox::db::SqlError);
}

// Version 4 counts the coach's hints per seat: the games of before were played without.
TEST(Store, OlderHistoryIsMigratedWithNoHintsGiven) {
    TempDir dir;
    Store store(history_of_version(dir, 2), Access::Write);
    for (const std::int64_t id : {1, 2}) {
        for (const auto& seat : dicebox::db::load_game(store, id).seats) EXPECT_EQ(seat.hints, 0);
    }
    EXPECT_THROW(store.sql().execute("UPDATE seats SET hints = -1 WHERE game_id = 2"),
                 dicebox::db::SqlError);
}

TEST(Store, ReadOnlyVersion1HistoryIsRefusedUnchanged) {
    TempDir dir;
    const fs::path file = version1_history(dir);
    open_to_all(dir);
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    const std::string before = file_contents(file);
    const std::string message = refusal_without_root([&] { return refusal(file, Access::Read); });
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find("read-only"), std::string::npos) << message;
    EXPECT_EQ(file_contents(file), before);
}

TEST(Store, FileThatIsNotSqliteIsRefusedUnchanged) {
    TempDir dir;
    const fs::path file = dir / "notes.txt";
    std::ofstream(file) << "Shopping: dice, pencils, score sheets.\n";
    const std::string before = file_contents(file);
    for (const auto access : {Access::Read, Access::Write}) {
        const std::string message = refusal(file, access);
        EXPECT_NE(message.find(file.string()), std::string::npos) << message;
        EXPECT_NE(message.find("not an SQLite database"), std::string::npos) << message;
    }
    EXPECT_EQ(file_contents(file), before);
}

TEST(Store, SqliteDatabaseOfAnotherApplicationIsRefusedUnchanged) {
    TempDir dir;
    const fs::path file = dir / "recipes.sqlite";
    {
        SQLite::Database other(file, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        other.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')");
    }
    const std::string before = file_contents(file);
    for (const auto access : {Access::Read, Access::Write}) {
        const std::string message = refusal(file, access);
        EXPECT_NE(message.find(file.string()), std::string::npos) << message;
        EXPECT_NE(message.find("another application"), std::string::npos) << message;
    }
    EXPECT_EQ(file_contents(file), before);
}

TEST(Store, HistoryOfANewerDiceboxIsRefusedUnchanged) {
    TempDir dir;
    const fs::path file = dir / "history.sqlite";
    { Store store(file, Access::Write); }
    {
        SQLite::Database db(file, SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = 99");
    }
    const std::string before = file_contents(file);
    for (const auto access : {Access::Read, Access::Write}) {
        const std::string message = refusal(file, access);
        EXPECT_NE(message.find(
                      fmt::format("newer dicebox (history schema 99, this dicebox knows up to {})",
                                  dicebox::db::schema_version())),
                  std::string::npos)
            << message;
    }
    EXPECT_EQ(file_contents(file), before);
}

TEST(Store, MissingFileIsNotCreatedForReading) {
    TempDir dir;
    const fs::path file = dir / "history.sqlite";
    EXPECT_NE(refusal(file, Access::Read).find("no game has been recorded"), std::string::npos);
    EXPECT_FALSE(fs::exists(file));
}

TEST(Store, ReadOnlyFileCannotBeRecordedIn) {
    TempDir dir;
    const fs::path file = dir / "history.sqlite";
    { Store store(file, Access::Write); }
    open_to_all(dir);
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    const std::string before = file_contents(file);
    const std::string message = refusal_without_root([&] {
        try {
            Store store(file, Access::Write);
            dicebox::db::GameRecord game;
            game.module = "extra";
            dicebox::db::LiveRecorder recorder(store, game);
            return std::string();
        } catch (const StoreError& e) {
            return std::string(e.what());
        }
    });
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find("read-only"), std::string::npos) << message;
    EXPECT_EQ(file_contents(file), before);
}

TEST(Store, ReadOnlyFolderCannotTakeANewHistory) {
    TempDir dir;
    fs::create_directory(dir / "locked");
    open_to_all(dir);
    fs::permissions(dir / "locked", fs::perms::owner_read | fs::perms::owner_exec |
                                        fs::perms::others_read | fs::perms::others_exec);
    const fs::path file = dir / "locked" / "history.sqlite";
    const std::string message = refusal_without_root([&] { return refusal(file, Access::Write); });
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find("read-only"), std::string::npos) << message;
    EXPECT_FALSE(fs::exists(file));
}

}  // namespace
