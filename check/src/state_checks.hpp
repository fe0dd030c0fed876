// What must hold of every state of every module, and of every event, checked through the
// generic API. Each broken property is a finding naming where it happened.
#pragma once

#include <string>
#include <vector>

#include "dicebox/check/findings.hpp"
#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox::check {

// The state alone: its invariant; whose turn it is; legal actions; scores and winners;
// the notation and JSON round trips; the common fields of the state JSON.
void check_state(const GameModule& module, const State& state, const std::string& where,
                 Findings& findings);

// The event just played: a chance outcome reads back from its notation, and forcing the
// sampled outcome on the state before gives the same state.
void check_event(const State& before, const Event& event, const State& after,
                 const std::string& where, Findings& findings);

// Every listed legal action of every seat to move applies on a copy of the state.
void check_every_legal_action_applies(const State& state, const std::string& where,
                                      Findings& findings);

std::vector<Seat> seats_to_move(const State& state);
std::vector<Action> legal_actions(const State& state, Seat seat);

}  // namespace dicebox::check
