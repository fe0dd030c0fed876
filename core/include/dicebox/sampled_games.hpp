// Choices' chances of winning, from games played on after each to their end by one bot in
// every seat, with the host's dice: what a coach can fall back on where it cannot work
// the game out (Exxtra's and Strike's with more than two players).
#pragma once

#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/state.hpp"

namespace dicebox {

// The share of the games played on after each of `actions` in `state` that `seat` wins
// (a shared win counts its share), in the order of `actions`; a game is played on only
// until it is over or lost for `seat` (State::can_win). Every action is played on
// with the same dice, game by game, so that choices are compared on the same luck and two
// choices that come to the same games have the same chance. A quarter of `games` is
// played after each action first; the rest only after those still within reach of the
// best: a choice those games already show clearly worse is not played on further. The
// games are shared out among `policies` (the same bot, one a thread: each thread plays
// with its own, which may keep working space), so that a review uses both cores.
std::vector<double> sampled_chances(const State& state, Seat seat,
                                    const std::vector<Action>& actions, int games,
                                    const std::vector<Bot*>& policies, Rng& rng);

}  // namespace dicebox
