// The game API: one game in progress, as every module implements it.
//
// In the spirit of OpenSpiel's State. The state knows whether chance is due or which
// seats must decide, lists their legal actions, applies one, and tells when the game
// is over and who won. Actions and chance outcomes are compact integers inside the
// engine; the notation of docs/rules.md appears only at the edges (format_/parse_).
//
// Simultaneous decisions (EXTRA!'s secret choices on a shared roll) are a set of
// seats to move; each decides privately, in any order, and the state reveals them
// together.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/result.hpp"

namespace dicebox {

class Rng;

using Seat = int;
using Action = std::uint64_t;   // module-defined encoding of a decision
using Outcome = std::uint64_t;  // module-defined encoding of a chance outcome

// The viewer who sits at no seat: a spectator, a hot-seat table, a log.
inline constexpr Seat kOnlooker = -1;

class State {
  public:
    virtual ~State() = default;
    virtual std::unique_ptr<State> clone() const = 0;

    // The state as one seat (or kOnlooker) sees it: another seat's pending secret
    // (EXTRA!'s choice before all are in) is absent. The rules keep secrets, not the
    // front ends: a server sends each player their view, and the terminal, the boards
    // and the engine draw or send only views; the full state is for the history,
    // replay and tests. A view is a state like any other (to_json, state_from_json).
    // By default a clone: a game without secrets shows everybody everything.
    virtual std::unique_ptr<State> view(Seat viewer) const;
    // The game's secrets among its events (dicebox/secrets.hpp): how many of `seat`'s
    // decisions the state holds now, taken but not yet revealed to the other seats. A
    // decision that raises its seat's count is held: the others are told that the seat
    // decided, not what, until an event lowers the count again. Whether a decision is
    // held depends on the state and the seat, not on which action it is. By default
    // none: every decision is told to everybody at once.
    virtual int held_decisions(Seat /*seat*/) const { return 0; }

    virtual int players() const = 0;
    virtual bool terminal() const = 0;
    virtual bool chance_due() const = 0;
    // The seats whose decision is due; empty while chance is due or when over.
    virtual void to_move(std::vector<Seat>& seats) const = 0;

    // Decisions. apply() requires an action for which refusal() is empty.
    virtual void legal_actions(Seat seat, std::vector<Action>& actions) const = 0;
    virtual std::string refusal(Seat seat, Action action) const = 0;
    virtual void apply(Seat seat, Action action) = 0;

    // Chance. The host's Rng samples; a forced outcome is checked by chance_refusal().
    virtual Outcome sample_chance(Rng& rng) const = 0;
    virtual std::string chance_refusal(Outcome outcome) const = 0;
    virtual void apply_chance(Outcome outcome) = 0;

    // Results: each seat's score as it would count now, and the winners when over
    // (several on a shared win; none when a solo game is lost).
    virtual std::vector<int> scores() const = 0;
    virtual std::vector<Seat> winners() const = 0;
    // Whether `seat` may still be among the winners: false once the game is lost for it
    // whatever happens next (a Strike player out of a single game), so that the games a
    // coach plays on stop there. A game that does not say is never lost before its end.
    virtual bool can_win(Seat /*seat*/) const { return true; }

    // The notation of docs/rules.md. Parsing checks the form only; legality is refusal()'s.
    virtual std::string format_action(Action action) const = 0;
    virtual Result<Action> parse_action(std::string_view text) const = 0;
    virtual std::string format_outcome(Outcome outcome) const = 0;
    virtual Result<Outcome> parse_outcome(std::string_view text) const = 0;

    // The whole state, as in docs/protocol.md; GameModule::state_from_json reads it back.
    virtual nlohmann::json to_json() const = 0;
    // The fields every game's to_json() starts from (docs/protocol.md, "The state"):
    // players, terminal, to_move ("chance" or the seats), scores, winners.
    nlohmann::json common_json() const;

    // A broken rule invariant in words, or empty. The conformance suite calls it
    // after every event.
    virtual std::string broken_invariant() const = 0;

    // Applies the action if it is legal; otherwise changes nothing and returns why not.
    std::string try_apply(Seat seat, Action action);
    std::string try_apply_chance(Outcome outcome);
};

}  // namespace dicebox
