// What must hold of every state of every module, checked through the generic API.
// Each check adds a GoogleTest failure per broken property, naming the game, the
// seed and the event, so that the failing position can be replayed.
#pragma once

#include <string>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace conformance {

// "game extra, seed 17, event 42": where a failure happened.
std::string where(const dicebox::Session& session);

// The state alone: its invariant; whose turn it is; legal actions; scores and winners;
// the notation and JSON round trips; the common fields of the state JSON.
void check_state(const dicebox::GameModule& module, const dicebox::State& state,
                 const std::string& where);

// The event just played: a chance outcome reads back from its notation, and forcing
// the sampled outcome on the state before gives the same state.
void check_event(const dicebox::State& before, const dicebox::Event& event,
                 const dicebox::State& after, const std::string& where);

// Every listed legal action of every seat to move applies on a copy of the state.
void check_every_legal_action_applies(const dicebox::State& state, const std::string& where);

std::vector<dicebox::Seat> seats_to_move(const dicebox::State& state);
std::vector<dicebox::Action> legal_actions(const dicebox::State& state, dicebox::Seat seat);

}  // namespace conformance
