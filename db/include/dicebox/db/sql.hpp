// The two databases a history can live in, behind one small interface: the history's
// code (games, history, records, import, export) is written once against it, in the
// SQL both SQLite and PostgreSQL speak, and asks the dialect only for the few words
// that differ (planner hints).
//
// Parameters are written `?`, numbered 1, 2, ... in the order written; the PostgreSQL
// backend turns them into its `$1`, `$2`, ...
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dicebox::db {

enum class Dialect { SQLite, PostgreSQL };

// What kind of failure a database reported, for Store to put in words.
enum class SqlProblem {
    NotADatabase,  // the file is no SQLite database
    Damaged,       // the file is corrupt
    Busy,          // another program holds a lock too long
    ReadOnly,      // the file or its folder cannot be written
    CannotOpen,    // the file cannot be opened
    Full,          // the disk is full
    Unreachable,   // no server answers at that address
    Refused,       // the server refused the user or the password
    NoDatabase,    // the server has no database of that name
    Other,
};

class SqlError : public std::runtime_error {
  public:
    SqlError(SqlProblem problem, const std::string& message)
        : std::runtime_error(message), problem_(problem) {}
    SqlProblem problem() const { return problem_; }

  private:
    SqlProblem problem_;
};

// A prepared statement and the rows it yields. The first step() after binding runs it;
// reset() makes it ready to run again, keeping the values bound. Throws SqlError.
class Statement {
  public:
    virtual ~Statement() = default;

    virtual void bind_int64(int index, std::int64_t value) = 0;
    virtual void bind_real(int index, double value) = 0;
    virtual void bind_text(int index, std::string_view value) = 0;  // copied
    virtual void bind_null(int index) = 0;
    // The next row; false when there is none (the statement is done).
    virtual bool step() = 0;
    virtual void reset() = 0;
    virtual bool is_null(int column) const = 0;
    virtual std::int64_t int64(int column) const = 0;
    virtual double real(int column) const = 0;
    // Valid until the next step() or reset().
    virtual std::string_view text(int column) const = 0;

    void bind(int index, std::int64_t value) { bind_int64(index, value); }
    void bind(int index, int value) { bind_int64(index, value); }
    void bind(int index, bool value) { bind_int64(index, value ? 1 : 0); }
    void bind(int index, double value) { bind_real(index, value); }
    void bind(int index, std::string_view value) { bind_text(index, value); }
    void bind(int index, const std::string& value) { bind_text(index, value); }
    void bind(int index, const char* value) { bind_text(index, value); }
    template <typename T>
    void bind(int index, const std::optional<T>& value) {
        if (value) {
            bind(index, *value);
        } else {
            bind_null(index);
        }
    }
    int integer(int column) const { return static_cast<int>(int64(column)); }
    std::string string(int column) const { return std::string(text(column)); }
    // Runs a statement that yields no rows, and makes it ready to run again.
    void run() {
        step();
        reset();
    }
};

// One connection to a history's database, used by one thread at a time.
class Connection {
  public:
    virtual ~Connection() = default;

    virtual Dialect dialect() const = 0;
    virtual std::unique_ptr<Statement> prepare(std::string_view sql) = 0;
    // Runs statements that take no parameters, one after the other.
    virtual void execute(std::string_view sql) = 0;
    virtual bool in_transaction() const = 0;
    // Starts a transaction that writes (SQLite takes its write lock at once, so that two
    // writers never meet half-way) or one that only reads, from one snapshot.
    virtual void begin(bool write) = 0;
    virtual void commit() = 0;
    // Rolls back the transaction, if the database has not already done so.
    virtual void rollback() = 0;

    // A planner hint to read `table` through `index` (SQLite's INDEXED BY); PostgreSQL's
    // planner takes none, and chooses well on its statistics.
    std::string indexed_by(std::string_view index) const;
    // A join whose tables are read in the order written (SQLite's CROSS JOIN).
    const char* join_in_order() const;
};

// A transaction that only reads, from one snapshot of the database, for as long as it
// lives; within another transaction, that one's.
class Snapshot {
  public:
    explicit Snapshot(Connection& connection) : connection_(connection) {
        if (own_) connection_.begin(false);
    }
    Snapshot(const Snapshot&) = delete;
    Snapshot& operator=(const Snapshot&) = delete;
    ~Snapshot() {
        // Nothing was written to keep; a connection lost meanwhile has ended it already.
        try {
            if (own_) connection_.rollback();
        } catch (const SqlError&) {  // NOLINT(bugprone-empty-catch)
        }
    }

  private:
    Connection& connection_;
    bool own_ = !connection_.in_transaction();
};

}  // namespace dicebox::db
