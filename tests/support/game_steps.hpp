// Steps of a game in the notation of docs/rules.md, for the rule tests of every game.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dicebox/session.hpp"
#include "dicebox/state.hpp"

namespace testing_support {

// Tells a decision ("roll", "throw soft") from a chance outcome ("4 2") in a game's
// notation.
using IsDecision = bool (*)(std::string_view event);

// Applies one seat's events in order, decisions through act() and outcomes through
// force(); the first refusal, prefixed with the refused event ("'place 4': ..."), or
// empty when all applied.
std::string play_events(dicebox::Session& session, dicebox::Seat seat,
                        const std::vector<std::string_view>& events, IsDecision is_decision);
// The same on a bare state, as loaded from a position.
std::string play_events(dicebox::State& state, dicebox::Seat seat,
                        const std::vector<std::string_view>& events, IsDecision is_decision);

std::vector<dicebox::Seat> to_move(const dicebox::State& state);
// The legal actions of a seat, in notation.
std::vector<std::string> legal(const dicebox::State& state, dicebox::Seat seat);

}  // namespace testing_support
