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

#include <optional>
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

    // What the rules alone decide, worked out again only when they change: the games a
    // coach plays on call choose() hundreds of thousands of times under the same rules.
    void learn(const ExxtraRules& rules, int players);

    std::optional<ExxtraRules> learnt_;  // the rules and players the tables below are of
    int learnt_players_ = 0;
    int top_ = 0;  // the highest combination value
    // Each combination value's chance of being beaten on an opponent's turn.
    std::vector<double> beaten_;
    // A pair's chance that no opponent knocks it off, by combination value and ring.
    std::vector<double> survives_;
    // Whether a later roll (one without an X) can give each combination value.
    std::vector<bool> later_values_;
    // Working space of choose(), by combination value: kept to spare allocations.
    std::vector<double> best_;
    std::vector<int> best_ring_;
    std::vector<bool> wanted_;
    std::vector<int> free_rings_;
};

}  // namespace dicebox::exxtra
