// Strike's bots beyond "random".
//
// careful — throws soft and stops as soon as it may.
// greedy  — throws normal and never stops while it has dice.
// planner — for each style, plays the turn on in samples of the arena model (throwing
//           until a match, as the greedy bot would) and counts what the reserve gains,
//           less what the arena it leaves gives the next player; stopping is worth
//           what the arena as it is gives the next player. The best of them is chosen.
// expert  — the coach's best choice (coach.hpp): in a single game of two, the game solved
//           for the chance of winning; otherwise games played on by the planner.
#pragma once

#include <memory>

#include "dicebox/bot.hpp"
#include "strike_state.hpp"

namespace dicebox::strike {

class StrikeCoach;

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

class ExpertBot : public dicebox::Bot {
  public:
    ExpertBot();
    ~ExpertBot() override;
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    PlannerBot planner_;  // where the game is not solved
    std::unique_ptr<StrikeCoach> coach_;
};

}  // namespace dicebox::strike
