// A choice's chance of winning, from games played on after it to their end by one
// bot in every seat, with the host's dice: what the coach falls back on where the game
// is not solved (more than two players, or the match).
#pragma once

#include "dicebox/bot.hpp"
#include "dicebox/state.hpp"

namespace dicebox::strike {

// The share of `games` games that `seat` wins after taking `action` in `state`; a shared
// win counts its share.
double sampled_chance(const dicebox::State& state, dicebox::Seat seat, dicebox::Action action,
                      int games, dicebox::Bot& policy, dicebox::Rng& rng);

}  // namespace dicebox::strike
