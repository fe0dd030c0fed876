#include <fmt/format.h>

#include "../migrations.hpp"
#include "../open_history.hpp"
#include "postgres_connection.hpp"

namespace dicebox::db {
namespace {

// The lock on which dicebox processes opening one database at once wait for each other
// to bring it up to date ("DICE").
constexpr std::int64_t kMigrationLock = 0x44494345;

// Where the database stands, read without changing anything: its schema version, if it
// holds a dicebox history (the table dicebox_schema marks one), and whether it holds
// anything else.
struct Identity {
    bool ours = false;
    bool empty = true;
};

Identity identity_of(Connection& db) {
    const auto query = db.prepare(
        "SELECT to_regclass('dicebox_schema') IS NOT NULL, "
        "(SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())");
    query->step();
    return {.ours = query->text(0) == "t", .empty = query->int64(1) == 0};
}

int version_of(Connection& db) {
    const auto query = db.prepare("SELECT version FROM dicebox_schema");
    return query->step() ? query->integer(0) : 0;
}

// Each step in a transaction of its own, under a lock that other dicebox processes
// opening the database wait on; one that has waited finds the work done.
void migrate(Connection& db) {
    const auto steps = postgres_migrations();
    for (;;) {
        db.begin(true);
        try {
            const auto lock = db.prepare("SELECT pg_advisory_xact_lock(?)");
            lock->bind(1, kMigrationLock);
            lock->step();
            db.execute("CREATE TABLE IF NOT EXISTS dicebox_schema (version INTEGER NOT NULL)");
            const int version = version_of(db);
            if (version >= schema_version()) {
                db.commit();
                return;
            }
            db.execute(steps[static_cast<std::size_t>(version)]);
            db.execute("DELETE FROM dicebox_schema");
            db.execute(fmt::format("INSERT INTO dicebox_schema VALUES ({})", version + 1));
            db.commit();
        } catch (...) {
            db.rollback();
            throw;
        }
    }
}

}  // namespace

std::unique_ptr<Connection> open_postgres(const std::string& uri, const std::string& name) {
    auto db = std::make_unique<PostgresConnection>(uri);
    const Identity id = identity_of(*db);
    if (!id.ours && !id.empty) {
        throw StoreError(fmt::format(
            "{} is a PostgreSQL database of another application, not a dicebox history; give "
            "another database with --db",
            name));
    }
    const int version = id.ours ? version_of(*db) : 0;
    if (version > schema_version()) {
        throw StoreError(fmt::format(
            "{} was written by a newer dicebox (history schema {}, this dicebox knows up to {}); "
            "use the newer dicebox, or give another database with --db",
            name, version, schema_version()));
    }
    // Read access brings an older schema up to date too, as on SQLite; a new database
    // gets the schema, as a new file does.
    if (version < schema_version()) migrate(*db);
    return db;
}

}  // namespace dicebox::db
