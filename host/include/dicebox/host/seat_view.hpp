// What a seat (or an onlooker) is shown of a game: its view of the state as JSON, with
// the seats' names, and its legal decisions in notation. The engine and a server's
// tables send only these, so another seat's secret never leaves the rules.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox::host {

// State::view(viewer) as docs/protocol.md describes it, each seat named by `names` (in
// seat order; an empty name, or a seat past the list, keeps the game's own).
nlohmann::json view_json(const dicebox::State& state, dicebox::Seat viewer,
                         const std::vector<std::string>& names);

// The seat's legal decisions in notation, as its own view knows them.
nlohmann::json legal_notation(const dicebox::State& state, dicebox::Seat seat);

}  // namespace dicebox::host
