// The PostgreSQL backend of db::Connection, on libpq, the server's own client library
// (docs/architecture.md says why). Values travel as text, which PostgreSQL converts to
// each parameter's type as the statement's context decides.
#pragma once

#include <libpq-fe.h>

#include <string>

#include "dicebox/db/sql.hpp"

namespace dicebox::db {

class PostgresConnection final : public Connection {
  public:
    // Connects to the database a postgresql:// URI names; throws SqlError.
    explicit PostgresConnection(const std::string& uri);
    PostgresConnection(const PostgresConnection&) = delete;
    PostgresConnection& operator=(const PostgresConnection&) = delete;
    ~PostgresConnection() override;

    Dialect dialect() const override { return Dialect::PostgreSQL; }
    std::unique_ptr<Statement> prepare(std::string_view sql) override;
    void execute(std::string_view sql) override;
    bool in_transaction() const override;
    void begin(bool write) override;
    void commit() override;
    void rollback() override;

    PGconn* get() const { return connection_; }
    // The name of the next statement prepared on the server.
    std::string next_statement_name() { return "dicebox_" + std::to_string(++statements_); }
    // Throws the SqlError for a result that is not `expected` (and clears it).
    void check(PGresult* result, ExecStatusType expected) const;

  private:
    PGconn* connection_ = nullptr;
    int statements_ = 0;
};

}  // namespace dicebox::db
