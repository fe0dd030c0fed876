// The module ids and player counts the conformance suite is instantiated over.
#include "game_cases.hpp"

#include <cctype>

#include "plugins.hpp"

namespace conformance {

std::vector<std::string> module_ids() {
    std::vector<std::string> ids;
    for (const auto& plugin : testing_support::registry().plugins()) {
        ids.push_back(plugin.module->info().id);
    }
    return ids;
}

std::vector<GameCase> game_cases() {
    std::vector<GameCase> cases;
    for (const auto& plugin : testing_support::registry().plugins()) {
        const auto& info = plugin.module->info();
        for (int players = info.min_players; players <= info.max_players; ++players) {
            cases.push_back({info.id, players});
        }
    }
    return cases;
}

const dicebox::GameModule& module_of(const std::string& id) {
    return testing_support::module(id);
}

dicebox::GameConfig players_config(int players) {
    dicebox::GameConfig config;
    config.players = players;
    return config;
}

std::string case_name(const std::string& id) {
    std::string name;
    for (char ch : id) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    return name;
}

std::string case_name(const GameCase& game) {
    return case_name(game.module) + "_" + std::to_string(game.players) + "p";
}

}  // namespace conformance
