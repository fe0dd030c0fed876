#include "catalog.hpp"

namespace gui {
namespace {

dicebox::PluginRegistry load_plugins(const std::vector<std::filesystem::path>& dirs) {
    dicebox::PluginRegistry plugins;
    plugins.load_directories(dicebox::plugin_search_path(dirs));
    return plugins;
}

}  // namespace

Catalog::Catalog(const std::vector<std::filesystem::path>& dirs)
    : plugins_(load_plugins(dirs)), boards_(plugins_) {}

const DiceboxBoard* Catalog::board(const dicebox::GameModule& module) const {
    return boards_.find(module.info().id);
}

}  // namespace gui
