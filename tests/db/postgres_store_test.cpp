// A history on a real PostgreSQL server (the tests' own, support/postgres_server.hpp):
// its schema, processes opening one database at once, and every connection that cannot
// be used refused with a StoreError that says why and never shows the password.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/store.hpp"
#include "postgres_server.hpp"

namespace {

using dicebox::db::Access;
using dicebox::db::Store;
using dicebox::db::StoreError;
using testing_support::PostgresDatabase;

// The StoreError of opening `uri`, or "" when it opens.
std::string refusal(const std::string& uri, Access access = Access::Write) {
    try {
        Store store(uri, access);
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

// `uri` with its password replaced.
std::string with_password(const std::string& uri, const std::string& password) {
    const auto colon = uri.find(':', uri.find("://") + 3);
    const auto at = uri.find('@');
    return uri.substr(0, colon + 1) + password + uri.substr(at);
}

TEST(PostgresStore, ANewDatabaseGetsTheSchemaWithItsForeignKeys) {
    const PostgresDatabase database;
    Store store(database.uri(), Access::Write);
    EXPECT_EQ(store.dialect(), dicebox::db::Dialect::PostgreSQL);
    EXPECT_EQ(db_test::count(store, "SELECT version FROM dicebox_schema"),
              dicebox::db::schema_version());
    EXPECT_EQ(db_test::count(store,
                             "SELECT count(*) FROM pg_indexes WHERE indexname IN "
                             "('games_by_kind', 'games_finished', 'seats_by_player')"),
              3);
    EXPECT_THROW(
        store.sql().execute("INSERT INTO seats (game_id, seat, player_id) VALUES (9, 0, 9)"),
        dicebox::db::SqlError);
}

TEST(PostgresStore, ReadingANewDatabaseGivesItTheSchema) {
    const PostgresDatabase database;
    Store store(database.uri(), Access::Read);
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM games"), 0);
}

TEST(PostgresStore, ProcessesOpeningOneNewDatabaseAtOnceAllGetIt) {
    const PostgresDatabase database;
    std::vector<pid_t> children;
    for (int i = 0; i < 6; ++i) {
        const pid_t child = fork();
        if (child == 0) {
            try {
                Store store(database.uri(), Access::Write);
                dicebox::db::GameRecord game;
                game.module = game.module_name = "extra";
                game.module_version = "1.0.0";
                game.variant = "standard";
                game.variant_hash = "hash";
                game.started_at = i;
                dicebox::db::SeatRecord ann;
                ann.player = "Ann";
                game.seats.push_back(ann);
                store.transaction("test", [&] { dicebox::db::GameWriter(store).insert(game); });
                _exit(0);
            } catch (const std::exception&) {
                _exit(1);
            }
        }
        children.push_back(child);
    }
    for (const pid_t child : children) {
        int status = 0;
        waitpid(child, &status, 0);
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    Store store(database.uri(), Access::Read);
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM games"), 6);
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM players"), 1) << "one Ann";
    EXPECT_EQ(db_test::count(store, "SELECT count(*) FROM dicebox_schema"), 1);
}

TEST(PostgresStore, AServerThatDoesNotAnswerIsNamedWithoutThePassword) {
    const std::string uri = "postgresql://dicebox:secret-word@127.0.0.1:1/dicebox";
    const auto why = refusal(uri);
    EXPECT_NE(why.find("cannot reach the PostgreSQL server of postgresql://dicebox@127.0.0.1:1/"
                       "dicebox"),
              std::string::npos)
        << why;
    EXPECT_EQ(why.find("secret-word"), std::string::npos) << why;
}

TEST(PostgresStore, AWrongPasswordIsRefusedWithoutShowingIt) {
    const PostgresDatabase database;
    const auto why = refusal(with_password(database.uri(), "not-the-password"));
    EXPECT_NE(why.find("refused the user or the password"), std::string::npos) << why;
    EXPECT_EQ(why.find("not-the-password"), std::string::npos) << why;
}

TEST(PostgresStore, ADatabaseThatDoesNotExistIsNamed) {
    const auto why =
        refusal(testing_support::with_database(testing_support::postgres_uri(), "no_such_db"));
    EXPECT_NE(why.find("has no such database"), std::string::npos) << why;
    EXPECT_NE(why.find("createdb"), std::string::npos) << why;
}

TEST(PostgresStore, ADatabaseOfAnotherApplicationIsRefusedUnchanged) {
    const PostgresDatabase database;
    database.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)");
    const auto why = refusal(database.uri());
    EXPECT_NE(why.find("a PostgreSQL database of another application"), std::string::npos) << why;
    // Nothing of ours was added.
    EXPECT_THROW(database.execute("SELECT * FROM dicebox_schema"), std::runtime_error);
    EXPECT_THROW(database.execute("SELECT * FROM games"), std::runtime_error);
}

TEST(PostgresStore, AHistoryOfANewerDiceboxIsRefusedUnchanged) {
    const PostgresDatabase database;
    { Store store(database.uri(), Access::Write); }
    const int newer = dicebox::db::schema_version() + 1;
    database.execute("UPDATE dicebox_schema SET version = " + std::to_string(newer));
    for (const auto access : {Access::Read, Access::Write}) {
        const auto why = refusal(database.uri(), access);
        EXPECT_NE(
            why.find("was written by a newer dicebox (history schema " + std::to_string(newer)),
            std::string::npos)
            << why;
    }
}

TEST(PostgresStore, AConnectionLostMidwayIsToldAndTheNextHistoryOpens) {
    const PostgresDatabase database;
    Store store(database.uri(), Access::Write);
    // The server ends every connection to the database (as a restart would).
    testing_support::execute_sql(testing_support::postgres_uri(),
                                 "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                 "datname = '" +
                                     database.name() + "'");
    try {
        store.transaction("recording a move", [&] { store.sql().execute("SELECT 1"); });
        FAIL() << "the lost connection was not noticed";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("cannot reach the PostgreSQL server"),
                  std::string::npos)
            << e.what();
    }
    Store again(database.uri(), Access::Write);
    EXPECT_EQ(db_test::count(again, "SELECT count(*) FROM games"), 0);
}

TEST(PostgresStore, TheLocationShownHidesThePassword) {
    using dicebox::db::shown_location;
    EXPECT_EQ(shown_location("postgresql://ann:pw@club.example:5432/dicebox"),
              "postgresql://ann@club.example:5432/dicebox");
    EXPECT_EQ(shown_location("postgres://club.example/dicebox?password=pw&sslmode=require"),
              "postgres://club.example/dicebox?sslmode=require");
    EXPECT_EQ(shown_location("postgresql://ann@club.example/dicebox"),
              "postgresql://ann@club.example/dicebox");
    EXPECT_EQ(shown_location("/home/ann/history.sqlite"), "/home/ann/history.sqlite");
}

}  // namespace
