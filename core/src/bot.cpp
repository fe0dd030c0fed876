#include "dicebox/bot.hpp"

#include "dicebox/rng.hpp"

namespace dicebox {

Action RandomBot::choose(const State& state, Seat seat, Rng& rng) {
    state.legal_actions(seat, actions_);
    return actions_[rng.below(static_cast<std::uint32_t>(actions_.size()))];
}

}  // namespace dicebox
