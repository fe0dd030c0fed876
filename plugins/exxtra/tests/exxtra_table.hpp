// What the Exxtra rule tests share: the real plugin, games through dicebox::Session
// with forced dice, positions edited from a new game's JSON, and the pawns and the
// dice ladder read back from the JSON.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/session.hpp"
#include "dicebox/state.hpp"
#include "game_steps.hpp"

namespace exxtra_test {

using dicebox::Seat;
using nlohmann::json;

// The Exxtra module of the real plugin, loaded by the real loader.
const dicebox::GameModule& exxtra();

dicebox::GameConfig config(int players, json params = json::object());

// A game with the first roll due; tests force every roll.
dicebox::Session new_session(int players, json params = json::object());

// One player's events of a turn, in notation: rolls ("4 2") and decisions ("roll",
// "place 5"). Returns the first refusal, naming the event, or empty when all applied.
std::string play(dicebox::Session& session, Seat seat, const std::vector<std::string_view>& events);
std::string play(dicebox::State& state, Seat seat, const std::vector<std::string_view>& events);

// Positions: the JSON of a new game, edited with the helpers below, then read back by
// the module (GameModule::state_from_json).
json blank_position(int players, json params = json::object());
void set_position(json& position, Seat seat, int spaces);
// Puts the seat's pair of `value` on `ring`.
void set_pair(json& position, Seat seat, int ring, int value);
std::unique_ptr<dicebox::State> load(const json& position);

// Reading the state back through State::to_json.
int position(const dicebox::State& state, Seat seat);
// The ring of the seat's pair, or nullopt when the pair is not on the ladder.
std::optional<int> ring(const dicebox::State& state, Seat seat);
// The pairs on one ring, as the JSON lists them: [{"seat": 0, "value": 64}].
json pairs_on(const dicebox::State& state, int ring);
// The value of the roll waiting for a decision (null when none waits).
json value(const dicebox::State& state);
Seat current(const dicebox::State& state);
using testing_support::legal;
using testing_support::to_move;
// No pair on any ring.
bool ladder_empty(const dicebox::State& state);

}  // namespace exxtra_test
