// Exxtra's bots beyond "random".
//
// cautious, bold — threshold bots: accept a roll worth at least a value, or after a
//                  number of rolls, and place it on the highest free ring.
// planner        — optimal stopping against the ladder as it stands: every roll is
//                  weighed with the exact face probabilities, each value by its best
//                  ring (steps gained if the pair survives until the next turn, plus
//                  the opponents' pairs it knocks off), rolling again against placing.
// expert         — the coach's best choice (declared with it, coach.hpp): with two
//                  players, the race solved for the chance of winning; with more, the
//                  planner.
#pragma once

#include <vector>

#include "dicebox/bot.hpp"
#include "exxtra_state.hpp"

namespace dicebox::exxtra {

class ThresholdBot : public dicebox::Bot {
  public:
    ThresholdBot(int accept_at, int max_rolls) : accept_at_(accept_at), max_rolls_(max_rolls) {}

    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    int accept_at_;
    int max_rolls_;
};

class PlannerBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    // A placement's worth in steps of the bot's own pawn.
    double placement_value(const ExxtraState& state, int ring, int value) const;

    // Each combination value's chance of being beaten on an opponent's turn.
    std::vector<double> beaten_;
    // Working space of choose(), by combination value: kept to spare allocations.
    std::vector<double> first_;
    std::vector<double> later_;
    std::vector<double> best_;
    std::vector<int> best_ring_;
    std::vector<bool> wanted_;
};

}  // namespace dicebox::exxtra
