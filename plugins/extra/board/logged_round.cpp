#include "logged_round.hpp"

#include <algorithm>

namespace extra_board {

using dicebox::Seat;
using nlohmann::json;

namespace {

void apply(dicebox::Session& session, const dicebox::Event& event) {
    if (event.is_chance()) {
        session.force(event.code);
    } else {
        session.act(event.seat, event.code);
    }
}

}  // namespace

QString LoggedRound::choice_of(Seat seat) const {
    for (const auto& [chooser, choice] : choices) {
        if (chooser == seat) return choice;
    }
    return {};
}

LoggedRound last_round(const dicebox::Session& session) {
    LoggedRound round;
    const auto& log = session.log();
    const auto last_roll = std::find_if(
        log.rbegin(), log.rend(), [](const dicebox::Event& event) { return event.is_chance(); });
    if (last_roll == log.rend()) return round;
    // The game again up to the roll, in a session of its own: the sheets as the dice fell.
    const auto rolled = static_cast<std::size_t>(log.rend() - last_roll);
    dicebox::Session scratch(session.module(), session.config(), session.seed());
    for (std::size_t i = 0; i < rolled; ++i) apply(scratch, log[i]);
    const json at_roll = scratch.state().to_json();
    round.round = at_roll.value("round", 0);
    round.roll = at_roll["roll"].get<std::vector<int>>();
    round.before = at_roll["seats"];
    for (std::size_t i = rolled; i < log.size(); ++i) {
        apply(scratch, log[i]);
        round.choices.emplace_back(log[i].seat, QString::fromStdString(scratch.format(log[i])));
    }
    // The seats still to choose choose anything, so that the rules enter the choices made;
    // only the sheets of the seats that chose are read.
    auto state = scratch.state().clone();
    std::vector<Seat> seats;
    std::vector<dicebox::Action> actions;
    for (;;) {
        state->to_move(seats);
        if (state->terminal() || state->chance_due() || seats.empty()) break;
        state->legal_actions(seats.front(), actions);
        if (actions.empty()) break;
        state->apply(seats.front(), actions.front());
    }
    const json entered = state->to_json()["seats"];
    for (std::size_t seat = 0; seat < entered.size(); ++seat) {
        round.after.push_back(round.choice_of(static_cast<Seat>(seat)).isEmpty() ? json()
                                                                                 : entered[seat]);
    }
    return round;
}

}  // namespace extra_board
