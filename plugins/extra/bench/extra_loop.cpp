// The floor under `dicebox simulate extra --bots random`: random solo games of EXTRA!
// played by hand on the rules' own functions (a sheet, the splits of a roll, the legal
// choices, the sheet a choice makes), with no session, no state behind an interface,
// no log and no check of the choice. What the whole command costs beyond this is the
// price of the host, and docs/guide/figures.md compares the two.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "../choices.hpp"
#include "../roll.hpp"
#include "../rules.hpp"
#include "../sheet.hpp"
#include "dicebox/rng.hpp"
#include "plugins.hpp"

namespace {

using dicebox::extra::Choice;
using dicebox::extra::Roll;
using dicebox::extra::Sheet;

void tight_loop(benchmark::State& state) {
    const auto rules = dicebox::extra::ExtraRules::from_params(
        dicebox::extra::ExtraRules::schema().resolve(nlohmann::json::object()));
    std::vector<dicebox::Action> choices;
    std::uint64_t games = 0;
    std::int64_t total = 0;
    for (auto _ : state) {
        dicebox::Rng rng(dicebox::derive_seed(bench::kSeed, games++));
        Sheet sheet;
        while (!sheet.done) {
            // One draw for the five dice, its base-6 digits the faces.
            Roll roll;
            for (std::uint32_t draw = rng.below(6 * 6 * 6 * 6 * 6), die = 0; die < 5;
                 ++die, draw /= 6)
                ++roll.count[1 + draw % 6];
            dicebox::extra::choices_on(rules, roll, dicebox::extra::splits_of(roll), sheet,
                                       choices);
            const auto pick = rng.below(static_cast<std::uint32_t>(choices.size()));
            sheet = dicebox::extra::entered(rules, sheet, Choice::decode(choices[pick]));
        }
        total += sheet.total(rules);
    }
    benchmark::DoNotOptimize(total);
    state.counters["games/s"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

BENCHMARK(tight_loop);

}  // namespace
