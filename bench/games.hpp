// Whole games as `dicebox simulate` plays them: one session restarted from a new seed
// for each game, the bots as agents of the match runner.
#pragma once

#include <benchmark/benchmark.h>

#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"

namespace bench {

// Plays one game per iteration of `game` with one bot of each name per seat, set up as
// `config` says but for its players; reports games/s and the events of an average game
// (a change of rules or bots shows there before it shows in the speed).
void play_games(benchmark::State& state, std::string_view game,
                const std::vector<std::string>& bots, dicebox::GameConfig config = {});

// What every game costs whatever its bots: one new session of `game` per iteration, set
// up as `config` says, from the configuration to the first roll; reports sessions/s.
void new_sessions(benchmark::State& state, std::string_view game,
                  const dicebox::GameConfig& config = {});

}  // namespace bench
