// The figures of a series of scores: mean, spread and quantiles (`simulate`).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/host/simulation.hpp"

namespace dicebox::host {

struct Spread {
    double mean = 0;
    double stdev = 0;  // the sample standard deviation
    double ci95 = 0;   // half the width of the 95% interval of the mean
};

// From a seat's sums over `games` games.
Spread spread_of(const SeatTally& tally, std::uint64_t games);

struct Quantiles {
    double min = 0;
    double p10 = 0;
    double p25 = 0;
    double median = 0;
    double p75 = 0;
    double p90 = 0;
    double max = 0;
};

// Of sorted scores, interpolated between neighbours (the "type 7" of Hyndman and Fan,
// as R and NumPy have it). All zero for no scores.
Quantiles quantiles_of(const std::vector<int>& sorted);
// The mean and spread of sorted scores.
Spread spread_of(const std::vector<int>& sorted);

nlohmann::json to_json(const Quantiles& quantiles);

// Each seat's figures in a series: bot, mean, ci95, stdev, min, max, wins and win_share
// (a shared win counts for each winner).
nlohmann::json seat_figures(const SimulationSetup& setup, const Simulation& run);

}  // namespace dicebox::host
