// The history database as the commands open it: --db or the default file, with any
// problem told on stderr in the command's name.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>
#include <string>

#include "dicebox/db/store.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// Registers --db on the app. A path that cannot be a history is a usage error before any
// command runs: an empty one, a folder, a device or another file that is not a regular
// one, or a file in a folder that does not exist (which would be created in silence).
void add_db_option(CLI::App& app, Globals& globals);

// The file --db names, or the default one in the user's data directory.
std::filesystem::path history_file(const Globals& globals);

// What a command given a game's id needs to find its history again, to be written in a
// hint after "dicebox show 12": " --db FILE" when --db was given, nothing for the default.
std::string db_argument(const Globals& globals);

// The opened store, or nothing after the reason was printed as "dicebox COMMAND: ...".
// An empty file opened to write becomes a history, and the command says so.
std::optional<dicebox::db::Store> open_history(const Globals& globals, dicebox::db::Access access,
                                               const char* command);
// The same to change games already recorded (resume, review): a history that does not
// exist is told as for Access::Read, not created.
std::optional<dicebox::db::Store> open_history_to_change(const Globals& globals,
                                                         const char* command);

}  // namespace dicebox::cli
