#include "game_steps.hpp"

#include <fmt/format.h>

namespace testing_support {

namespace {

std::string named(std::string_view event, const std::string& why) {
    return why.empty() ? why : fmt::format("'{}': {}", event, why);
}

}  // namespace

std::string play_events(dicebox::Session& session, dicebox::Seat seat,
                        const std::vector<std::string_view>& events, IsDecision is_decision) {
    for (const auto event : events) {
        const std::string why =
            is_decision(event) ? session.act(seat, event) : session.force(event);
        if (!why.empty()) return named(event, why);
    }
    return {};
}

std::string play_events(dicebox::State& state, dicebox::Seat seat,
                        const std::vector<std::string_view>& events, IsDecision is_decision) {
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

std::vector<dicebox::Seat> to_move(const dicebox::State& state) {
    std::vector<dicebox::Seat> seats;
    state.to_move(seats);
    return seats;
}

std::vector<std::string> legal(const dicebox::State& state, dicebox::Seat seat) {
    std::vector<dicebox::Action> actions;
    state.legal_actions(seat, actions);
    std::vector<std::string> out;
    for (const auto action : actions) out.push_back(state.format_action(action));
    return out;
}

}  // namespace testing_support
