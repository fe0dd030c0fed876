// Where a history lives, as --db and the app's settings give it: an SQLite file, or a
// PostgreSQL server's database named by a URI.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace dicebox::db {

// Whether `location` is a PostgreSQL URI (postgresql:// or postgres://) rather than a
// file.
bool is_server_uri(std::string_view location);

// The location as shown to people: a URI without its password.
std::string shown_location(const std::filesystem::path& location);

// Whether no game can have been recorded at `location` yet: a file that does not exist,
// or one that is empty. A database on a server may hold games; opening it tells.
bool nothing_recorded(const std::filesystem::path& location);

}  // namespace dicebox::db
