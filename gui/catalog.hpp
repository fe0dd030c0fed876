// The games the app can offer: the plugins found on the search path and their boards,
// loaded once when the app starts.
#pragma once

#include <filesystem>
#include <vector>

#include "dicebox/board/boards.hpp"
#include "dicebox/loader.hpp"

namespace gui {

class Catalog {
  public:
    // Loads the plugins of plugin_search_path(dirs) and the boards they name.
    explicit Catalog(const std::vector<std::filesystem::path>& dirs);

    const dicebox::PluginRegistry& plugins() const { return plugins_; }
    const dicebox::board::BoardRegistry& boards() const { return boards_; }
    // The board of the game, or nullptr when it has none (or it failed to load).
    const DiceboxBoard* board(const dicebox::GameModule& module) const;

  private:
    dicebox::PluginRegistry plugins_;
    dicebox::board::BoardRegistry boards_;
};

}  // namespace gui
