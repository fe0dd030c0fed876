// The history database as the commands open it: --db or the default file, with any
// problem told on stderr in the command's name.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>

#include "dicebox/db/store.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// Registers --db on the app. A path that cannot be a history is a usage error before any
// command runs: an empty one, a folder, a device or another file that is not a regular
// one, or a file in a folder that does not exist (which would be created in silence).
void add_db_option(CLI::App& app, Globals& globals);

// The file --db names, or the default one in the user's data directory.
std::filesystem::path history_file(const Globals& globals);

// The opened store, or nothing after the reason was printed as "dicebox COMMAND: ...".
// An empty file opened to write becomes a history, and the command says so.
std::optional<dicebox::db::Store> open_history(const Globals& globals, dicebox::db::Access access,
                                               const char* command);

}  // namespace dicebox::cli
