// `simulate --compare`: the same games under the printed rules and under a house rule,
// their figures set side by side, as JSON and as text for the terminal.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/module.hpp"
#include "simulation.hpp"

namespace cli {

// For each series (run with keep_scores): the variant, the mean, stdev and quantiles of
// every seat's scores, each seat's figures and win share; and the histogram of all the
// series in the same bins.
nlohmann::json compare_report(const dicebox::GameModule& module,
                              const std::vector<SimulationSetup>& setups,
                              const std::vector<Simulation>& runs);

// The report as a table and a histogram, in 80 columns.
std::string compare_text(const nlohmann::json& report);

}  // namespace cli
