#include "dicebox/host/simulation_setup.hpp"

#include "dicebox/host/new_game.hpp"

namespace dicebox::host {

dicebox::Result<SimulationSetup, Refusal> set_up_series(SimulationSetup series,
                                                        const nlohmann::json& overrides,
                                                        const ScriptPtr& script) {
    using R = dicebox::Result<SimulationSetup, Refusal>;
    series.variant = dicebox::db::variant_of(script.get(), overrides);
    // Set up as any new game is, once, so that no thread meets a refusal.
    std::vector<SeatSpec> bots;
    for (const auto& bot : series.bots) bots.push_back({bot, bot, nlohmann::json::object()});
    auto seats = check_seats(*series.module, std::move(bots));
    if (!seats) return R::failure(seats.error());
    NewGame game{series.module, *seats, overrides, script, 0};
    try {
        series.config = start_game(game).session->config();
    } catch (const SetupError& e) {
        return R::failure(e.refusal());
    }
    return series;
}

}  // namespace dicebox::host
