#include "dicebox/host/compare_report.hpp"

namespace dicebox::host {

Comparison compare_series(const dicebox::GameModule& module,
                          const std::vector<SimulationSetup>& setups,
                          const std::vector<Simulation>& runs) {
    const auto& first = setups.front();
    Comparison comparison{module.info().id, module.info().name, first.games, first.seed,
                          first.threads,    first.bots,         {},          {}};
    std::vector<std::vector<int>> scores;
    for (std::size_t i = 0; i < setups.size(); ++i) {
        const auto& run = runs[i];
        comparison.series.push_back({setups[i].variant.name, setups[i].variant.hash,
                                     setups[i].config.params, run.scores.size(),
                                     spread_of(run.scores), quantiles_of(run.scores),
                                     seat_figures(setups[i], run), run.seconds,
                                     static_cast<double>(run.finished) / run.seconds});
        scores.push_back(run.scores);
    }
    comparison.histogram = bins_of(scores);
    return comparison;
}

}  // namespace dicebox::host
