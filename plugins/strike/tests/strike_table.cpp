// Helpers of the Strike rule tests (see strike_table.hpp).
#include "strike_table.hpp"

#include "plugins.hpp"

namespace strike_test {

namespace {

bool is_decision(std::string_view event) {
    return event.starts_with("throw") || event.starts_with("stop");
}

json& seat_of(json& position, Seat seat) {
    return position["seats"][static_cast<std::size_t>(seat)];
}

}  // namespace

const dicebox::GameModule& strike() {
    return testing_support::module("strike");
}

dicebox::GameConfig config(int players, json params) {
    dicebox::GameConfig out;
    out.players = players;
    out.params = std::move(params);
    return out;
}

dicebox::Session new_session(int players, json params, std::uint64_t seed) {
    return dicebox::Session(strike(), config(players, std::move(params)), seed);
}

std::string play(dicebox::Session& session, Seat seat,
                 const std::vector<std::string_view>& events) {
    return testing_support::play_events(session, seat, events, is_decision);
}

std::string play(dicebox::State& state, Seat seat, const std::vector<std::string_view>& events) {
    return testing_support::play_events(state, seat, events, is_decision);
}

json position(int players, std::string_view phase, const std::vector<int>& arena,
              const std::vector<int>& reserves, Seat current, json params) {
    json out = strike().new_game(config(players, std::move(params)))->to_json();
    out["phase"] = phase;
    out["to_move"] = json::array({current});
    out["current"] = current;
    out["arena"] = arena;
    // The starting die came out of the unused dice.
    out["unused"] = out["unused"].get<int>() - 1;
    for (Seat seat = 0; seat < players; ++seat) {
        seat_of(out, seat)["reserve"] = reserves.at(static_cast<std::size_t>(seat));
    }
    balance_removed(out);
    return out;
}

void set_out(json& position, Seat seat) {
    seat_of(position, seat)["reserve"] = 0;
    seat_of(position, seat)["out"] = true;
    balance_removed(position);
}

void balance_removed(json& position) {
    position["removed"] = 0;
    position["removed"] = position["params"]["dice"].get<int>() - dice_accounted(position);
}

std::unique_ptr<dicebox::State> load(const json& position) {
    return strike().state_from_json(position);
}

std::vector<int> arena(const dicebox::State& state) {
    return state.to_json()["arena"].get<std::vector<int>>();
}

int reserve(const dicebox::State& state, Seat seat) {
    return state.to_json()["seats"][static_cast<std::size_t>(seat)]["reserve"].get<int>();
}

bool out(const dicebox::State& state, Seat seat) {
    return state.to_json()["seats"][static_cast<std::size_t>(seat)]["out"].get<bool>();
}

int removed(const dicebox::State& state) {
    return state.to_json()["removed"].get<int>();
}

int unused(const dicebox::State& state) {
    return state.to_json()["unused"].get<int>();
}

std::string phase(const dicebox::State& state) {
    return state.to_json()["phase"].get<std::string>();
}

Seat current(const dicebox::State& state) {
    return state.to_json()["current"].get<Seat>();
}

bool big_throw(const dicebox::State& state) {
    return state.to_json()["big_throw"].get<bool>();
}

int dice_accounted(const json& saved) {
    int dice = static_cast<int>(saved["arena"].size()) + saved["removed"].get<int>() +
               saved["unused"].get<int>();
    for (const auto& seat : saved["seats"]) dice += seat["reserve"].get<int>();
    return dice;
}

}  // namespace strike_test
