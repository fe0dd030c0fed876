#include "dicebox/host/compare_report.hpp"

#include "dicebox/host/histogram_bins.hpp"
#include "dicebox/host/score_summary.hpp"

namespace dicebox::host {

using nlohmann::json;

json compare_report(const dicebox::GameModule& module, const std::vector<SimulationSetup>& setups,
                    const std::vector<Simulation>& runs) {
    const auto& first = setups.front();
    json report = {{"game", module.info().id},  {"name", module.info().name},
                   {"games", first.games},      {"seed", first.seed},
                   {"threads", first.threads},  {"bots", first.bots},
                   {"variants", json::array()}, {"histogram", json::array()}};
    std::vector<std::vector<int>> series;
    for (std::size_t i = 0; i < setups.size(); ++i) {
        const auto& run = runs[i];
        const Spread spread = spread_of(run.scores);
        report["variants"].push_back(
            {{"variant", setups[i].variant.name},
             {"hash", setups[i].variant.hash},
             {"params", setups[i].config.params},
             {"scores",
              {{"count", run.scores.size()},
               {"mean", spread.mean},
               {"stdev", spread.stdev},
               {"quantiles", to_json(quantiles_of(run.scores))}}},
             {"seats", seat_figures(setups[i], run)},
             {"seconds", run.seconds},
             {"games_per_second", static_cast<double>(run.finished) / run.seconds}});
        series.push_back(run.scores);
    }
    for (const auto& bin : bins_of(series)) {
        report["histogram"].push_back({{"from", bin.from}, {"to", bin.to}, {"counts", bin.counts}});
    }
    return report;
}

}  // namespace dicebox::host
