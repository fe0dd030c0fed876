// What the EXTRA! rule tests share: the real plugin, games through dicebox::Session,
// positions edited from a new game's JSON, and the sheets read back from the JSON.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/session.hpp"
#include "dicebox/state.hpp"
#include "game_steps.hpp"

namespace extra_test {

using dicebox::Seat;
using nlohmann::json;

// The EXTRA! module of the real plugin, loaded by the real loader.
const dicebox::GameModule& extra();

dicebox::GameConfig config(int players, json params = json::object(), std::vector<json> seats = {});

// A game with the dice still to be rolled; tests force every roll.
dicebox::Session new_session(int players, json params = json::object(),
                             std::vector<json> seats = {});

// Positions: the JSON of a new game, edited with the helpers below, then read back by
// the module (GameModule::state_from_json).
json blank_position(int players, json params = json::object(), std::vector<json> seats = {});
// Writes `number` at the head of EXTRA column `column` (1-based) with `crosses` crosses.
void write_number(json& position, Seat seat, int column, int number, int crosses);
// Sets the crosses of the row of `sum`.
void set_row(json& position, Seat seat, int sum, int crosses);
// The player's EXTRA numbers 1, 3, 6 in columns 1, 2, 3, one cross each: the rulebook's
// free-ride example.
void write_numbers_1_3_6(json& position, Seat seat);
std::unique_ptr<dicebox::State> load(const json& position);

// Rolls or chooses on a bare state; each returns the refusal, or empty when applied.
std::string roll(dicebox::State& state, std::string_view dice);
std::string choose(dicebox::State& state, Seat seat, std::string_view choice);

// Reading the state back through State::to_json.
json sheet(const dicebox::State& state, Seat seat);
int row(const dicebox::State& state, Seat seat, int sum);
json column(const dicebox::State& state, Seat seat, int column);  // 1-based
using testing_support::legal;
using testing_support::to_move;
// The notation of a choice as the engine writes it back (normalised).
std::string normalised(const dicebox::State& state, std::string_view choice);

}  // namespace extra_test
