#include "dicebox/match.hpp"

#include <stdexcept>

namespace dicebox {

std::optional<Action> BotAgent::decide(Session& session, Seat seat) {
    return bot_->choose(session.state(), seat, session.bot_rng(seat));
}

MatchEnd run_match(Session& session, const std::vector<Agent*>& agents) {
    std::vector<Seat> seats;
    while (!session.state().terminal()) {
        if (session.state().chance_due()) {
            session.roll();
            continue;
        }
        session.state().to_move(seats);
        const Seat seat = seats.front();
        const auto action = agents.at(static_cast<std::size_t>(seat))->decide(session, seat);
        if (!action) return MatchEnd::Abandoned;
        if (std::string why = session.act(seat, *action); !why.empty()) {
            throw std::logic_error("an agent chose an illegal action: " + why);
        }
    }
    return MatchEnd::Finished;
}

}  // namespace dicebox
