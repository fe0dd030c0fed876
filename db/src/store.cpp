#include "dicebox/db/store.hpp"

#include <fmt/format.h>

#include "dicebox/user_data.hpp"
#include "migrations.hpp"
#include "open_history.hpp"
#include "records/summaries.hpp"

namespace dicebox::db {

namespace fs = std::filesystem;

int schema_version() {
    return static_cast<int>(sqlite_migrations().size());
}

fs::path default_path() {
    return user_data_dir() / "history.sqlite";
}

namespace {

[[noreturn]] void fail(const std::string& name, const char* doing, const std::exception& e) {
    const auto* error = dynamic_cast<const SqlError*>(&e);
    const SqlProblem problem = error != nullptr ? error->problem() : SqlProblem::Other;
    switch (problem) {
        case SqlProblem::NotADatabase:
            throw StoreError(fmt::format(
                "{} is not a dicebox history (it is not an SQLite database); give another file "
                "with --db, or move this one away",
                name));
        case SqlProblem::Damaged:
            throw StoreError(fmt::format(
                "{} is damaged ({}); restore it from a backup or give another file with --db", name,
                e.what()));
        case SqlProblem::Busy:
            throw StoreError(fmt::format(
                "{} is locked by another program (while {}); wait for it to finish or close it, "
                "then try again",
                name, doing));
        case SqlProblem::ReadOnly:
        case SqlProblem::CannotOpen:
            if (is_server_uri(name)) {
                throw StoreError(fmt::format(
                    "{} cannot be written by this user (while {}: {}); ask its administrator "
                    "for the rights, or give another database with --db",
                    name, doing, e.what()));
            }
            throw StoreError(fmt::format(
                "{} cannot be {} (is the file or its folder read-only?); make it writable, or "
                "give another file with --db",
                name, problem == SqlProblem::CannotOpen ? "opened" : "written"));
        case SqlProblem::Full:
            throw StoreError(fmt::format(
                "the disk holding {} is full (while {}); nothing of it was written. Free some "
                "space and try again",
                name, doing));
        case SqlProblem::Unreachable:
            throw StoreError(fmt::format(
                "cannot reach the PostgreSQL server of {} (while {}: {}); is the server "
                "running, and are the host and port right?",
                name, doing, e.what()));
        case SqlProblem::Refused:
            throw StoreError(fmt::format(
                "the PostgreSQL server of {} refused the user or the password ({}); give the "
                "right ones in the URI or in ~/.pgpass",
                name, e.what()));
        case SqlProblem::NoDatabase:
            throw StoreError(fmt::format(
                "the PostgreSQL server of {} has no such database ({}); create it (createdb), "
                "or give another database with --db",
                name, e.what()));
        case SqlProblem::Other:
            break;
    }
    throw StoreError(fmt::format("{}: error while {}: {}", name, doing, e.what()));
}

}  // namespace

Store::Store(const fs::path& location, Access access) : name_(shown_location(location)) {
    try {
        connection_ = is_server_uri(location.string()) ? open_postgres(location.string(), name_)
                                                       : open_sqlite(location, access);
    } catch (const SqlError& e) {
        db::fail(name_, "opening it", e);
    }
    if (access == Access::Write) {
        build_summaries_once(*this);
        return;
    }
    // A history given its summaries by the migration that opening it for reading ran
    // gets them built here too. One that cannot be written has its records computed
    // from the games until a writer builds them.
    try {
        if (dialect() == Dialect::PostgreSQL) {
            build_summaries_once(*this);
        } else if (!summaries_built(sql())) {
            Store(location, Access::Write);
        }
    } catch (const StoreError&) {
    } catch (const SqlError&) {
    }
}

void Store::fail(const char* doing, const std::exception& e) const {
    db::fail(name_, doing, e);
}

Store::Store(Store&&) noexcept = default;
Store& Store::operator=(Store&&) noexcept = default;
Store::~Store() = default;

void Store::transaction(const char* doing, const std::function<void()>& work) {
    try {
        // Within another transaction, the work is part of that one.
        if (connection_->in_transaction()) return work();
        connection_->begin(true);
        to_count_ = std::make_unique<records_detail::GamesToCount>();
        try {
            work();
            to_count_->count(*this);
            to_count_.reset();
            connection_->commit();
        } catch (...) {
            to_count_.reset();
            connection_->rollback();
            throw;
        }
    } catch (const SqlError& e) {
        fail(doing, e);
    }
}

}  // namespace dicebox::db
