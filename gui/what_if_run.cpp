#include "what_if_run.hpp"

#include "compare_report.hpp"
#include "rules_option.hpp"
#include "simulation_setup.hpp"

namespace gui {

WhatIfOutcome run_what_if(const WhatIfSetup& setup, cli::SimulationControl& control) {
    WhatIfOutcome outcome;
    try {
        const auto& module = *setup.module;
        const auto script = cli::rules_for(module, setup.rule, dicebox::script::Limits{});
        if (!script) {
            outcome.failure = script.error();
            return outcome;
        }
        // As `simulate --compare` has them: the printed rules first, then the house rule.
        std::vector<cli::SimulationSetup> series;
        for (const auto& rule : {cli::ScriptPtr(), *script}) {
            cli::SimulationSetup one;
            one.module = &module;
            one.bots = setup.bots;
            one.games = setup.games;
            one.seed = setup.seed;
            one.threads = setup.threads;
            one.keep_scores = true;
            auto ruled = cli::ruled_series(std::move(one), nlohmann::json::object(), rule);
            if (!ruled) {
                outcome.failure = ruled.error();
                return outcome;
            }
            series.push_back(std::move(*ruled));
        }
        std::vector<cli::Simulation> runs;
        for (const auto& one : series) {
            runs.push_back(cli::simulate_games(one, nullptr, &control));
            outcome.failure = runs.back().failure;
            outcome.cancelled = runs.back().cancelled;
            if (!outcome.failure.empty() || outcome.cancelled) return outcome;
        }
        outcome.report = cli::compare_report(module, series, runs);
    } catch (const std::exception& e) {
        outcome.failure = e.what();
    }
    return outcome;
}

}  // namespace gui
