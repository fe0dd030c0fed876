// The figures of a series of scores: mean, spread and quantiles (`simulate` and the
// app's what-if view); the front ends put them in text or JSON.
#pragma once

#include <cstdint>
#include <string>
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

// One seat's figures in a series; a shared win counts for each winner.
struct SeatFigures {
    std::string bot;
    Spread spread;
    int min = 0;  // 0 when no game was finished
    int max = 0;
    std::uint64_t wins = 0;
    double win_share = 0;
};

std::vector<SeatFigures> seat_figures(const SimulationSetup& setup, const Simulation& run);

}  // namespace dicebox::host
