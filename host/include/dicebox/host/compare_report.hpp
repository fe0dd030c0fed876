// `simulate --compare` and the app's what-if view: the same games under the printed rules
// and under a house rule, their figures set side by side as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/host/simulation.hpp"

namespace dicebox::host {

// For each series (run with keep_scores): the variant, the mean, stdev and quantiles of
// every seat's scores, each seat's figures and win share; and the histogram of all the
// series in the same bins.
nlohmann::json compare_report(const dicebox::GameModule& module,
                              const std::vector<SimulationSetup>& setups,
                              const std::vector<Simulation>& runs);

}  // namespace dicebox::host
