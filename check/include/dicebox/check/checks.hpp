// The conformance checks, each a sentence that holds of every game: what
// `dicebox check-plugin` reports on, and what the test suite asserts of every game
// shipped (tests/conformance/).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "dicebox/check/findings.hpp"
#include "dicebox/module.hpp"

namespace dicebox::check {

// How many seeded games the checks play, for each player count: the test suite's
// amounts by default, fewer for a quick look.
struct Amounts {
    std::uint64_t random_games = 200;       // the invariants, and results at the end
    std::uint64_t every_action_games = 50;  // applying every listed action in every state
    std::uint64_t refusal_games = 100;
    std::uint64_t replay_games = 30;
    std::uint64_t view_games = 20;
    std::uint64_t coach_games = 2;

    // Each amount times `factor`, one game at least.
    Amounts scaled(double factor) const;
};

struct Check {
    std::string name;  // "EveryStateKeepsTheInvariantsAfterEveryEvent"
    std::string says;  // "Every state keeps the invariants after every event"
    // A check of the module as a whole, or one run at each player count it allows.
    bool each_player_count = true;
    // Adds what it finds to the findings; `players` is 0 for a check of the module.
    std::function<void(const GameModule& module, int players, const Amounts& amounts,
                       Findings& findings)>
        run;
};

// Every check, those of the module first.
const std::vector<Check>& checks();
// The check of this name; throws std::out_of_range for none.
const Check& check_named(const std::string& name);

// Runs the check on the module (at `players` seats, for a check run at each player
// count): what it found, an exception the game threw included.
Findings run(const Check& check, const GameModule& module, int players, const Amounts& amounts);

}  // namespace dicebox::check
