// An event of a game: a seat's decision or a chance outcome, as a session logs it.
#pragma once

#include <cstdint>

#include "dicebox/state.hpp"

namespace dicebox {

constexpr Seat kChanceSeat = -1;

struct Event {
    Seat seat = kChanceSeat;  // kChanceSeat for a chance outcome
    std::uint64_t code = 0;   // the Action or the Outcome
    bool is_chance() const { return seat == kChanceSeat; }
};

}  // namespace dicebox
