#include "logged_round.hpp"

#include <algorithm>

namespace dicebox::extra_board {

using dicebox::Seat;
using nlohmann::json;

QString LoggedRound::choice_of(Seat seat) const {
    for (const auto& [chooser, choice] : choices) {
        if (chooser == seat) return choice;
    }
    return {};
}

bool rest_choose_anything(dicebox::State& game) {
    std::vector<Seat> seats;
    std::vector<dicebox::Action> actions;
    for (;;) {
        game.to_move(seats);
        if (game.terminal() || game.chance_due() || seats.empty()) return true;
        game.legal_actions(seats.front(), actions);
        if (actions.empty()) return false;
        game.apply(seats.front(), actions.front());
    }
}

std::size_t events_to_last_roll(const std::vector<dicebox::Told>& events) {
    const auto last_roll =
        std::find_if(events.rbegin(), events.rend(),
                     [](const dicebox::Told& event) { return event.is_chance(); });
    return static_cast<std::size_t>(events.rend() - last_roll);
}

std::unique_ptr<dicebox::State> replayed_to_last_roll(const dicebox::State& initial,
                                                      const std::vector<dicebox::Told>& events) {
    const std::size_t rolled = events_to_last_roll(events);
    if (rolled == 0) return nullptr;
    auto game = initial.clone();
    for (std::size_t i = 0; i < rolled; ++i) {
        if (!dicebox::apply_told(*game, events[i])) return nullptr;
    }
    return game;
}

LoggedRound last_round(const dicebox::State& initial, const std::vector<dicebox::Told>& events) {
    LoggedRound round;
    // The sheets as the dice fell, then each choice made on them.
    const auto game = replayed_to_last_roll(initial, events);
    if (!game) return round;
    const std::size_t rolled = events_to_last_roll(events);
    const json at_roll = game->to_json();
    round.round = at_roll.value("round", 0);
    round.roll = at_roll["roll"].get<std::vector<int>>();
    round.before = at_roll["seats"];
    for (std::size_t i = rolled; i < events.size(); ++i) {
        if (!dicebox::apply_told(*game, events[i])) break;
        round.choices.emplace_back(events[i].seat, QString::fromStdString(events[i].notation));
    }
    // Only the sheets of the seats that chose are read.
    rest_choose_anything(*game);
    const json entered = game->to_json()["seats"];
    for (std::size_t seat = 0; seat < entered.size(); ++seat) {
        round.after.push_back(round.choice_of(static_cast<Seat>(seat)).isEmpty() ? json()
                                                                                 : entered[seat]);
    }
    return round;
}

}  // namespace dicebox::extra_board
