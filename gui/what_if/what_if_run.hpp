// The work behind the what-if view, off the window's thread: bots play the same seeded
// games under the printed rules and under a house rule, and the two series are compared
// as `dicebox simulate --compare` compares them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/host/compare_report.hpp"
#include "dicebox/host/simulation.hpp"
#include "dicebox/module.hpp"

namespace dicebox::gui {

struct WhatIfSetup {
    const dicebox::GameModule* module = nullptr;
    std::vector<std::string> bots;  // one per seat
    std::string rule;               // the house rule's file or name (rule_files.hpp)
    std::uint64_t games = 0;        // in each series
    std::uint64_t seed = 0;
    unsigned threads = 1;
};

struct WhatIfOutcome {
    // Both series compared; nothing unless both were played to their end.
    std::optional<dicebox::host::Comparison> report;
    // Why the run stopped: the house rule not loading or failing, the game refusing the
    // set-up. Empty when it did not fail.
    std::string failure;
    bool cancelled = false;
};

// Plays the printed rules, then the house rule, each setup.games games on the same
// seeds; `control` counts the games of both series and cancels them. The simulated
// games are not recorded. Never throws: whatever goes wrong is the outcome's failure.
WhatIfOutcome run_what_if(const WhatIfSetup& setup, dicebox::host::SimulationControl& control);

}  // namespace dicebox::gui
