#include "postgres_connection.hpp"

#include <fmt/format.h>

#include <charconv>
#include <vector>

namespace dicebox::db {
namespace {

// The SQLSTATE classes and codes a user can do something about.
SqlProblem problem_of(const char* sqlstate) {
    if (sqlstate == nullptr) return SqlProblem::Unreachable;  // no answer from the server
    const std::string_view state(sqlstate);
    if (state == "53100") return SqlProblem::Full;
    if (state == "25006" || state == "42501") return SqlProblem::ReadOnly;
    if (state == "40001" || state == "40P01" || state == "55P03") return SqlProblem::Busy;
    if (state.starts_with("08") || state.starts_with("57P")) return SqlProblem::Unreachable;
    if (state.starts_with("28")) return SqlProblem::Refused;
    if (state == "3D000") return SqlProblem::NoDatabase;
    return SqlProblem::Other;
}

// libpq's message, without its last line break.
std::string message_of(const char* message) {
    std::string text = message != nullptr ? message : "";
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    return text;
}

// libpq tells why a connection failed only in words, so the words are read; a server
// set to another language gets the general message, with its own words in it.
SqlProblem problem_of_connection(PGconn* connection) {
    const std::string message = PQerrorMessage(connection);
    if (PQconnectionNeedsPassword(connection) != 0 ||
        message.find("authentication failed") != std::string::npos) {
        return SqlProblem::Refused;
    }
    if (message.find("database \"") != std::string::npos &&
        message.find("does not exist") != std::string::npos) {
        return SqlProblem::NoDatabase;
    }
    return SqlProblem::Unreachable;
}

// A statement's SQL with its `?`s turned into PostgreSQL's `$1`, `$2`, ...
std::string numbered_parameters(std::string_view sql) {
    std::string out;
    out.reserve(sql.size() + 16);
    int next = 0;
    char quote = 0;  // inside '…' or "…"
    for (const char c : sql) {
        if (quote != 0) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '?') {
            out += '$' + std::to_string(++next);
            continue;
        }
        out += c;
    }
    return out;
}

class PostgresStatement final : public Statement {
  public:
    PostgresStatement(PostgresConnection& connection, std::string_view sql)
        : connection_(connection), sql_(numbered_parameters(sql)) {}
    PostgresStatement(const PostgresStatement&) = delete;
    PostgresStatement& operator=(const PostgresStatement&) = delete;
    ~PostgresStatement() override {
        PQclear(result_);
        if (!name_.empty() && PQstatus(connection_.get()) == CONNECTION_OK) {
            PQclear(PQexec(connection_.get(), ("DEALLOCATE " + name_).c_str()));
        }
    }

    void bind_int64(int index, std::int64_t value) override {
        slot(index) = fmt::format("{}", value);
    }
    void bind_real(int index, double value) override { slot(index) = fmt::format("{}", value); }
    void bind_text(int index, std::string_view value) override { slot(index) = std::string(value); }
    void bind_null(int index) override { slot(index).reset(); }

    bool step() override {
        if (result_ == nullptr) run();
        return ++row_ < PQntuples(result_);
    }
    void reset() override {
        PQclear(result_);
        result_ = nullptr;
        row_ = -1;
    }
    bool is_null(int column) const override { return PQgetisnull(result_, row_, column) != 0; }
    std::int64_t int64(int column) const override {
        const auto value = text(column);
        std::int64_t number = 0;
        std::from_chars(value.data(), value.data() + value.size(), number);
        return number;
    }
    double real(int column) const override {
        const auto value = text(column);
        double number = 0;
        std::from_chars(value.data(), value.data() + value.size(), number);
        return number;
    }
    std::string_view text(int column) const override {
        return {PQgetvalue(result_, row_, column),
                static_cast<std::size_t>(PQgetlength(result_, row_, column))};
    }

  private:
    std::optional<std::string>& slot(int index) {
        const auto at = static_cast<std::size_t>(index - 1);
        if (at >= values_.size()) values_.resize(at + 1);
        return values_[at];
    }

