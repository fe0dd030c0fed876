#include "plugins.hpp"

#include <fmt/format.h>

#include <cstdio>

namespace cli {

const dicebox::PluginRegistry& plugins(const Globals& globals) {
    static const dicebox::PluginRegistry registry = [&] {
        dicebox::PluginRegistry r;
        r.load_directories(dicebox::plugin_search_path(globals.plugin_dirs));
        return r;
    }();
    return registry;
}

const dicebox::GameModule* find_game(const Globals& globals, const std::string& id) {
    const auto& registry = plugins(globals);
    if (const auto* module = registry.find(id)) return module;
    std::string known;
    for (const auto& plugin : registry.plugins()) {
        known += (known.empty() ? "" : ", ") + plugin.module->info().id;
    }
    fmt::print(stderr, "dicebox: no game '{}'; the games found are: {} (see 'dicebox games')\n", id,
               known.empty() ? "none" : known);
    return nullptr;
}

}  // namespace cli
