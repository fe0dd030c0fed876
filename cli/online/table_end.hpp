// A game a client kept at the end of a server's table, as a file (the one a browser offers;
// docs/protocol.md, "A table's end as a file"): `dicebox import` checks its dice from the
// seed revealed, as `dicebox join` does at the end, and keeps it in the history.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "plugins.hpp"

namespace dicebox::cli {

// Whether `file` is a table's end ({"dicebox": {"table_end": N}, ...}), not an export.
bool is_table_end(const nlohmann::json& file);

// Checks the table's end read from `file` (its name, for what is said) and keeps its game in
// the history, or says on stderr why not: a seed that is not the one whose SHA-256 was
// announced, a roll that the seed does not give (named), a game that does not replay or is
// not over. The exit status.
int import_table_end(const Globals& globals, const std::string& file,
                     const nlohmann::json& table_end);

}  // namespace dicebox::cli
