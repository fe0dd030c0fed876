// The schema, as the forward migrations that build it, in each database's dialect:
// migration i (from 0) takes a history from schema version i to i + 1. A released
// migration is never edited; a change to the schema is a new one at the end of both
// lists, which stay as long as each other.
#pragma once

#include <span>

namespace dicebox::db {

std::span<const char* const> sqlite_migrations();
std::span<const char* const> postgres_migrations();

}  // namespace dicebox::db
