// `simulate --compare` and the app's what-if view: the same games under the printed rules
// and under a house rule, their figures side by side (the command writes them as text or
// JSON, the app as a table and charts).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/host/histogram_bins.hpp"
#include "dicebox/host/score_summary.hpp"
#include "dicebox/host/simulation.hpp"
#include "dicebox/module.hpp"

namespace dicebox::host {

// One series' figures: its variant, every seat's scores together, and each seat's own.
struct SeriesFigures {
    std::string variant;
    std::string hash;
    nlohmann::json params;
    std::size_t scores = 0;  // how many scores the figures are of
    Spread spread;           // of all the seats' scores
    Quantiles quantiles;
    std::vector<SeatFigures> seats;
    double seconds = 0;
    double games_per_second = 0;
};

struct Comparison {
    std::string game;  // the module's id
    std::string name;
    std::uint64_t games = 0;
    std::uint64_t seed = 0;
    unsigned threads = 1;
    std::vector<std::string> bots;
    std::vector<SeriesFigures> series;    // in the order of the setups
    std::vector<HistogramBin> histogram;  // every series in the same bins
};

// Of series run with keep_scores.
Comparison compare_series(const dicebox::GameModule& module,
                          const std::vector<SimulationSetup>& setups,
                          const std::vector<Simulation>& runs);

}  // namespace dicebox::host
