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
        if (!play_random(session, findings)) return;
        const auto& state = session.state();
        if (state.chance_due()) findings.add(where(session) + ": chance is due after the end");
        if (!seats_to_move(state).empty())
            findings.add(where(session) + ": a seat is to move after the end");
        for (Seat winner : state.winners()) {
            if (winner < 0 || winner >= players) {
                findings.add(fmt::format("{}: winner {} is no seat", where(session), winner));
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
         "A finished game has winners only among its seats, and no moves", true,
         a_finished_game_has_winners_only_among_its_seats_and_no_moves},
    };
}

}  // namespace dicebox::check
