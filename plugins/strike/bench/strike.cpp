// Strike: whole random-policy games, two players and five.
#include <benchmark/benchmark.h>

#include "games.hpp"

namespace {

void strike_random_games(benchmark::State& state) {
    bench::play_games(state, "strike",
                      std::vector<std::string>(static_cast<std::size_t>(state.range(0)), "random"));
}

BENCHMARK(strike_random_games)->Arg(2)->Arg(5)->ArgName("players");

}  // namespace
