// Random play for the conformance suite (see random_game.hpp).
#include "random_game.hpp"

#include <gtest/gtest.h>

#include "dicebox/bot.hpp"
#include "dicebox/rng.hpp"

namespace conformance {

// Stream of the seat order, apart from the dice (0) and the seats' bots (1..players).
constexpr std::uint64_t kOrderStream = 1000;

dicebox::Session new_session(const GameCase& game, std::uint64_t seed) {
    return dicebox::Session(module_of(game.module), players_config(game.players), seed);
}

void play_random(dicebox::Session& session, const AfterEvent& after) {
    dicebox::RandomBot bot;
    dicebox::Rng order(session.seed(), kOrderStream);
    std::vector<dicebox::Seat> seats;
    while (!session.state().terminal()) {
        if (session.log().size() >= kMaxEvents) {
            ADD_FAILURE() << "the game did not end within " << kMaxEvents << " events (seed "
                          << session.seed() << ")";
            return;
        }
        auto before = session.state().clone();
        if (session.state().chance_due()) {
            session.roll();
        } else {
            session.state().to_move(seats);
            if (seats.empty()) {
                ADD_FAILURE() << "neither chance nor a seat is due in a game that goes on";
                return;
            }
            const auto seat = seats[order.below(static_cast<std::uint32_t>(seats.size()))];
            std::vector<dicebox::Action> legal;
            session.state().legal_actions(seat, legal);
            if (legal.empty()) {
                ADD_FAILURE() << "seat " << seat << " is to move but has no legal action";
                return;
            }
            const auto action = bot.choose(session.state(), seat, session.bot_rng(seat));
            if (const auto why = session.act(seat, action); !why.empty()) {
                ADD_FAILURE() << "a legal action was refused: " << why;
                return;
            }
        }
        if (after) after(*before, session.log().back());
        if (::testing::Test::HasFailure()) return;
    }
}

}  // namespace conformance
