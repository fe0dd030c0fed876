#include "dicebox/module.hpp"

#include <fmt/format.h>

namespace dicebox {

void check_config(const GameModule& module, const GameConfig& config) {
    const ModuleInfo& info = module.info();
    if (config.players < info.min_players || config.players > info.max_players) {
        throw ParamError(fmt::format("{} is for {} to {} players, not {}", info.name,
                                     info.min_players, info.max_players, config.players));
    }
    if (!config.seats.empty() && config.seats.size() != static_cast<std::size_t>(config.players)) {
        throw ParamError(fmt::format("{} players need {} seat descriptions, not {}", config.players,
                                     config.players, config.seats.size()));
    }
    module.params().resolve(config.params);
    for (const auto& seat : config.seats) module.seat_options().resolve(seat);
}

}  // namespace dicebox
