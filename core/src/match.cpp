#include "dicebox/match.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace dicebox {

Match::Match(Session& session, std::vector<std::unique_ptr<Bot>> bots)
    : session_(&session), bots_(std::move(bots)) {
    if (bots_.size() != static_cast<std::size_t>(session.state().players())) {
        throw std::invalid_argument(fmt::format("a match of {} players given {} seats",
                                                session.state().players(), bots_.size()));
    }
}

const Due& Match::advance() {
    while (session_->state().chance_due()) session_->roll();
    due_.over = session_->state().terminal();
    due_.bot.reset();
    due_.people.clear();
    if (due_.over) return due_;
    session_->state().to_move(to_move_);
    for (const Seat seat : to_move_) {
        if (is_person(seat)) {
            due_.people.push_back(seat);
        } else if (!due_.bot) {
            due_.bot = seat;
        }
    }
    return due_;
}

void Match::let_bot_decide(Seat seat) {
    Bot* bot = bots_.at(static_cast<std::size_t>(seat)).get();
    if (bot == nullptr) throw std::logic_error(fmt::format("seat {} is a person's", seat));
    decide(*bot, seat);
}

void Match::decide(Bot& bot, Seat seat) {
    const Action action = bot.choose(session_->state(), seat, session_->bot_rng(seat));
    if (std::string why = session_->act(seat, action); !why.empty()) {
        throw std::logic_error("a bot chose an illegal action: " + why);
    }
}

std::string Match::take(Seat seat, Action action) {
    if (seat >= 0 && seat < session_->state().players() && !is_person(seat)) {
        return fmt::format("seat {} is played by a bot", seat);
    }
    return session_->act(seat, action);
}

std::string Match::take(Seat seat, std::string_view notation) {
    const auto action = session_->state().parse_action(notation);
    if (!action) return action.error();
    return take(seat, *action);
}

// The steps of advance(), without gathering the people due: simulations play millions
// of games through here, and their bots are found first in `to_move_`.
MatchEnd Match::play(const Ask& ask) {
    Session& session = *session_;
    while (!session.state().terminal()) {
        if (session.state().chance_due()) {
            session.roll();
            continue;
        }
        session.state().to_move(to_move_);
        const auto bot = std::find_if(to_move_.begin(), to_move_.end(), [this](Seat seat) {
            return bots_[static_cast<std::size_t>(seat)] != nullptr;
        });
        if (bot != to_move_.end()) {
            decide(*bots_[static_cast<std::size_t>(*bot)], *bot);
            continue;
        }
        const Seat seat = to_move_.front();
        if (!ask) throw std::logic_error(fmt::format("nobody to ask for seat {}", seat));
        const auto action = ask(seat);
        if (!action) return MatchEnd::Abandoned;
        if (std::string why = take(seat, *action); !why.empty()) {
            throw std::logic_error("a person was let choose an illegal action: " + why);
        }
    }
    return MatchEnd::Finished;
}

std::vector<std::unique_ptr<Bot>> bots_of(const GameModule& module,
                                          const std::vector<std::string>& kinds) {
    std::vector<std::unique_ptr<Bot>> bots;
    for (const auto& kind : kinds) bots.push_back(module.make_bot(kind));
    return bots;
}

}  // namespace dicebox
