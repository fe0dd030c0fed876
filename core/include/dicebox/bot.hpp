// Bots: agents that choose an action for a seat. Randomness comes from the host.
#pragma once

#include <memory>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox {

class Rng;

class Bot {
  public:
    virtual ~Bot() = default;
    // A legal action for `seat`, which must be one of the seats to move.
    virtual Action choose(const State& state, Seat seat, Rng& rng) = 0;
};

// Uniform over the legal actions: the baseline every module offers as "random".
class RandomBot : public Bot {
  public:
    Action choose(const State& state, Seat seat, Rng& rng) override;

  private:
    std::vector<Action> actions_;
};

}  // namespace dicebox
