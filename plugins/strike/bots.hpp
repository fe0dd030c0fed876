// Strike's bots beyond "random".
//
// careful — throws soft and stops as soon as it may.
// greedy  — throws normal and never stops while it has dice.
// planner — for each style, plays the turn on in samples of the arena model (throwing
//           until a match, as the greedy bot would) and counts what the reserve gains,
//           less what the arena it leaves gives the next player; stopping is worth
//           what the arena as it is gives the next player. The best of them is chosen.
// expert  — the coach's best choice (declared with it, coach.hpp): in a single game of
//           two, the game solved for the chance of winning; otherwise the planner.
#pragma once

#include "dicebox/bot.hpp"
#include "strike_state.hpp"

namespace dicebox::strike {

class CarefulBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;
};

class GreedyBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;
};

class PlannerBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;
};

}  // namespace dicebox::strike
