// A real PostgreSQL server for the tests, in a temporary folder, listening on a free
// port of 127.0.0.1 only, started and stopped by the tests themselves (Debian's
// postgresql-15: initdb and pg_ctl, run as an unprivileged user).
//
// ctest starts one server for all the tests that need it (the fixture `postgres`,
// tests/CMakeLists.txt) and names its folder in DICEBOX_TEST_POSTGRES; a test program
// run by hand starts one of its own. Each test takes a database of its own on it.
#pragma once

#include <filesystem>
#include <string>

namespace testing_support {

// Starts a server in `folder` (made anew: a server left there by a run cut short is
// stopped first) and returns the URI of its maintenance database, also kept in
// `folder`/uri: postgresql://USER:PASSWORD@127.0.0.1:PORT/postgres. Throws
// std::runtime_error, with the server's log, when it does not start.
std::string start_postgres(const std::filesystem::path& folder);
// Stops the server in `folder`, if one runs, and removes the folder.
void stop_postgres(const std::filesystem::path& folder);

// The URI of the tests' server's maintenance database ("postgres"): the fixture's, or
// one this process starts at the first call and stops when it ends.
std::string postgres_uri();

// `uri` with its database replaced by `database`.
std::string with_database(const std::string& uri, const std::string& database);

// A database of the test's own on the tests' server, created empty and dropped with it.
class PostgresDatabase {
  public:
    PostgresDatabase();
    ~PostgresDatabase();
    PostgresDatabase(const PostgresDatabase&) = delete;
    PostgresDatabase& operator=(const PostgresDatabase&) = delete;

    const std::string& uri() const { return uri_; }
    const std::string& name() const { return name_; }
    // Runs SQL on it as the server's administrator; throws std::runtime_error.
    void execute(const std::string& sql) const;

  private:
    std::string name_;
    std::string uri_;
};

// Runs `sql` on the database `uri` names; throws std::runtime_error with the server's
// message.
void execute_sql(const std::string& uri, const std::string& sql);

}  // namespace testing_support
