#include "dicebox/state.hpp"

namespace dicebox {

std::string State::try_apply(Seat seat, Action action) {
    std::string why = refusal(seat, action);
    if (why.empty()) apply(seat, action);
    return why;
}

std::string State::try_apply_chance(Outcome outcome) {
    std::string why = chance_refusal(outcome);
    if (why.empty()) apply_chance(outcome);
    return why;
}

}  // namespace dicebox
