// What the Strike rule tests share: the real plugin, games through dicebox::Session with
// forced outcomes, positions edited from a new game's JSON, and the reserves, the arena
// and the removed dice read back from the JSON.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/session.hpp"
#include "dicebox/state.hpp"
#include "game_steps.hpp"

namespace strike_test {

using dicebox::Seat;
using nlohmann::json;

// The Strike module of the real plugin, loaded by the real loader.
const dicebox::GameModule& strike();

dicebox::GameConfig config(int players, json params = json::object());

// A game with the starting die due; tests force every outcome.
dicebox::Session new_session(int players, json params = json::object(), std::uint64_t seed = 1);

// One player's events, in notation: decisions ("throw soft", "stop") and outcomes
// ("arena 4", "arena 3 3 5 | x 1 | out 0"). Returns the first refusal, naming the event,
// or empty when all applied.
std::string play(dicebox::Session& session, Seat seat, const std::vector<std::string_view>& events);
std::string play(dicebox::State& state, Seat seat, const std::vector<std::string_view>& events);

// A position between throws or with dice in the air: a new game's JSON with the phase,
// the arena, the reserves and the seat to throw set, and the removed dice making up the
// rest of the box (the unused dice stay as the set-up left them after the starting die).
json position(int players, std::string_view phase, const std::vector<int>& arena,
              const std::vector<int>& reserves, Seat current = 0, json params = json::object());
// Marks a seat out (with an empty reserve) and balances the removed dice again.
void set_out(json& position, Seat seat);
// Makes the removed dice what the box's dice leave over.
void balance_removed(json& position);
std::unique_ptr<dicebox::State> load(const json& position);

// Reading the state back through State::to_json.
std::vector<int> arena(const dicebox::State& state);
int reserve(const dicebox::State& state, Seat seat);
bool out(const dicebox::State& state, Seat seat);
int removed(const dicebox::State& state);
int unused(const dicebox::State& state);
std::string phase(const dicebox::State& state);
Seat current(const dicebox::State& state);
bool big_throw(const dicebox::State& state);
using testing_support::legal;
using testing_support::to_move;
// Reserves + arena + removed + unused, as the JSON shows them.
int dice_accounted(const json& saved);

}  // namespace strike_test
