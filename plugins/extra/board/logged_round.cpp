#include "logged_round.hpp"

#include <algorithm>

namespace dicebox::extra_board {

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

std::size_t events_to_last_roll(const dicebox::Session& session) {
    const auto& log = session.log();
    const auto last_roll = std::find_if(
        log.rbegin(), log.rend(), [](const dicebox::Event& event) { return event.is_chance(); });
    return static_cast<std::size_t>(log.rend() - last_roll);
}

std::unique_ptr<dicebox::Session> replayed_to_last_roll(const dicebox::Session& session) {
    const std::size_t rolled = events_to_last_roll(session);
    if (rolled == 0) return nullptr;
    auto scratch =
        std::make_unique<dicebox::Session>(session.module(), session.config(), session.seed());
    for (std::size_t i = 0; i < rolled; ++i) apply(*scratch, session.log()[i]);
    return scratch;
}

LoggedRound last_round(const dicebox::Session& session) {
    LoggedRound round;
    const auto& log = session.log();
    // The sheets as the dice fell, then each choice made on them.
    const auto replayed = replayed_to_last_roll(session);
    if (!replayed) return round;
    dicebox::Session& scratch = *replayed;
    const std::size_t rolled = scratch.log().size();
    const json at_roll = scratch.state().to_json();
    round.round = at_roll.value("round", 0);
    round.roll = at_roll["roll"].get<std::vector<int>>();
    round.before = at_roll["seats"];
    for (std::size_t i = rolled; i < log.size(); ++i) {
        apply(scratch, log[i]);
        round.choices.emplace_back(log[i].seat, QString::fromStdString(scratch.format(log[i])));
    }
    // Only the sheets of the seats that chose are read.
    auto state = scratch.state().clone();
    rest_choose_anything(*state);
    const json entered = state->to_json()["seats"];
    for (std::size_t seat = 0; seat < entered.size(); ++seat) {
        round.after.push_back(round.choice_of(static_cast<Seat>(seat)).isEmpty() ? json()
                                                                                 : entered[seat]);
    }
    return round;
}

}  // namespace dicebox::extra_board
