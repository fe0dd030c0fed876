// The figures of simulated series (host/score_summary.hpp, host/compare_report.hpp) as
// `simulate --json` writes them, and as its text is drawn from.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/host/compare_report.hpp"
#include "dicebox/host/score_summary.hpp"

namespace dicebox::cli {

nlohmann::json to_json(const dicebox::host::Quantiles& quantiles);

// Each seat: bot, mean, ci95, stdev, min, max, wins and win_share.
nlohmann::json to_json(const std::vector<dicebox::host::SeatFigures>& seats);

// The game, its series ("variants") and the histogram.
nlohmann::json to_json(const dicebox::host::Comparison& comparison);

}  // namespace dicebox::cli
