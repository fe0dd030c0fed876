// The two databases a history can live in, for the tests that run on both: the same
// test, the same expected figures, on an SQLite file and on a PostgreSQL database.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "dicebox/db/store.hpp"
#include "postgres_server.hpp"
#include "temp_dir.hpp"

namespace db_test {

enum class Backend { SQLite, PostgreSQL };

// Both, named for the tests' names: History/0 is "Both/History.Test/SQLite".
inline auto backends() {
    return ::testing::Values(Backend::SQLite, Backend::PostgreSQL);
}
inline std::string backend_name(const ::testing::TestParamInfo<Backend>& info) {
    return info.param == Backend::SQLite ? "SQLite" : "PostgreSQL";
}

// A history of the test's own, empty: a file in a temporary folder, or a database on
// the tests' PostgreSQL server, dropped afterwards.
class TestHistory {
  public:
    explicit TestHistory(Backend backend) {
        if (backend == Backend::SQLite) {
            folder_.emplace();
            location_ = *folder_ / "history.sqlite";
        } else {
            database_.emplace();
            location_ = database_->uri();
        }
    }

    // The file, or the URI: what --db takes.
    const std::filesystem::path& location() const { return location_; }
    // A folder of the test's own for other files (exports).
    const testing_support::TempDir& folder() const { return files_; }

  private:
    std::optional<testing_support::TempDir> folder_;
    std::optional<testing_support::PostgresDatabase> database_;
    testing_support::TempDir files_;
    std::filesystem::path location_;
};

// The first column of the first row of `sql`, a number.
inline std::int64_t count(dicebox::db::Store& store, const std::string& sql) {
    const auto query = store.sql().prepare(sql);
    query->step();
    return query->int64(0);
}

}  // namespace db_test
