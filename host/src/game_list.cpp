#include "dicebox/host/game_list.hpp"

namespace dicebox::host {

nlohmann::json bot_descriptions(const dicebox::GameModule& module) {
    nlohmann::json described = nlohmann::json::object();
    for (const auto& bot : module.bots()) described[bot] = module.bot_description(bot);
    return described;
}

nlohmann::json game_entry(const dicebox::GameModule& module) {
    const auto& info = module.info();
    return {{"id", info.id},
            {"name", info.name},
            {"version", info.version},
            {"min_players", info.min_players},
            {"max_players", info.max_players},
            {"description", info.description},
            {"bots", module.bots()},
            {"bot_descriptions", bot_descriptions(module)},
            {"params", module.params().describe()},
            {"seat_options", module.seat_options().describe()}};
}

nlohmann::json game_list(const dicebox::PluginRegistry& registry) {
    nlohmann::json games = nlohmann::json::array();
    for (const auto& plugin : registry.plugins()) games.push_back(game_entry(*plugin.module));
    return games;
}

}  // namespace dicebox::host
