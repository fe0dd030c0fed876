// Helpers of the Strike rule tests (see strike_table.hpp).
#include "strike_table.hpp"

#include <fmt/format.h>

#include "plugins.hpp"

namespace strike_test {

namespace {

bool is_decision(std::string_view event) {
    return event.starts_with("throw") || event.starts_with("stop");
}

std::string named(std::string_view event, const std::string& why) {
    return why.empty() ? why : fmt::format("'{}': {}", event, why);
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
    for (const auto event : events) {
        const std::string why =
            is_decision(event) ? session.act(seat, event) : session.force(event);
        if (!why.empty()) return named(event, why);
    }
    return {};
}

std::string play(dicebox::State& state, Seat seat, const std::vector<std::string_view>& events) {
    for (const auto event : events) {
        std::string why;
        if (is_decision(event)) {
            const auto action = state.parse_action(event);
            why = action ? state.try_apply(seat, *action) : action.error();
        } else {
            const auto outcome = state.parse_outcome(event);
            why = outcome ? state.try_apply_chance(*outcome) : outcome.error();
        }
        if (!why.empty()) return named(event, why);
    }
    return {};
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

std::vector<Seat> to_move(const dicebox::State& state) {
    std::vector<Seat> seats;
    state.to_move(seats);
    return seats;
}

std::vector<std::string> legal(const dicebox::State& state, Seat seat) {
    std::vector<dicebox::Action> actions;
    state.legal_actions(seat, actions);
    std::vector<std::string> out;
    for (const auto action : actions) out.push_back(state.format_action(action));
    return out;
}

int dice_accounted(const json& saved) {
    int dice = static_cast<int>(saved["arena"].size()) + saved["removed"].get<int>() +
               saved["unused"].get<int>();
    for (const auto& seat : saved["seats"]) dice += seat["reserve"].get<int>();
    return dice;
}

}  // namespace strike_test
