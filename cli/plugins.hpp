// Options every command shares, and the plugins they find.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/loader.hpp"

namespace dicebox::cli {

struct Globals {
    std::vector<std::filesystem::path> plugin_dirs;  // --plugin-dir, searched first
    std::filesystem::path db;                        // --db, or empty for the default file
};

// Loads the plugins of the search path (loader.hpp) once per process.
const dicebox::PluginRegistry& plugins(const Globals& globals);

// The ids of the games found, "extra, exxtra, strike" ("none" when there is none).
std::string known_games(const Globals& globals);

// The module of `id`; otherwise prints "dicebox COMMAND: no game 'ID'; the games found
// are: ..." to stderr and returns nullptr.
const dicebox::GameModule* find_game(const Globals& globals, const std::string& id,
                                     const char* command);

// The module `game` of the history was played with; otherwise prints that its game is
// not among those found here and returns nullptr.
const dicebox::GameModule* find_recorded_game(const Globals& globals,
                                              const dicebox::db::GameRecord& game,
                                              const char* command);

}  // namespace dicebox::cli
