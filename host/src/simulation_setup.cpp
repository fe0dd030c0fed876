#include "dicebox/host/simulation_setup.hpp"

#include <fmt/format.h>

namespace dicebox::host {

dicebox::Result<SimulationSetup> ruled_series(SimulationSetup series,
                                              const nlohmann::json& overrides,
                                              const ScriptPtr& script) {
    using R = dicebox::Result<SimulationSetup>;
    const auto& module = *series.module;
    series.variant = dicebox::db::variant_of(script.get(), overrides);
    dicebox::GameConfig config;
    config.players = static_cast<int>(series.bots.size());
    config.seats.assign(series.bots.size(), nlohmann::json::object());
    config.params = overrides;
    try {
        series.config = ruled(std::move(config), script, module);
        module.new_game(series.config);
    } catch (const dicebox::ParamError& e) {
        return R::failure(e.what());
    } catch (const dicebox::HookError& e) {
        return R::failure(fmt::format("the house rule fails as the game is set up: {}", e.what()));
    }
    return series;
}

}  // namespace dicebox::host
