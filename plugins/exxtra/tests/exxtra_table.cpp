// Helpers of the Exxtra rule tests (see exxtra_table.hpp).
#include "exxtra_table.hpp"

#include "plugins.hpp"

namespace exxtra_test {

namespace {

bool is_decision(std::string_view event) {
    return event.starts_with("roll") || event.starts_with("place");
}

}  // namespace

const dicebox::GameModule& exxtra() {
    return testing_support::module("exxtra");
}

dicebox::GameConfig config(int players, json params) {
    dicebox::GameConfig out;
    out.players = players;
    out.params = std::move(params);
    return out;
}

dicebox::Session new_session(int players, json params) {
    return dicebox::Session(exxtra(), config(players, std::move(params)), 1);
}

std::string play(dicebox::Session& session, Seat seat,
                 const std::vector<std::string_view>& events) {
    return testing_support::play_events(session, seat, events, is_decision);
}

std::string play(dicebox::State& state, Seat seat, const std::vector<std::string_view>& events) {
    return testing_support::play_events(state, seat, events, is_decision);
}

json blank_position(int players, json params) {
    return exxtra().new_game(config(players, std::move(params)))->to_json();
}

void set_position(json& position, Seat seat, int spaces) {
    position["seats"][static_cast<std::size_t>(seat)]["position"] = spaces;
}

void set_pair(json& position, Seat seat, int ring, int value) {
    position["seats"][static_cast<std::size_t>(seat)]["ring"] = ring;
    position["ladder"][std::to_string(ring)].push_back({{"seat", seat}, {"value", value}});
}

std::unique_ptr<dicebox::State> load(const json& position) {
    return exxtra().state_from_json(position);
}

int position(const dicebox::State& state, Seat seat) {
    return state.to_json()["seats"][static_cast<std::size_t>(seat)]["position"].get<int>();
}

std::optional<int> ring(const dicebox::State& state, Seat seat) {
    const json ring = state.to_json()["seats"][static_cast<std::size_t>(seat)]["ring"];
    if (ring.is_null()) return std::nullopt;
    return ring.get<int>();
}

json pairs_on(const dicebox::State& state, int ring) {
    return state.to_json()["ladder"][std::to_string(ring)];
}

json value(const dicebox::State& state) {
    return state.to_json()["value"];
}

Seat current(const dicebox::State& state) {
    return state.to_json()["current"].get<Seat>();
}

bool ladder_empty(const dicebox::State& state) {
    const json position = state.to_json();
    for (const auto& [ring, pairs] : position["ladder"].items()) {
        if (!pairs.empty()) return false;
    }
    return true;
}

}  // namespace exxtra_test
