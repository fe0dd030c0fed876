// The SQLite backend of db::Connection, on SQLite's C interface: the records read
// millions of values a query, and a wrapper that makes an object of each costs more
// than the reading.
#pragma once

#include <sqlite3.h>

#include <filesystem>

#include "dicebox/db/sql.hpp"

namespace dicebox::db {

class SqliteConnection final : public Connection {
  public:
    // Opens the file, read-only or to write (creating it); throws SqlError.
    SqliteConnection(const std::filesystem::path& file, bool write, int busy_timeout_ms);
    SqliteConnection(const SqliteConnection&) = delete;
    SqliteConnection& operator=(const SqliteConnection&) = delete;
    ~SqliteConnection() override;

    Dialect dialect() const override { return Dialect::SQLite; }
    std::unique_ptr<Statement> prepare(std::string_view sql) override;
    void execute(std::string_view sql) override;
    bool in_transaction() const override;
    void begin(bool write) override;
    void commit() override;
    void rollback() override;

    // The SqlError for SQLite's result `code` on this connection.
    [[noreturn]] void fail(int code) const;

  private:
    sqlite3* db_ = nullptr;
};

}  // namespace dicebox::db
