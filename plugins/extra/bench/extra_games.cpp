// Whole solo games of EXTRA!: a session from its seed to the end, one bot in the seat,
// played by the match runner as `dicebox simulate` plays them: one session restarted
// for each game. Every iteration is a new game from its own seed, so the figures
// average over many different games.
#include <benchmark/benchmark.h>

#include <vector>

#include "games.hpp"
#include "plugins.hpp"

namespace {

void solo_games(benchmark::State& state, const char* bot) {
    bench::play_games(state, "extra", {bot});
}

// What every game costs whatever its bots: the session and its state, from the
// configuration to the first roll, and their end.
void new_session(benchmark::State& state) {
    bench::new_sessions(state, "extra");
}

BENCHMARK(new_session);
BENCHMARK_CAPTURE(solo_games, random, "random");
BENCHMARK_CAPTURE(solo_games, greedy, "greedy");
BENCHMARK_CAPTURE(solo_games, planner, "planner");
BENCHMARK_CAPTURE(solo_games, expert, "expert");

}  // namespace
