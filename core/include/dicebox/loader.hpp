// Finding and loading game plugins.
//
// Plugins are searched in: the directories given on the command line (--plugin-dir),
// $DICEBOX_PLUGIN_PATH (colon-separated), the user's own (plugins/ in user_data_dir(),
// ~/.local/share/dicebox/plugins), and next to the running binary (<bin>/plugins, as
// the build has them, then <bin>/../lib/dicebox/plugins, as installed). The first
// plugin of an id wins, so a user's build of a game comes before the installed one.
// A file that cannot be used is recorded with the reason and skipped. Loaded
// libraries are never unloaded: their code backs states and bots for as long as the
// process lives.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"

namespace dicebox {

struct LoadedPlugin {
    std::filesystem::path file;
    const GameModule* module;
    std::filesystem::path board;  // the board view's library, or empty when it names none
};

struct PluginFailure {
    std::filesystem::path file;
    std::string reason;
};

class PluginRegistry {
  public:
    // Loads every *.so in each directory, in order; missing directories are skipped.
    void load_directories(const std::vector<std::filesystem::path>& dirs);
    // Loads one file; on failure records it and returns false.
    bool load_file(const std::filesystem::path& file);

    const std::vector<LoadedPlugin>& plugins() const { return plugins_; }
    const std::vector<PluginFailure>& failures() const { return failures_; }
    const GameModule* find(std::string_view id) const;

  private:
    std::vector<LoadedPlugin> plugins_;
    std::vector<PluginFailure> failures_;
};

// The search path described above, in order.
std::vector<std::filesystem::path> plugin_search_path(
    const std::vector<std::filesystem::path>& command_line_dirs);

// The directory of the running executable.
std::filesystem::path executable_dir();

}  // namespace dicebox
