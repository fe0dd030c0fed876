// The history database: one SQLite file, or a PostgreSQL database that several
// machines share, opened, checked and brought up to date.
//
// A history that is not a dicebox history (not SQLite, or another application's
// database), one written by a newer dicebox, one that cannot be written when it must
// be, or a server that cannot be reached or refuses the user, is refused with a
// StoreError before anything in it is changed.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

#include "dicebox/db/location.hpp"
#include "dicebox/db/sql.hpp"

namespace dicebox::db {

namespace records_detail {
class GamesToCount;
}

// What went wrong, in words that name the history and say what to do.
class StoreError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The schema version this dicebox writes.
int schema_version();

// $XDG_DATA_HOME/dicebox/history.sqlite, or ~/.local/share/dicebox/history.sqlite.
std::filesystem::path default_path();

enum class Access {
    Read,   // the history and records: never creates or changes the file
    Write,  // recording: creates the file and its folder, and migrates an older schema
};

class Store {
  public:
    // `location` is a file, or a PostgreSQL URI. Throws StoreError. Read access to a
    // file that does not exist throws too; the commands that show an empty history look
    // for the file first. Read access to an older schema migrates it, which needs the
    // history to be writable; so does reading a database of a server with no tables yet.
    Store(const std::filesystem::path& location, Access access);
    Store(Store&&) noexcept;
    Store& operator=(Store&&) noexcept;
    ~Store();

    Connection& sql() { return *connection_; }
    Dialect dialect() const { return connection_->dialect(); }
    // The file, or the URI without its password: for messages.
    const std::string& name() const { return name_; }

    // Runs `work` in one transaction; a database error becomes a StoreError naming the
    // history (a full disk, a lock held too long) and the transaction is rolled back.
    // Called within another transaction, the work becomes part of that one.
    void transaction(const char* doing, const std::function<void()>& work);

    // The finished games stored by the work of transaction() under way, counted in the
    // records' summaries all together as it commits (db/src/records/summaries.hpp); none
    // outside such work, where each is counted as it is stored.
    records_detail::GamesToCount* games_to_count() { return to_count_.get(); }

    // The StoreError for a database error met while `doing` something with this
    // history; any other exception is thrown on as it is.
    [[noreturn]] void fail(const char* doing, const std::exception& e) const;

  private:
    std::string name_;
    std::unique_ptr<Connection> connection_;
    std::unique_ptr<records_detail::GamesToCount> to_count_;
};

}  // namespace dicebox::db
