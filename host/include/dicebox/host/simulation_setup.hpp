// A series of simulated games set up under a house rule or the printed rules, checked
// once before any thread plays it (`simulate` and the app's what-if view).
#pragma once

#include <nlohmann/json.hpp>

#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/refusal.hpp"
#include "dicebox/host/simulation.hpp"
#include "dicebox/result.hpp"

namespace dicebox::host {

// `series` (its module, bots, games, seed, threads and keep_scores given) with its game
// configuration and variant under `script` (none: the printed rules) and the parameters
// `overrides`; or why it cannot be played: a configuration the game refuses (too many
// players, parameters that do not fit their number), a house rule failing as the game
// is set up. Set up once here, so that no thread meets either.
dicebox::Result<SimulationSetup, Refusal> set_up_series(SimulationSetup series,
                                                        const nlohmann::json& overrides,
                                                        const ScriptPtr& script);

}  // namespace dicebox::host
