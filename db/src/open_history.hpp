// Opening a history in each database: the connection, checked to be a dicebox history
// no newer than this dicebox, and brought up to date (db/store.hpp says when).
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "dicebox/db/sql.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// Throw StoreError, or SqlError for Store to put in words.
std::unique_ptr<Connection> open_sqlite(const std::filesystem::path& file, Access access);
// A database on a server is brought up to date whatever the access.
std::unique_ptr<Connection> open_postgres(const std::string& uri, const std::string& name);

}  // namespace dicebox::db
