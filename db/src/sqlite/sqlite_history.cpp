#include <fmt/format.h>

#include <chrono>
#include <system_error>
#include <thread>

#include "../migrations.hpp"
#include "../open_history.hpp"
#include "sqlite_connection.hpp"

namespace dicebox::db {
namespace {

namespace fs = std::filesystem;

// "DICE" in PRAGMA application_id marks a file as a dicebox history; PRAGMA
// user_version holds its schema version.
constexpr int kApplicationId = 0x44494345;
constexpr int kBusyTimeoutMs = 5000;

// Where the file stands, read without changing anything.
struct Identity {
    int application_id = 0;
    int version = 0;
    bool empty = true;  // no tables: a new file
};

// One statement, so one snapshot: read piece by piece, a file that another process is
// just creating could show its tables but not yet our mark.
Identity identity_of(Connection& db) {
    const auto query = db.prepare(
        "SELECT (SELECT application_id FROM pragma_application_id), "
        "(SELECT user_version FROM pragma_user_version), "
        "(SELECT count(*) FROM sqlite_master)");
    query->step();
    return {.application_id = query->integer(0),
            .version = query->integer(1),
            .empty = query->integer(2) == 0};
}

// Switching a new file to WAL needs it to itself, and SQLite's busy timeout does not
// wait for that: when several dicebox processes open a new history at once, the
// others are waited for here.
void use_wal(Connection& db) {
    using namespace std::chrono_literals;
    constexpr auto kPause = 10ms;
    for (auto waited = 0ms;; waited += kPause) {
        try {
            db.execute("PRAGMA journal_mode = WAL");
            return;
        } catch (const SqlError& e) {
            if (e.problem() != SqlProblem::Busy || waited.count() >= kBusyTimeoutMs) throw;
        }
        std::this_thread::sleep_for(kPause);
    }
}

int user_version(Connection& db) {
    const auto query = db.prepare("PRAGMA user_version");
    query->step();
    return query->integer(0);
}

// Opens the file, checks that it is ours and not newer, and, for writing, brings the
// schema up to date. Nothing is written before the checks pass.
std::unique_ptr<Connection> connect(const fs::path& file, Access access) {
    auto db = std::make_unique<SqliteConnection>(file, access == Access::Write, kBusyTimeoutMs);
    const Identity id = identity_of(*db);
    if (!id.empty && id.application_id != kApplicationId) {
        throw StoreError(fmt::format(
            "{} is an SQLite database of another application, not a dicebox history; give "
            "another file with --db",
            file.string()));
    }
    if (id.version > schema_version()) {
        throw StoreError(fmt::format(
            "{} was written by a newer dicebox (history schema {}, this dicebox knows up to {}); "
            "use the newer dicebox, or give another file with --db",
            file.string(), id.version, schema_version()));
    }
    if (access == Access::Write) {
        use_wal(*db);
        db->execute("PRAGMA foreign_keys = ON");
        const auto steps = sqlite_migrations();
        for (int version = id.version; version < schema_version(); ++version) {
            db->begin(true);
            try {
                // Another process may have migrated the file meanwhile.
                if (user_version(*db) <= version) {
                    db->execute(steps[static_cast<std::size_t>(version)]);
                    db->execute(fmt::format("PRAGMA user_version = {}", version + 1));
                    db->execute(fmt::format("PRAGMA application_id = {}", kApplicationId));
                }
                db->commit();
            } catch (...) {
                db->rollback();
                throw;
            }
        }
    }
    db->execute("PRAGMA foreign_keys = ON");
    return db;
}

}  // namespace

std::unique_ptr<Connection> open_sqlite(const fs::path& file, Access access) {
    std::error_code ec;
    if (access == Access::Read && !fs::exists(file, ec)) {
        throw StoreError(fmt::format(
            "{} does not exist: no game has been recorded there yet (play a game, or give "
            "another file with --db)",
            file.string()));
    }
    if (access == Access::Write && file.has_parent_path()) {
        fs::create_directories(file.parent_path(), ec);
        if (ec) {
            throw StoreError(fmt::format("cannot create the folder {} for the history: {}",
                                         file.parent_path().string(), ec.message()));
        }
    }
    if (access == Access::Read) {
        // An older schema is brought up to date first; that needs write access.
        SqliteConnection probe(file, false, kBusyTimeoutMs);
        const Identity id = identity_of(probe);
        // An empty file (one another dicebox has just created) gets the schema too.
        if ((id.empty || id.application_id == kApplicationId) && id.version < schema_version()) {
            connect(file, Access::Write);
        }
    }
    return connect(file, access);
}

}  // namespace dicebox::db
