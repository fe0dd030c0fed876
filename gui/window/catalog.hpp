// The games the app can offer: the plugins found on the search path and their boards,
// loaded once when the app starts; and the house rules of the folders the settings add.
#pragma once

#include <filesystem>
#include <vector>

#include "dicebox/board/boards.hpp"
#include "dicebox/host/rule_files.hpp"
#include "dicebox/loader.hpp"

namespace dicebox::gui {

class Catalog {
  public:
    // Loads the plugins of plugin_search_path(plugin_dirs) and the boards they name.
    // `rule_folders`: house rules are looked for there before the usual folders.
    explicit Catalog(const std::vector<std::filesystem::path>& plugin_dirs,
                     std::vector<std::filesystem::path> rule_folders = {});

    const dicebox::PluginRegistry& plugins() const { return plugins_; }
    const dicebox::board::BoardRegistry& boards() const { return boards_; }
    // The board of the game, or nullptr when it has none (or it failed to load).
    const DiceboxBoard* board(const dicebox::GameModule& module) const;

    const std::vector<std::filesystem::path>& rule_folders() const { return rule_folders_; }
    // The house rule scripts there are now: the rule folders', the user's, the shipped
    // ones (dicebox::host::rule_files); read again on each call, so a script added is offered.
    std::vector<dicebox::host::RuleFile> rule_files() const;

  private:
    dicebox::PluginRegistry plugins_;
    dicebox::board::BoardRegistry boards_;
    std::vector<std::filesystem::path> rule_folders_;
};

}  // namespace dicebox::gui
