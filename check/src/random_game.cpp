#include "random_game.hpp"

#include <fmt/format.h>

#include "dicebox/bot.hpp"
#include "dicebox/rng.hpp"

namespace dicebox::check {

// Stream of the seat order, apart from the dice (0) and the seats' bots (1..players).
constexpr std::uint64_t kOrderStream = 1000;

GameConfig players_config(int players) {
    GameConfig config;
    config.players = players;
    return config;
}

Session new_session(const GameModule& module, int players, std::uint64_t seed) {
    return Session(module, players_config(players), seed);
}

std::string where(const Session& session) {
    return fmt::format("game {} with {} players, seed {}, event {}", session.module().info().id,
                       session.state().players(), session.seed(), session.log().size());
}

bool play_random(Session& session, Findings& findings, const AfterEvent& after) {
    const std::size_t found_before = findings.count();
    RandomBot bot;
    Rng order(session.seed(), kOrderStream);
    std::vector<Seat> seats;
    std::vector<Action> legal;
    while (!session.state().terminal()) {
        if (session.log().size() >= kMaxEvents) {
            findings.add(fmt::format("{}: the game did not end within {} events", where(session),
                                     kMaxEvents));
            return false;
        }
        auto before = session.state().clone();
        if (session.state().chance_due()) {
            session.roll();
        } else {
            session.state().to_move(seats);
            if (seats.empty()) {
                findings.add(where(session) +
                             ": neither chance nor a seat is due in a game that goes on");
                return false;
            }
            const auto seat = seats[order.below(static_cast<std::uint32_t>(seats.size()))];
            session.state().legal_actions(seat, legal);
            if (legal.empty()) {
                findings.add(fmt::format("{}: seat {} is to move but has no legal action",
                                         where(session), seat));
                return false;
            }
            const auto action = bot.choose(session.state(), seat, session.bot_rng(seat));
            if (const auto why = session.act(seat, action); !why.empty()) {
                findings.add(fmt::format("{}: seat {}'s legal action '{}' was refused: {}",
                                         where(session), seat, before->format_action(action), why));
                return false;
            }
        }
        if (after) after(*before, session.log().back());
        if (findings.count() > found_before) return false;
    }
    return true;
}

}  // namespace dicebox::check