    // A statement run a second time is prepared on the server, so that the many runs of
    // a recording are planned once; one run once costs no more than its own round trip.
    void run() {
        std::vector<const char*> values;
        values.reserve(values_.size());
        for (const auto& value : values_) values.push_back(value ? value->c_str() : nullptr);
        const int count = static_cast<int>(values.size());
        PGconn* connection = connection_.get();
        if (name_.empty() && runs_ > 0) {
            name_ = connection_.next_statement_name();
            connection_.check(PQprepare(connection, name_.c_str(), sql_.c_str(), 0, nullptr),
                              PGRES_COMMAND_OK);
        }
        ++runs_;
        result_ = name_.empty() ? PQexecParams(connection, sql_.c_str(), count, nullptr,
                                               values.data(), nullptr, nullptr, 0)
                                : PQexecPrepared(connection, name_.c_str(), count, values.data(),
                                                 nullptr, nullptr, 0);
        const ExecStatusType status = PQresultStatus(result_);
        if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
            PGresult* failed = result_;
            result_ = nullptr;
            connection_.check(failed, PGRES_TUPLES_OK);
        }
        row_ = -1;
    }

    PostgresConnection& connection_;
    std::string sql_;
    std::string name_;  // once prepared on the server
    int runs_ = 0;
    std::vector<std::optional<std::string>> values_;
    PGresult* result_ = nullptr;
    int row_ = -1;
};

}  // namespace

PostgresConnection::PostgresConnection(const std::string& uri) {
    // The URI's own settings come last and win; a server that does not answer is given
    // up on after ten seconds rather than the system's minutes.
    const char* keys[] = {"connect_timeout", "application_name", "client_encoding", "dbname",
                          nullptr};
    const char* values[] = {"10", "dicebox", "UTF8", uri.c_str(), nullptr};
    connection_ = PQconnectdbParams(keys, values, 1);
    if (connection_ == nullptr) throw SqlError(SqlProblem::Other, "out of memory");
    if (PQstatus(connection_) != CONNECTION_OK) {
        const SqlError error(problem_of_connection(connection_),
                             message_of(PQerrorMessage(connection_)));
        PQfinish(connection_);
        throw error;
    }
    // The server's notices (a table that exists already, say) are for its log, not the
    // player's terminal.
    PQsetNoticeProcessor(
        connection_, [](void*, const char*) {}, nullptr);
}

PostgresConnection::~PostgresConnection() {
    PQfinish(connection_);
}

void PostgresConnection::check(PGresult* result, ExecStatusType expected) const {
    if (result != nullptr && PQresultStatus(result) == expected) {
        PQclear(result);
        return;
    }
    const char* state = result != nullptr ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    SqlProblem problem = problem_of(state);
    std::string message = message_of(result != nullptr ? PQresultErrorMessage(result) : "");
    if (message.empty()) message = message_of(PQerrorMessage(connection_));
    if (PQstatus(connection_) != CONNECTION_OK) problem = SqlProblem::Unreachable;
    PQclear(result);
    throw SqlError(problem, message);
}

std::unique_ptr<Statement> PostgresConnection::prepare(std::string_view sql) {
    return std::make_unique<PostgresStatement>(*this, sql);
}

void PostgresConnection::execute(std::string_view sql) {
    const std::string text(sql);
    PGresult* result = PQexec(connection_, text.c_str());
    const ExecStatusType status = PQresultStatus(result);
    check(result, status == PGRES_TUPLES_OK ? PGRES_TUPLES_OK : PGRES_COMMAND_OK);
}

bool PostgresConnection::in_transaction() const {
    return PQtransactionStatus(connection_) != PQTRANS_IDLE;
}

void PostgresConnection::begin(bool write) {
    execute(write ? "BEGIN" : "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
}

void PostgresConnection::commit() {
    execute("COMMIT");
}

void PostgresConnection::rollback() {
    if (in_transaction()) execute("ROLLBACK");
}

}  // namespace dicebox::db
