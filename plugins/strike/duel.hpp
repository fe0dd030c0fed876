// A single game of Strike between two players, solved: every position's chance of
// winning when both players play their best from then on.
//
// A position is the two reserves, the numbers lying in the arena (at most one die of
// each, since matches are taken at once) and whether the player may stop: at most 32 x
// 32 x 32 x 2 positions, solved exactly by value iteration over the arena model's
// landings (throw_odds.hpp), once for each set of rules. The dice in play never grow,
// so the positions are solved from the fewest dice in play up.
#pragma once

#include <memory>
#include <vector>

#include "rules.hpp"
#include "strike_state.hpp"
#include "throw_odds.hpp"

namespace dicebox::strike {

class Duel {
  public:
    // The solved game for these rules, shared by every bot and coach of the process.
    static std::shared_ptr<const Duel> of(const StrikeRules& rules);

    explicit Duel(const StrikeRules& rules);

    // At a decision of a two-player game, the current player's chance of winning.
    double throwing(const StrikeState& state, Style style) const;
    double stopping(const StrikeState& state) const;

  private:
    std::size_t index(int mover, int other, int faces) const;
    // The mover's chance at the start of their turn, and when they may throw or stop.
    double turn_start(int mover, int other, int faces) const;
    double may_throw(int mover, int other, int faces) const;
    // The mover's chance after a throw that leaves `reserve` in their hand before the
    // dice taken.
    double after(const Landing& landing, int reserve, int other) const;
    double throw_chance(const std::vector<Landing>& landings, int reserve, int other) const;
    // A single die, or the big throw of `thrown` dice into an empty arena.
    const std::vector<Landing>& odds(Style style, int faces, int thrown) const;
    void solve();

    StrikeRules rules_;
    int most_ = 0;                              // dice a reserve can hold
    std::vector<std::vector<Landing>> single_;  // by style and faces
    std::vector<std::vector<Landing>> big_;     // by style and dice thrown
    std::vector<double> turn_start_;            // by index()
    std::vector<double> may_throw_;             // by index()
};

}  // namespace dicebox::strike
