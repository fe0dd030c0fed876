// Helpers of the EXTRA! rule tests (see extra_table.hpp).
#include "extra_table.hpp"

#include <gtest/gtest.h>

#include "plugins.hpp"

namespace extra_test {

const dicebox::GameModule& extra() {
    return testing_support::module("extra");
}

dicebox::GameConfig config(int players, json params, std::vector<json> seats) {
    dicebox::GameConfig out;
    out.players = players;
    out.params = std::move(params);
    out.seats = std::move(seats);
    return out;
}

dicebox::Session new_session(int players, json params, std::vector<json> seats) {
    return dicebox::Session(extra(), config(players, std::move(params), std::move(seats)), 1);
}

json blank_position(int players, json params, std::vector<json> seats) {
    return extra().new_game(config(players, std::move(params), std::move(seats)))->to_json();
}

void write_number(json& position, Seat seat, int column, int number, int crosses) {
    json& entry = position["seats"][static_cast<std::size_t>(seat)]["extra"]
                          [static_cast<std::size_t>(column - 1)];
    entry["number"] = number;
    entry["crosses"] = crosses;
}

void set_row(json& position, Seat seat, int sum, int crosses) {
    position["seats"][static_cast<std::size_t>(seat)]["rows"][std::to_string(sum)] = crosses;
}

void write_numbers_1_3_6(json& position, Seat seat) {
    write_number(position, seat, 1, 1, 1);
    write_number(position, seat, 2, 3, 1);
    write_number(position, seat, 3, 6, 1);
}

std::unique_ptr<dicebox::State> load(const json& position) {
    return extra().state_from_json(position);
}

std::string roll(dicebox::State& state, std::string_view dice) {
    const auto outcome = state.parse_outcome(dice);
    if (!outcome) return outcome.error();
    return state.try_apply_chance(*outcome);
}

std::string choose(dicebox::State& state, Seat seat, std::string_view choice) {
    const auto action = state.parse_action(choice);
    if (!action) return action.error();
    return state.try_apply(seat, *action);
}

json sheet(const dicebox::State& state, Seat seat) {
    return state.to_json()["seats"][static_cast<std::size_t>(seat)];
}

int row(const dicebox::State& state, Seat seat, int sum) {
    return sheet(state, seat)["rows"][std::to_string(sum)].get<int>();
}

json column(const dicebox::State& state, Seat seat, int column) {
    return sheet(state, seat)["extra"][static_cast<std::size_t>(column - 1)];
}

std::string normalised(const dicebox::State& state, std::string_view choice) {
    const auto action = state.parse_action(choice);
    EXPECT_TRUE(action) << choice << ": " << action.error();
    return action ? state.format_action(*action) : std::string();
}

}  // namespace extra_test
