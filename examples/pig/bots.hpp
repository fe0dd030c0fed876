// Pig's bot beside the random one: the player who holds at a turn total of 20.
#pragma once

#include "dicebox/bot.hpp"

namespace pig {

// Rolls until the turn total reaches `threshold`, or until holding would win; then
// holds. At 20 it is the classic rule of thumb: a roll risks the turn total on a 1 in 6,
// and brings 4 on average, which is worth it while the turn total is below 20.
class HoldAtBot : public dicebox::Bot {
  public:
    explicit HoldAtBot(int threshold) : threshold_(threshold) {}
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    int threshold_;
};

}  // namespace pig
