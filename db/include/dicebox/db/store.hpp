// The history database: one SQLite file, opened, checked and brought up to date.
//
// A file that is not a dicebox history (not SQLite, or another application's
// database), one written by a newer dicebox, or one that cannot be written when it
// must be, is refused with a StoreError before anything in it is changed.
#pragma once

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>

namespace dicebox::db {

// What went wrong, in words that name the file and say what to do.
class StoreError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The schema version this dicebox writes (PRAGMA user_version).
int schema_version();

// $XDG_DATA_HOME/dicebox/history.sqlite, or ~/.local/share/dicebox/history.sqlite.
std::filesystem::path default_path();

enum class Access {
    Read,   // the history and records: never creates or changes the file
    Write,  // recording: creates the file and its folder, and migrates an older schema
};

class Store {
  public:
    // Throws StoreError. Read access to a file that does not exist throws too; the
    // commands that show an empty history look for the file first. Read access to an
    // older schema migrates it, which needs the file to be writable.
    Store(std::filesystem::path file, Access access);

    SQLite::Database& sql() { return db_; }
    const std::filesystem::path& file() const { return file_; }

    // Runs `work` in one transaction; an SQLite error becomes a StoreError naming the
    // file (a full disk, a lock held too long) and the transaction is rolled back. Called
    // within another transaction, the work becomes part of that one.
    void transaction(const char* doing, const std::function<void()>& work);

    // The StoreError for an SQLite error met while `doing` something with this file.
    [[noreturn]] void fail(const char* doing, const std::exception& e) const;

  private:
    std::filesystem::path file_;
    SQLite::Database db_;
};

}  // namespace dicebox::db
