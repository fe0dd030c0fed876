// Options every command shares, and the plugins they find.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "dicebox/loader.hpp"

namespace cli {

struct Globals {
    std::vector<std::filesystem::path> plugin_dirs;  // --plugin-dir, searched first
    std::filesystem::path db;                        // --db, or empty for the default file
};

// Loads the plugins of the search path (loader.hpp) once per process.
const dicebox::PluginRegistry& plugins(const Globals& globals);

// The module of `id`; otherwise prints to stderr which games there are and returns
// nullptr.
const dicebox::GameModule* find_game(const Globals& globals, const std::string& id);

}  // namespace cli
