#include "plugins.hpp"

#include <fmt/format.h>

#include <cstdio>

namespace dicebox::cli {

const dicebox::PluginRegistry& plugins(const Globals& globals) {
    static const dicebox::PluginRegistry registry = [&] {
        dicebox::PluginRegistry r;
        r.load_directories(dicebox::plugin_search_path(globals.plugin_dirs));
        return r;
    }();
    return registry;
}

std::string known_games(const Globals& globals) {
    std::string known;
    for (const auto& plugin : plugins(globals).plugins()) {
        known += (known.empty() ? "" : ", ") + plugin.module->info().id;
    }
    return known.empty() ? "none" : known;
}

const dicebox::GameModule* find_game(const Globals& globals, const std::string& id,
                                     const char* command) {
    if (const auto* module = plugins(globals).find(id)) return module;
    fmt::print(stderr, "dicebox {}: no game '{}'; the games found are: {} (see 'dicebox games')\n",
               command, id, known_games(globals));
    return nullptr;
}

const dicebox::GameModule* find_recorded_game(const Globals& globals,
                                              const dicebox::db::GameRecord& game,
                                              const char* command) {
    if (const auto* module = plugins(globals).find(game.module)) return module;
    fmt::print(stderr,
               "dicebox {}: game {} is a game of {} ('{}'), which is not among the games found "
               "here: {} (see 'dicebox games'; --plugin-dir adds a folder of plugins)\n",
               command, game.id, game.module_name, game.module, known_games(globals));
    return nullptr;
}

}  // namespace dicebox::cli
