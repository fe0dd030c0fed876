// Who looks at a game, and the choices a check compares: what the view checks and the
// checks of what is told share.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox::check {

// The legal actions a deciding seat's first one is compared with: the one in the middle
// and the last. Enough to tell choices apart without applying every action.
std::vector<Action> alternatives(const std::vector<Action>& actions);

// Every seat, then the onlooker.
std::vector<Seat> viewers(const State& state);
// "seat 1", "the onlooker".
std::string viewer_name(Seat viewer);
// Each viewer's view of `state` as JSON, in the order of viewers().
std::vector<nlohmann::json> view_jsons(const State& state);

}  // namespace dicebox::check
