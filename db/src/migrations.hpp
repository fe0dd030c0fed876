// The schema, as the forward migrations that build it: migration i (from 0) takes a
// file from user_version i to i + 1. A released migration is never edited; a change
// to the schema is a new one at the end.
#pragma once

#include <span>

namespace dicebox::db {

std::span<const char* const> migrations();

}  // namespace dicebox::db
