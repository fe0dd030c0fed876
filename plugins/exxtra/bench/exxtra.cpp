// Exxtra: whole random-policy games, and one decision of each bot on a fixed position.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/rng.hpp"
#include "dicebox/session.hpp"
#include "games.hpp"
#include "plugins.hpp"

namespace {

// The seven worked examples of docs/rules.md, Exxtra (Alex, Béatrice, Carl, Diana), then Diana
// rolls 4 5 with Carl's 71 on ring 2 and Carl's pawn on 4: a decision with a ladder.
constexpr const char* kExamples = R"([
  {"chance": "X X"}, {"seat": 0, "action": "roll"}, {"chance": "4 2"},
  {"seat": 0, "action": "roll"}, {"chance": "7 X"},
  {"chance": "4 1"}, {"seat": 1, "action": "roll"}, {"chance": "3 3"},
  {"seat": 1, "action": "roll"}, {"chance": "4 6"}, {"seat": 1, "action": "place 5"},
  {"chance": "3 X"}, {"seat": 2, "action": "roll"}, {"chance": "4 2"},
  {"seat": 2, "action": "roll"}, {"chance": "4 6"}, {"seat": 2, "action": "place 4"},
  {"chance": "7 X"}, {"seat": 3, "action": "place 5"},
  {"chance": "2 1"}, {"seat": 0, "action": "roll"}, {"chance": "1 6"},
  {"seat": 0, "action": "place 3"},
  {"chance": "3 2"}, {"seat": 1, "action": "roll"}, {"chance": "X X"},
  {"chance": "7 1"}, {"seat": 2, "action": "place 2"},
  {"chance": "4 5"}
])";

void exxtra_random_games(benchmark::State& state) {
    bench::play_games(state, "exxtra", {"random", "random"});
}

void exxtra_decision(benchmark::State& state, const char* bot_name) {
    const auto& exxtra = bench::module("exxtra");
    dicebox::GameConfig config;
    config.players = 4;
    dicebox::Session session(exxtra, config, bench::kSeed);
    session.replay(nlohmann::json::parse(kExamples));
    const auto bot = exxtra.make_bot(bot_name);
    dicebox::Rng rng(bench::kSeed);
    for (auto _ : state) benchmark::DoNotOptimize(bot->choose(session.state(), 3, rng));
    state.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

BENCHMARK(exxtra_random_games);
BENCHMARK_CAPTURE(exxtra_decision, random, "random");
BENCHMARK_CAPTURE(exxtra_decision, planner, "planner");

}  // namespace
