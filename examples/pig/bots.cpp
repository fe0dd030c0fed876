#include "bots.hpp"

#include "pig_state.hpp"

namespace pig {

dicebox::Action HoldAtBot::choose(const dicebox::State& state, dicebox::Seat seat, dicebox::Rng&) {
    const auto& pig = dynamic_cast<const PigState&>(state);
    const int total = pig.turn_total();
    const bool wins = pig.banked(seat) + total >= pig.rules().target;
    return total > 0 && (total >= threshold_ || wins) ? kHold : kRoll;
}

}  // namespace pig
