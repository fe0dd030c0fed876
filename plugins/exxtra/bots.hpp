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
#include <utility>
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
    // A roll after this one, as the look ahead weighs it (learn).
    struct LaterRoll {
        bool invalid = false;  // an X on a later roll
        int cost = 0;          // then: the steps back
        bool is_double = false;
        int move = 0;   // a double's move at once
        int value = 0;  // its combination on a later roll
    };
    // A pair on rings 1 and up, which a placement below it may knock off.
    struct Knockable {
        int ring = 0;
        int value = 0;
        double worth = 0;  // the steps it would move its pawn, shared among the opponents
    };

    // What the rules alone decide, worked out again only when they change: the games a
    // coach plays on call choose() hundreds of thousands of times under the same rules.
    void learn(const ExxtraRules& rules, int players);
    // Every later roll's best placement and the worth of rolling again, for the ladder
    // and pawns as they are: the same for every roll of a turn until a double moves the
    // pawn, so worked out again only when they change.
    void plan(const ExxtraState& state);
    // A placement's worth in steps of the bot's own pawn.
    double placement_value(int ring, int value) const;
    // The best ring for `value` among the free ones, and its worth.
    std::pair<int, double> best_placement(int value) const;

    std::optional<ExxtraRules> learnt_;  // the rules and players the tables below are of
    int learnt_players_ = 0;
    int top_ = 0;  // the highest combination value
    // Each combination value's chance of being beaten on an opponent's turn.
    std::vector<double> beaten_;
    // A pair's chance that no opponent knocks it off, by combination value and ring.
    std::vector<double> survives_;
    // Whether a later roll (one without an X) can give each combination value.
    std::vector<bool> later_values_;
    double roll_p_ = 0;                   // each roll's chance
    std::vector<LaterRoll> later_rolls_;  // every roll, in for_each_roll's order

    // The position plan() worked out, and what it found.
    std::vector<Player> planned_;
    dicebox::Seat planned_mover_ = -1;
    int track_ = 0;
    int rings_ = 0;
    int position_ = 0;  // of the mover's pawn
    std::vector<int> free_rings_;
    std::vector<Knockable> knockable_;
    std::vector<double> best_;  // by later value: its best placement's worth
    std::vector<int> best_ring_;
    double roll_on_ = 0;  // the worth of rolling again
};

}  // namespace dicebox::exxtra
