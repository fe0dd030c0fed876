#include "sqlite_connection.hpp"

namespace dicebox::db {
namespace {

SqlProblem problem_of(int code) {
    switch (code & 0xff) {
        case SQLITE_NOTADB:
            return SqlProblem::NotADatabase;
        case SQLITE_CORRUPT:
            return SqlProblem::Damaged;
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return SqlProblem::Busy;
        case SQLITE_READONLY:
        case SQLITE_PERM:
            return SqlProblem::ReadOnly;
        case SQLITE_CANTOPEN:
            return SqlProblem::CannotOpen;
        case SQLITE_FULL:
            return SqlProblem::Full;
        default:
            return SqlProblem::Other;
    }
}

class SqliteStatement final : public Statement {
  public:
    SqliteStatement(const SqliteConnection& connection, sqlite3* db, std::string_view sql)
        : connection_(connection) {
        const int result =
            sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr);
        if (result != SQLITE_OK) connection_.fail(result);
    }
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;
    ~SqliteStatement() override { sqlite3_finalize(statement_); }

    void bind_int64(int index, std::int64_t value) override {
        check(sqlite3_bind_int64(statement_, index, value));
    }
    void bind_real(int index, double value) override {
        check(sqlite3_bind_double(statement_, index, value));
    }
    void bind_text(int index, std::string_view value) override {
        check(sqlite3_bind_text(statement_, index, value.data(), static_cast<int>(value.size()),
                                SQLITE_TRANSIENT));
    }
    void bind_null(int index) override { check(sqlite3_bind_null(statement_, index)); }
    bool step() override {
        if (done_) return false;
        const int result = sqlite3_step(statement_);
        if (result == SQLITE_ROW) return true;
        done_ = true;
        if (result == SQLITE_DONE) return false;
        sqlite3_reset(statement_);
        connection_.fail(result);
    }
    void reset() override {
        sqlite3_reset(statement_);
        done_ = false;
    }
    bool is_null(int column) const override {
        return sqlite3_column_type(statement_, column) == SQLITE_NULL;
    }
    std::int64_t int64(int column) const override {
        return sqlite3_column_int64(statement_, column);
    }
    double real(int column) const override { return sqlite3_column_double(statement_, column); }
    std::string_view text(int column) const override {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
        if (text == nullptr) return {};
        return {text, static_cast<std::size_t>(sqlite3_column_bytes(statement_, column))};
    }

  private:
    void check(int result) const {
        if (result != SQLITE_OK) connection_.fail(result);
    }

    const SqliteConnection& connection_;
    sqlite3_stmt* statement_ = nullptr;
    bool done_ = false;
};

}  // namespace

SqliteConnection::SqliteConnection(const std::filesystem::path& file, bool write,
                                   int busy_timeout_ms) {
    // A connection is used by one thread at a time (the recorders lock their own), so
    // SQLite's locking of every call is not needed.
    const int flags = SQLITE_OPEN_NOMUTEX |
                      (write ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY);
    const int result = sqlite3_open_v2(file.c_str(), &db_, flags, nullptr);
    if (result != SQLITE_OK) {
        const SqlError error(problem_of(result), sqlite3_errstr(result));
        sqlite3_close(db_);
        throw error;
    }
    sqlite3_extended_result_codes(db_, 1);
    sqlite3_busy_timeout(db_, busy_timeout_ms);
}

SqliteConnection::~SqliteConnection() {
    sqlite3_close(db_);
}

void SqliteConnection::fail(int code) const {
    throw SqlError(problem_of(code), sqlite3_errmsg(db_));
}

std::unique_ptr<Statement> SqliteConnection::prepare(std::string_view sql) {
    return std::make_unique<SqliteStatement>(*this, db_, sql);
}

void SqliteConnection::execute(std::string_view sql) {
    const std::string text(sql);
    const int result = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, nullptr);
    if (result != SQLITE_OK) fail(result);
}

bool SqliteConnection::in_transaction() const {
    return sqlite3_get_autocommit(db_) == 0;
}

void SqliteConnection::begin(bool write) {
    execute(write ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED");
}

void SqliteConnection::commit() {
    execute("COMMIT");
}

void SqliteConnection::rollback() {
    // SQLite has already rolled back after some errors (a full disk).
    if (in_transaction()) execute("ROLLBACK");
}

}  // namespace dicebox::db
