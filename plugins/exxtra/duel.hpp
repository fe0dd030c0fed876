// Exxtra between two players, solved: every position's chance of winning when both
// players play their best from then on.
//
// With two players, the player about to roll has just collected their pair, so a
// position is their pawn, the opponent's pawn and the opponent's pair on the ladder
// (its ring, and its value, which matters only by which rolls reach it). That is few
// enough positions (22 x 22 x 151 under the printed rules) to solve the race whole by
// value iteration, once for each set of rules, and to read off the chance of every
// choice in a turn: placing on a ring, or rolling again. Only the dice, the track, the
// ladder and the rules' tables count, so a house rule's race is solved as well.
#pragma once

#include <future>
#include <memory>
#include <vector>

#include "exxtra_state.hpp"
#include "rules.hpp"

namespace dicebox::exxtra {

class Duel {
  public:
    // The solved race for these rules, shared by every bot and coach of the process;
    // null when there are too many positions to solve (a house rule's long track).
    // Solving takes about a second under the printed rules; it is done once.
    static std::shared_ptr<const Duel> of(const ExxtraRules& rules);
    // Starts solving the race for these rules in the background, so that the first hint
    // of a game need not wait for it.
    static void prepare(const ExxtraRules& rules);

    explicit Duel(const ExxtraRules& rules);

    // At a decision of a two-player game, the current player's chance of winning.
    double placing(const ExxtraState& state, int ring) const;
    double rolling_again(const ExxtraState& state) const;

  private:
    static bool solvable(const ExxtraRules& rules);
    static std::shared_future<std::shared_ptr<const Duel>> solving(const ExxtraRules& rules);

    // The opponent's side of a position: their pawn and their pair on the ladder.
    struct Opponent {
        int position = 0;
        int ring = 0;  // 0 also when the pair is on ring 0 or off the ladder: it moves nothing
        int level = 0;
    };
    // The rank of a pair's value among the values a roll can have: the lowest rank
    // whose rolls reach it (a rank above all when none does).
    int level_of(int value) const;
    int pair_index(int ring, int level) const;
    std::size_t index(int mover, int opponent, int pair) const;
    double chance(int mover, int opponent, int pair) const;
    // The mover's chance after placing a roll of `level` on `ring` from `square`.
    double after_placing(const Opponent& them, int square, int ring, int level) const;
    Opponent opponent_of(const ExxtraState& state) const;
    // The turns against one opponent's side make a column: for every square the mover may
    // stand on (doubles move the pawn during the turn), the chance of rolling again, and
    // the chance of the best choice after a double lands the pawn there.
    std::size_t column(const Opponent& them) const;
    // Placing each level on its best ring, from `square`.
    void place_row(const Opponent& them, int square, double* place) const;
    double roll_again(const Opponent& them, const double* here, int square) const;
    double best_after_double(std::size_t col, int square, int landing) const;
    void solve();

    // A roll with its chance, read by the turn.
    struct RollOdds {
        double p = 0;
        int level = 0;    // of its value
        int move = 0;     // a double's move at once, or 0
        int landing = 0;  // a double's: the index of its level in landings_
        int cost = 0;     // an invalid roll's steps back
        bool invalid = false;
    };

    ExxtraRules rules_;
    int track_ = 0;
    int rings_ = 0;
    std::vector<int> values_;  // every value a roll can have, ascending: the levels
    int levels_ = 0;
    int pairs_ = 0;                // the opponent's pair: none, or a ring and a level
    std::vector<RollOdds> first_;  // the turn's first roll
    std::vector<RollOdds> later_;  // a later roll, but for the plain ones:
    std::vector<double> plain_;    // by level, a later roll that neither moves nor ends
    std::vector<double> chance_;   // by index(): the mover's chance of winning, about to roll
    std::vector<double> roll_;     // by column and square: the chance of rolling again
    std::vector<int> landings_;    // the levels of the doubles that move the pawn
    // By column, square and landing: the better of placing the double and rolling on.
    std::vector<double> landed_;
};

}  // namespace dicebox::exxtra
