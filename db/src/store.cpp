#include "dicebox/db/store.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include <chrono>
#include <system_error>
#include <thread>

#include "dicebox/user_data.hpp"
#include "migrations.hpp"

namespace dicebox::db {
namespace {

namespace fs = std::filesystem;

// "DICE" in PRAGMA application_id marks a file as a dicebox history.
constexpr int kApplicationId = 0x44494345;
constexpr int kBusyTimeoutMs = 5000;

int pragma_int(SQLite::Database& db, const char* pragma) {
    return db.execAndGet(fmt::format("PRAGMA {}", pragma)).getInt();
}

// Where the file stands, read without changing anything.
struct Identity {
    int application_id = 0;
    int version = 0;
    bool empty = true;  // no tables: a new file
};

// One statement, so one snapshot: read piece by piece, a file that another process is
// just creating could show its tables but not yet our mark.
Identity identity_of(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT (SELECT application_id FROM pragma_application_id), "
                            "(SELECT user_version FROM pragma_user_version), "
                            "(SELECT count(*) FROM sqlite_master)");
    query.executeStep();
    return {.application_id = query.getColumn(0).getInt(),
            .version = query.getColumn(1).getInt(),
            .empty = query.getColumn(2).getInt() == 0};
}

// Switching a new file to WAL needs it to itself, and SQLite's busy timeout does not
// wait for that: when several dicebox processes open a new history at once, the
// others are waited for here.
void use_wal(SQLite::Database& db) {
    using namespace std::chrono_literals;
    constexpr auto kPause = 10ms;
    for (auto waited = 0ms;; waited += kPause) {
        try {
            db.exec("PRAGMA journal_mode = WAL");
            return;
        } catch (const SQLite::Exception& e) {
            if (e.getErrorCode() != SQLITE_BUSY || waited.count() >= kBusyTimeoutMs) throw;
        }
        std::this_thread::sleep_for(kPause);
    }
}

}  // namespace

int schema_version() {
    return static_cast<int>(migrations().size());
}

fs::path default_path() {
    return user_data_dir() / "history.sqlite";
}

namespace {

[[noreturn]] void fail(const fs::path& path, const char* doing, const std::exception& e) {
    const auto* sqlite = dynamic_cast<const SQLite::Exception*>(&e);
    const int code = sqlite != nullptr ? sqlite->getErrorCode() : SQLITE_ERROR;
    const std::string file = path.string();
    switch (code) {
        case SQLITE_NOTADB:
            throw StoreError(fmt::format(
                "{} is not a dicebox history (it is not an SQLite database); give another file "
                "with --db, or move this one away",
                file));
        case SQLITE_CORRUPT:
            throw StoreError(fmt::format(
                "{} is damaged ({}); restore it from a backup or give another file with --db", file,
                e.what()));
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            throw StoreError(fmt::format(
                "{} is locked by another program (while {}); wait for it to finish or close it, "
                "then try again",
                file, doing));
        case SQLITE_READONLY:
        case SQLITE_CANTOPEN:
        case SQLITE_PERM:
            throw StoreError(fmt::format(
                "{} cannot be {} (is the file or its folder read-only?); make it writable, or "
                "give another file with --db",
                file, code == SQLITE_CANTOPEN ? "opened" : "written"));
        case SQLITE_FULL:
            throw StoreError(fmt::format(
                "the disk holding {} is full (while {}); nothing of it was written. Free some "
                "space and try again",
                file, doing));
        default:
            throw StoreError(fmt::format("{}: error while {}: {}", file, doing, e.what()));
    }
}

// Opens the file, checks that it is ours and not newer, and, for writing, brings the
// schema up to date. Nothing is written before the checks pass.
SQLite::Database connect(const fs::path& file, Access access) {
    // A connection is used by one thread at a time (the recorders lock their own), so
    // SQLite's locking of every call is not needed.
    const int flags = SQLite::OPEN_NOMUTEX |
                      (access == Access::Write ? SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE
                                               : SQLite::OPEN_READONLY);
    SQLite::Database db(file, flags, kBusyTimeoutMs);
    const Identity id = identity_of(db);
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
    if (access == Access::Read) return db;

    use_wal(db);
    db.exec("PRAGMA foreign_keys = ON");
    const auto steps = migrations();
    for (int version = id.version; version < schema_version(); ++version) {
        SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
        // Another process may have migrated the file meanwhile.
        if (pragma_int(db, "user_version") > version) continue;
        db.exec(steps[static_cast<std::size_t>(version)]);
        db.exec(fmt::format("PRAGMA user_version = {}", version + 1));
        db.exec(fmt::format("PRAGMA application_id = {}", kApplicationId));
        transaction.commit();
    }
    return db;
}

SQLite::Database open(const fs::path& file, Access access) try {
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
        SQLite::Database probe(file, SQLite::OPEN_READONLY, kBusyTimeoutMs);
        const Identity id = identity_of(probe);
        // An empty file (one another dicebox has just created) gets the schema too.
        if ((id.empty || id.application_id == kApplicationId) && id.version < schema_version()) {
            connect(file, Access::Write);
        }
    }
    return connect(file, access);
} catch (const SQLite::Exception& e) {
    fail(file, "opening it", e);
}

}  // namespace

Store::Store(fs::path file, Access access) : file_(std::move(file)), db_(open(file_, access)) {
    db_.exec("PRAGMA foreign_keys = ON");
}

void Store::fail(const char* doing, const std::exception& e) const {
    db::fail(file_, doing, e);
}

void Store::transaction(const char* doing, const std::function<void()>& work) {
    try {
        // Within another transaction, the work is part of that one.
        if (sqlite3_get_autocommit(db_.getHandle()) == 0) return work();
        db_.exec("BEGIN IMMEDIATE");
        try {
            work();
            db_.exec("COMMIT");
        } catch (...) {
            // SQLite has already rolled back after some errors (a full disk).
            if (sqlite3_get_autocommit(db_.getHandle()) == 0) db_.exec("ROLLBACK");
            throw;
        }
    } catch (const SQLite::Exception& e) {
        fail(doing, e);
    }
}

}  // namespace dicebox::db
