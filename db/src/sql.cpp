#include "dicebox/db/sql.hpp"

namespace dicebox::db {

std::string Connection::indexed_by(std::string_view index) const {
    if (dialect() != Dialect::SQLite) return "";
    return "INDEXED BY " + std::string(index);
}

const char* Connection::join_in_order() const {
    return dialect() == Dialect::SQLite ? "CROSS JOIN" : "JOIN";
}

}  // namespace dicebox::db
