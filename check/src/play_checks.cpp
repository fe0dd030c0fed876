// Random play to the end over many seeds, with every invariant checked after every event.
#include <fmt/format.h>

#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace dicebox::check {
namespace {

void every_state_keeps_the_invariants(const GameModule& module, int players, const Amounts& amounts,
                                      Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.random_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        check_state(module, session.state(), where(session), findings);
        play_random(session, findings, [&](const State& before, const Event& event) {
            check_event(before, event, session.state(), where(session), findings);
            check_state(module, session.state(), where(session), findings);
        });
    }
}

void every_listed_legal_action_applies(const GameModule& module, int players,
                                       const Amounts& amounts, Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.every_action_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        play_random(session, findings, [&](const State&, const Event&) {
            check_every_legal_action_applies(session.state(), where(session), findings);
        });
    }
}

void a_finished_game_has_winners_only_among_its_seats_and_no_moves(const GameModule& module,
                                                                   int players,
                                                                   const Amounts& amounts,
                                                                   Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.random_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        // The seats the game said could no longer win (State::can_win): the games a coach
        // plays on stop there, so such a seat must stay lost.
        std::vector<bool> lost(static_cast<std::size_t>(players), false);
        const auto follow_losses = [&](const State&, const Event&) {
            const State& now = session.state();
            for (Seat seat = 0; seat < players; ++seat) {
                const auto index = static_cast<std::size_t>(seat);
                if (lost[index] && now.can_win(seat)) {
                    findings.add(fmt::format("{}: seat {} could win again after it had lost",
                                             where(session), seat));
                }
                lost[index] = lost[index] || !now.can_win(seat);
            }
        };
        if (!play_random(session, findings, follow_losses)) return;
        const auto& state = session.state();
        if (state.chance_due()) findings.add(where(session) + ": chance is due after the end");
        if (!seats_to_move(state).empty())
            findings.add(where(session) + ": a seat is to move after the end");
        for (Seat winner : state.winners()) {
            if (winner < 0 || winner >= players) {
                findings.add(fmt::format("{}: winner {} is no seat", where(session), winner));
            } else if (lost[static_cast<std::size_t>(winner)]) {
                findings.add(
                    fmt::format("{}: seat {} wins after the game said it could no "
                                "longer win",
                                where(session), winner));
            }
        }
        for (Seat seat = 0; seat < players; ++seat) {
            if (!legal_actions(state, seat).empty()) {
                findings.add(fmt::format("{}: seat {} has legal actions after the end",
                                         where(session), seat));
            }
        }
    }
}

}  // namespace

std::vector<Check> play_checks() {
    return {
        {"EveryStateKeepsTheInvariantsAfterEveryEvent",
         "Every state keeps the invariants after every event: turns, legal actions, scores, "
         "notation and JSON round trips",
         true, every_state_keeps_the_invariants},
        {"EveryListedLegalActionApplies", "Every listed legal action applies", true,
         every_listed_legal_action_applies},
        {"ATerminalGameHasWinnersOnlyAmongItsSeatsAndNoMoves",
         "A finished game has winners only among its seats, none it said could no longer "
         "win, and no moves",
         true, a_finished_game_has_winners_only_among_its_seats_and_no_moves},
    };
}

}  // namespace dicebox::check
