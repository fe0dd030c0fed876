#include "what_if/what_if_run.hpp"

#include "dicebox/host/compare_report.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/simulation_setup.hpp"
#include "play/refusal_text.hpp"

namespace dicebox::gui {

WhatIfOutcome run_what_if(const WhatIfSetup& setup, dicebox::host::SimulationControl& control) {
    WhatIfOutcome outcome;
    try {
        const auto& module = *setup.module;
        const auto script = dicebox::host::rules_for(module, setup.rule, dicebox::script::Limits{});
        if (!script) {
            outcome.failure = script.error();
            return outcome;
        }
        // As `simulate --compare` has them: the printed rules first, then the house rule.
        std::vector<dicebox::host::SimulationSetup> series;
        for (const auto& rule : {dicebox::host::ScriptPtr(), *script}) {
            dicebox::host::SimulationSetup one;
            one.module = &module;
            one.bots = setup.bots;
            one.games = setup.games;
            one.seed = setup.seed;
            one.threads = setup.threads;
            one.keep_scores = true;
            auto ruled =
                dicebox::host::set_up_series(std::move(one), nlohmann::json::object(), rule);
            if (!ruled) {
                outcome.failure = RefusalText::of(ruled.error()).toStdString();
                return outcome;
            }
            series.push_back(std::move(*ruled));
        }
        std::vector<dicebox::host::Simulation> runs;
        for (const auto& one : series) {
            runs.push_back(dicebox::host::simulate_games(one, nullptr, &control));
            outcome.failure = runs.back().failure;
            outcome.cancelled = runs.back().cancelled;
            if (!outcome.failure.empty() || outcome.cancelled) return outcome;
        }
        outcome.report = dicebox::host::compare_series(module, series, runs);
    } catch (const std::exception& e) {
        outcome.failure = e.what();
    }
    return outcome;
}

}  // namespace dicebox::gui
