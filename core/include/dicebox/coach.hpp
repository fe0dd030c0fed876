// The coach: how good each choice open to a seat is, in the game's own measure.
//
// A hint is the coach's advice at a person's decision; a review is its advice at every
// decision of a finished game, against the choice that was made. The coach thinks
// from the seat's view only (State::view), so that its advice can never hold another
// seat's secret, and from the state's own rules, so that under a house rule it judges
// the house rule's game. Its randomness (rollouts, ties) is the host's.
#pragma once

#include <string>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox {

class Rng;

// What a coach's values are.
enum class Measure {
    points,      // the seat's expected final score
    win_chance,  // the seat's chance of winning, 0 to 1
};

struct Advice {
    Action action = 0;
    double value = 0;
    // What sets this choice apart from the best (or, for the best, from the next), in
    // words: "keeps row 7 open", "knocks off Ben's 63". May be empty.
    std::string reason;
};

class Coach {
  public:
    virtual ~Coach() = default;
    virtual Measure measure() const = 0;
    // Every legal action of `seat` with its value, best first. `view` is the state as
    // `seat` sees it (State::view(seat)), with `seat` among the seats to move; `names`
    // are the players' names by seat, for the reasons.
    virtual std::vector<Advice> advise(const State& view, Seat seat,
                                       const std::vector<std::string>& names, Rng& rng) = 0;
    // What a person should know of the advice under the rules of `state` (a view or the
    // whole state), in words, when the coach judges them less well than it can: EXTRA!'s
    // when none of its tables fits them. Empty when there is nothing to say.
    virtual std::string caveat(const State& /*state*/) const { return {}; }
};

// How a reason names `seat`: by its name in `names`, or "seat N" where it has none.
inline std::string seat_name(const std::vector<std::string>& names, Seat seat) {
    if (seat < static_cast<Seat>(names.size()) && !names[seat].empty()) return names[seat];
    std::string name = "seat ";
    name += std::to_string(seat);
    return name;
}

}  // namespace dicebox
