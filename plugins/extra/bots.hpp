// EXTRA!'s bots beyond "random".
//
// greedy  — the choice whose sheet scores most right now.
// planner — the choice whose sheet has the highest expected final value: each row's
//           score after the crosses it can still expect in the rounds left, and the
//           rounds left judged from the EXTRA columns.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "dicebox/bot.hpp"
#include "extra_state.hpp"

namespace extra {

class GreedyBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    std::vector<dicebox::Action> actions_;
    std::vector<dicebox::Action> best_;
};

class PlannerBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    std::vector<dicebox::Action> actions_;
    std::vector<dicebox::Action> best_;
};

// The planner's estimate of a sheet's final total.
double expected_final(const ExtraRules& rules, const Sheet& sheet);

}  // namespace extra
