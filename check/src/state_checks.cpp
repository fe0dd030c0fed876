#include "state_checks.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

namespace dicebox::check {

using nlohmann::json;

std::vector<Seat> seats_to_move(const State& state) {
    std::vector<Seat> seats;
    state.to_move(seats);
    return seats;
}

std::vector<Action> legal_actions(const State& state, Seat seat) {
    std::vector<Action> actions;
    state.legal_actions(seat, actions);
    return actions;
}

namespace {

void check_turn(const State& state, const std::string& where, Findings& findings) {
    const auto seats = seats_to_move(state);
    if (state.chance_due() && state.terminal()) findings.add(where + ": chance due after the end");
    if (seats.empty() != (state.chance_due() || state.terminal())) {
        findings.add(where +
                     ": seats are to move while chance is due or the game is over, or "
                     "none while neither");
    }
    if (std::set<Seat>(seats.begin(), seats.end()).size() != seats.size()) {
        findings.add(where + ": a seat is listed twice in to_move");
    }
    for (Seat seat = 0; seat < state.players(); ++seat) {
        const auto actions = legal_actions(state, seat);
        const bool moving = std::find(seats.begin(), seats.end(), seat) != seats.end();
        if (moving && actions.empty()) {
            findings.add(
                fmt::format("{}: seat {} is to move but has no legal action", where, seat));
        }
        if (!moving && !actions.empty()) {
            findings.add(
                fmt::format("{}: seat {} is not to move but has legal actions", where, seat));
        }
        if (std::set<Action>(actions.begin(), actions.end()).size() != actions.size()) {
            findings.add(fmt::format("{}: seat {} has a legal action listed twice", where, seat));
        }
    }
    for (Seat seat : seats) {
        if (seat < 0 || seat >= state.players()) {
            findings.add(
                fmt::format("{}: seat {} is to move, but there is no such seat", where, seat));
        }
    }
}

void check_results(const State& state, const std::string& where, Findings& findings) {
    if (state.scores().size() != static_cast<std::size_t>(state.players())) {
        findings.add(fmt::format("{}: {} scores for {} players", where, state.scores().size(),
                                 state.players()));
    }
    if (!state.terminal()) return;
    const auto winners = state.winners();
    if (std::set<Seat>(winners.begin(), winners.end()).size() != winners.size()) {
        findings.add(where + ": a winner is listed twice");
    }
    for (Seat seat : winners) {
        if (seat < 0 || seat >= state.players()) {
            findings.add(fmt::format("{}: winner {} is no seat", where, seat));
        }
    }
}

void check_notation(const State& state, const std::string& where, Findings& findings) {
    for (Seat seat : seats_to_move(state)) {
        for (Action action : legal_actions(state, seat)) {
            const auto text = state.format_action(action);
            const auto back = state.parse_action(text);
            if (!back) {
                findings.add(fmt::format("{}: action '{}' does not read back: {}", where, text,
                                         back.error()));
            } else if (*back != action || state.format_action(*back) != text) {
                findings.add(
                    fmt::format("{}: action '{}' reads back as another action", where, text));
            }
        }
    }
}

// The field `name` of the state's JSON must be `expected`.
void check_field(const json& saved, const char* name, const json& expected,
                 const std::string& where, Findings& findings) {
    if (!saved.contains(name)) {
        findings.add(fmt::format("{}: the state's JSON has no '{}'", where, name));
    } else if (saved[name] != expected) {
        findings.add(fmt::format("{}: the state's JSON says {} is {}, the state {}", where, name,
                                 saved[name].dump(), expected.dump()));
    }
}

void check_json(const GameModule& module, const State& state, const std::string& where,
                Findings& findings) {
    const json saved = state.to_json();
    check_field(saved, "game", module.info().id, where, findings);
    check_field(saved, "players", state.players(), where, findings);
    check_field(saved, "terminal", state.terminal(), where, findings);
    check_field(saved, "scores", state.scores(), where, findings);
    check_field(saved, "to_move", state.chance_due() ? json("chance") : json(seats_to_move(state)),
                where, findings);
    if (state.terminal()) check_field(saved, "winners", state.winners(), where, findings);

    std::unique_ptr<State> restored;
    try {
        restored = module.state_from_json(saved);
    } catch (const std::exception& error) {
        findings.add(fmt::format("{}: the state's own JSON is refused: {}", where, error.what()));
        return;
    }
    if (restored->to_json() != saved) {
        findings.add(fmt::format("{}: the JSON does not round-trip: {} reads back as {}", where,
                                 saved.dump(), restored->to_json().dump()));
        return;
    }
    if (seats_to_move(*restored) != seats_to_move(state) ||
        restored->chance_due() != state.chance_due()) {
        findings.add(where + ": the state read back from its JSON has another turn");
    }
    for (Seat seat : seats_to_move(state)) {
        if (legal_actions(*restored, seat) != legal_actions(state, seat)) {
            findings.add(fmt::format(
                "{}: the state read back from its JSON has other legal actions for seat {}", where,
                seat));
        }
    }
}

}  // namespace

void check_state(const GameModule& module, const State& state, const std::string& where,
                 Findings& findings) {
    if (const auto broken = state.broken_invariant(); !broken.empty()) {
        findings.add(fmt::format("{}: an invariant is broken: {}", where, broken));
    }
    check_turn(state, where, findings);
    check_results(state, where, findings);
    check_notation(state, where, findings);
    check_json(module, state, where, findings);
}

void check_event(const State& before, const Event& event, const State& after,
                 const std::string& where, Findings& findings) {
    if (!event.is_chance()) return;
    const auto text = before.format_outcome(event.code);
    const auto back = before.parse_outcome(text);
    if (!back) {
        findings.add(
            fmt::format("{}: outcome '{}' does not read back: {}", where, text, back.error()));
        return;
    }
    if (*back != event.code) {
        findings.add(fmt::format("{}: outcome '{}' reads back as another outcome", where, text));
    }
    auto forced = before.clone();
    if (const auto why = forced->try_apply_chance(event.code); !why.empty()) {
        findings.add(
            fmt::format("{}: the sampled outcome '{}' cannot be forced: {}", where, text, why));
    } else if (forced->to_json() != after.to_json()) {
        findings.add(
            fmt::format("{}: forcing the sampled outcome '{}' gives another state", where, text));
    }
}

void check_every_legal_action_applies(const State& state, const std::string& where,
                                      Findings& findings) {
    for (Seat seat : seats_to_move(state)) {
        for (Action action : legal_actions(state, seat)) {
            auto copy = state.clone();
            const auto text = state.format_action(action);
            if (const auto why = copy->try_apply(seat, action); !why.empty()) {
                findings.add(fmt::format("{}: seat {}'s listed action '{}' is refused: {}", where,
                                         seat, text, why));
            } else if (const auto broken = copy->broken_invariant(); !broken.empty()) {
                findings.add(fmt::format("{}: after seat {}'s '{}' an invariant is broken: {}",
                                         where, seat, text, broken));
            }
        }
    }
}

}  // namespace dicebox::check
