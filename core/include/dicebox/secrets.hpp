// What a viewer may know of a game's events: the one rule the server's pushes and `log`,
// the engine, the terminal, the app and its boards all follow (docs/protocol.md, "Views").
//
// A game declares its secrets with State::held_decisions: how many of a seat's decisions
// the state holds, taken but not yet revealed. A decision that raises its seat's count is
// held; an event that lowers a seat's count reveals as many of that seat's held
// decisions, the oldest first. A seat is told its own decisions at once, and another
// seat's held decision when it is revealed; an onlooker (kOnlooker) is told what every
// seat is. Chance is told to everybody. So the rule needs nothing of a front end: the
// Session follows it after every event (Session::told), and a client is sent its events
// already told (told_json) and keeps them as Told.
#pragma once

#include <cstddef>
#include <deque>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/event.hpp"
#include "dicebox/state.hpp"

namespace dicebox {

// An event as one viewer may know it.
struct Told {
    Seat seat = kChanceSeat;  // kChanceSeat for a chance outcome
    // The outcome or the decision in notation; empty for a decision of `seat` that the
    // viewer may not know yet: it knows that the seat decided, not what.
    std::string notation;
    // A decision held from the other seats: the viewer's own (its notation known), or
    // one the viewer may not know yet.
    bool held = false;

    bool is_chance() const { return seat == kChanceSeat; }
    bool hidden() const { return !is_chance() && notation.empty(); }
    bool operator==(const Told&) const = default;
};

// A held decision revealed: its place in the log, its seat and what it was.
struct Revealed {
    std::size_t index = 0;
    Seat seat = 0;
    std::string notation;
    bool operator==(const Revealed&) const = default;
};

// A told event in the form of Session::log_json: {"chance": …}, {"seat": N, "action": …},
// {"seat": N, "action": …, "held": true} for the viewer's own held decision, or
// {"seat": N} for a decision not told yet.
nlohmann::json to_json(const Told& told);
// Reads that form back; throws std::invalid_argument naming what is wrong.
Told told_from_json(const nlohmann::json& json);
// {"seat": N, "action": …, "index": I}, and back (std::invalid_argument).
nlohmann::json to_json(const Revealed& revealed);
Revealed revealed_from_json(const nlohmann::json& json);

// Applies `event` to `state` as a viewer was told it: false when it is a decision not told
// yet (hidden), or its notation does not read or apply there.
bool apply_told(State& state, const Told& event);

// Whether `seat`'s decision `action` on `state` would be held (tried on a copy).
bool would_hold(const State& state, Seat seat, Action action);
// Whether `seat`'s decision due on `state` will be held, whichever it takes: a hot-seat
// table asks the others to look away while the seat decides.
bool decides_in_secret(const State& state, Seat seat);

// Which of a game's decisions are held, followed event by event from the game's start.
class Secrets {
  public:
    // The game begins again with `start`, before its first event.
    void begin(const State& start);
    // `event` was just applied, and made `after`.
    void follow(const Event& event, const State& after);

    // Whether decision `index` of the log is held: revealed to no seat but its own yet.
    bool held(std::size_t index) const { return held_[index]; }
    // Whether any decision is held now.
    bool holding() const { return holding_ > 0; }
    // The held decisions the last event revealed, by their places in the log, oldest
    // first.
    const std::vector<std::size_t>& revealed() const { return revealed_; }

  private:
    std::vector<int> counts_;                     // by seat, as the state last said
    std::vector<std::deque<std::size_t>> seats_;  // by seat, its held decisions, oldest first
    std::vector<bool> held_;                      // by event
    std::size_t holding_ = 0;
    std::vector<std::size_t> revealed_;
};

}  // namespace dicebox
