#include "dicebox/state.hpp"

namespace dicebox {

std::unique_ptr<State> State::view(Seat) const {
    return clone();
}

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

nlohmann::json State::common_json() const {
    nlohmann::json out;
    out["players"] = players();
    out["terminal"] = terminal();
    if (chance_due()) {
        out["to_move"] = "chance";
    } else {
        std::vector<Seat> seats;
        to_move(seats);
        out["to_move"] = seats;
    }
    out["scores"] = scores();
    out["winners"] = winners();
    return out;
}

}  // namespace dicebox
