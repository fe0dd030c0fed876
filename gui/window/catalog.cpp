#include "window/catalog.hpp"

namespace dicebox::gui {
namespace {

dicebox::PluginRegistry load_plugins(const std::vector<std::filesystem::path>& dirs) {
    dicebox::PluginRegistry plugins;
    plugins.load_directories(dicebox::plugin_search_path(dirs));
    return plugins;
}

}  // namespace

Catalog::Catalog(const std::vector<std::filesystem::path>& plugin_dirs,
                 std::vector<std::filesystem::path> rule_folders)
    : plugins_(load_plugins(plugin_dirs)),
      boards_(plugins_),
      rule_folders_(std::move(rule_folders)) {}

const DiceboxBoard* Catalog::board(const dicebox::GameModule& module) const {
    return boards_.find(module.info().id);
}

std::vector<dicebox::host::RuleFile> Catalog::rule_files() const {
    return dicebox::host::rule_files(rule_folders_);
}

}  // namespace dicebox::gui
