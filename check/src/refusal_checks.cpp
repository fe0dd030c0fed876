// Whatever is not legal is refused with a reason and changes nothing: actions legal in
// other positions, actions of seats not to move, chance while decisions are due,
// decisions while chance is due, anything after the end.
#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <set>

#include "dicebox/rng.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace dicebox::check {
namespace {

constexpr int kTriesPerSeat = 6;

// Actions and outcomes seen legal somewhere, to try where they are not.
struct Elsewhere {
    std::vector<Action> actions{0, 1, 0xdeadbeef, std::numeric_limits<Action>::max()};
    std::set<Action> known{actions.begin(), actions.end()};
    std::vector<Outcome> outcomes;

    void learn(const State& state) {
        for (Seat seat : seats_to_move(state)) {
            for (Action action : legal_actions(state, seat)) {
                if (known.insert(action).second) actions.push_back(action);
            }
        }
    }
};

// Tries actions that are not legal here, through the session: each must be refused with
// a reason, and neither the state nor the log may change.
void expect_refused_here(Session& session, Elsewhere& elsewhere, Rng& pick, Findings& findings) {
    const auto saved = session.state().to_json();
    const auto events = session.log().size();
    const int players = session.state().players();
    for (Seat seat = -1; seat <= players; ++seat) {
        const bool real_seat = seat >= 0 && seat < players;
        const auto legal = real_seat ? legal_actions(session.state(), seat) : std::vector<Action>{};
        for (int i = 0; i < kTriesPerSeat; ++i) {
            const Action action =
                elsewhere.actions[pick.below(static_cast<std::uint32_t>(elsewhere.actions.size()))];
            if (std::find(legal.begin(), legal.end(), action) != legal.end()) continue;
            if (real_seat && session.state().refusal(seat, action).empty()) {
                findings.add(fmt::format("{}: seat {} may play '{}', which is not listed",
                                         where(session), seat,
                                         session.state().format_action(action)));
            }
            if (session.act(seat, action).empty()) {
                findings.add(
                    fmt::format("{}: seat {}'s action code {} is accepted, not being legal",
                                where(session), seat, action));
            }
        }
    }
    if (!session.state().chance_due() && !elsewhere.outcomes.empty() &&
        session.force(elsewhere.outcomes.back()).empty()) {
        findings.add(where(session) + ": a chance outcome is accepted while chance is not due");
    }
    if (session.state().to_json() != saved)
        findings.add(where(session) + ": a refusal changed the state");
    if (session.log().size() != events) findings.add(where(session) + ": a refusal was logged");
}

void what_is_not_legal_is_refused(const GameModule& module, int players, const Amounts& amounts,
                                  Findings& findings) {
    Elsewhere elsewhere;
    Rng pick(20240601, 0);
    for (std::uint64_t seed = 0; seed < amounts.refusal_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        expect_refused_here(session, elsewhere, pick, findings);
        play_random(session, findings, [&](const State&, const Event& event) {
            if (event.is_chance()) elsewhere.outcomes.push_back(event.code);
            elsewhere.learn(session.state());
            expect_refused_here(session, elsewhere, pick, findings);
        });
    }
}

void a_finished_game_refuses_everything(const GameModule& module, int players, const Amounts&,
                                        Findings& findings) {
    auto session = new_session(module, players, 1);
    std::vector<std::pair<Seat, Action>> played;
    std::vector<Outcome> rolled;
    const bool ended = play_random(session, findings, [&](const State&, const Event& event) {
        if (event.is_chance()) {
            rolled.push_back(event.code);
        } else {
            played.emplace_back(event.seat, event.code);
        }
    });
    if (!ended) return;
    const auto saved = session.state().to_json();
    for (const auto& [seat, action] : played) {
        if (session.state().refusal(seat, action).empty() || session.act(seat, action).empty()) {
            findings.add(fmt::format("{}: seat {}'s action code {} is accepted after the end",
                                     where(session), seat, action));
        }
    }
    for (Outcome outcome : rolled) {
        if (session.force(outcome).empty()) {
            findings.add(fmt::format("{}: the outcome code {} is accepted after the end",
                                     where(session), outcome));
        }
    }
    if (session.state().to_json() != saved)
        findings.add(where(session) + ": the finished game changed");
}

}  // namespace

std::vector<Check> refusal_checks() {
    return {
        {"WhatIsNotLegalHereIsRefusedWithAReasonAndChangesNothing",
         "What is not legal here is refused with a reason, and changes nothing", true,
         what_is_not_legal_is_refused},
        {"AFinishedGameRefusesEveryActionAndEveryOutcome",
         "A finished game refuses every action and every outcome", true,
         a_finished_game_refuses_everything},
    };
}

}  // namespace dicebox::check
