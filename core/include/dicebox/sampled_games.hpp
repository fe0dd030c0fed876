// A choice's chance of winning, from games played on after it to their end by one bot in
// every seat, with the host's dice: what a coach can fall back on where it cannot work
// the game out (Exxtra's and Strike's with more than two players).
#pragma once

#include "dicebox/bot.hpp"
#include "dicebox/state.hpp"

namespace dicebox {

// The share of `games` games that `seat` wins after taking `action` in `state`; a shared
// win counts its share.
double sampled_chance(const State& state, Seat seat, Action action, int games, Bot& policy,
                      Rng& rng);

}  // namespace dicebox
