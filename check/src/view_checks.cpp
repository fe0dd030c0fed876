// A seat's view and the onlooker's (State::view) over random games. No view holds
// another seat's pending secret, a seat sees its own choice, and views are states like
// any other: they read back from their JSON.
#include <fmt/format.h>

#include "dicebox/secrets.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"
#include "viewers.hpp"

namespace dicebox::check {
namespace {

using nlohmann::json;

// The view is a state: it keeps the invariants, reads back from its JSON, and tells the
// same turn, scores and winners as the full state; the viewer's legal actions in it are
// those of the full state, so that a seat can decide from its own view.
void check_views(const GameModule& module, const State& state, const std::string& where,
                 Findings& findings) {
    const json full = state.to_json();
    for (Seat viewer : viewers(state)) {
        const std::string who = where + ", " + viewer_name(viewer) + "'s view";
        const auto view = state.view(viewer);
        if (const auto broken = view->broken_invariant(); !broken.empty()) {
            findings.add(fmt::format("{}: an invariant is broken: {}", who, broken));
        }
        const json saved = view->to_json();
        for (const char* common : {"players", "terminal", "to_move", "scores", "winners"}) {
            if (!saved.contains(common) || saved[common] != full[common]) {
                findings.add(fmt::format("{}: '{}' differs from the state's", who, common));
            }
        }
        if (viewer != kOnlooker && legal_actions(*view, viewer) != legal_actions(state, viewer)) {
            findings.add(who + ": the seat's legal actions differ from the state's");
        }
        std::unique_ptr<State> restored;
        try {
            restored = module.state_from_json(saved);
        } catch (const std::exception& error) {
            findings.add(fmt::format("{}: the view's JSON is refused: {}", who, error.what()));
            continue;
        }
        if (restored->to_json() != saved) findings.add(who + ": the JSON does not round-trip");
    }
}

// A held decision (State::held_decisions) is its seat's secret until the rules reveal
// it: whichever of its legal actions the seat takes, every other viewer's view is the
// same. Its own view shows what it took.
void check_secrets(const State& state, const std::string& where, Findings& findings) {
    for (Seat seat : seats_to_move(state)) {
        const auto actions = legal_actions(state, seat);
        if (actions.empty() || !would_hold(state, seat, actions.front())) continue;
        auto first = state.clone();
        first->apply(seat, actions.front());
        const auto first_views = view_jsons(*first);
        for (const Action other : alternatives(actions)) {
            auto second = state.clone();
            second->apply(seat, other);
            const auto second_views = view_jsons(*second);
            const auto all = viewers(state);
            const std::string choices = fmt::format(
                "'{}' or '{}'", state.format_action(actions.front()), state.format_action(other));
            for (std::size_t v = 0; v < all.size(); ++v) {
                if (all[v] == seat) {
                    if (first->to_json() != second->to_json() &&
                        first_views[v] == second_views[v]) {
                        findings.add(
                            fmt::format("{}: seat {}'s own view does not show whether it chose {}",
                                        where, seat, choices));
                    }
                } else if (first_views[v] != second_views[v]) {
                    findings.add(fmt::format(
                        "{}: {}'s view tells whether seat {} chose {} before the rules reveal it",
                        where, viewer_name(all[v]), seat, choices));
                }
            }
        }
    }
}

void every_view_is_a_state_that_reads_back(const GameModule& module, int players,
                                           const Amounts& amounts, Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.view_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        check_views(module, session.state(), where(session), findings);
        play_random(session, findings, [&](const State&, const Event&) {
            check_views(module, session.state(), where(session), findings);
        });
    }
}

void no_view_holds_another_seats_pending_secret(const GameModule& module, int players,
                                                const Amounts& amounts, Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.view_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        play_random(session, findings, [&](const State&, const Event&) {
            check_secrets(session.state(), where(session), findings);
        });
    }
}

}  // namespace

std::vector<Check> view_checks() {
    return {
        {"EveryViewIsAStateThatReadsBackFromItsJson",
         "Every seat's view is a state that reads back from its JSON", true,
         every_view_is_a_state_that_reads_back},
        {"NoViewHoldsAnotherSeatsPendingSecret", "No view holds another seat's pending secret",
         true, no_view_holds_another_seats_pending_secret},
    };
}

}  // namespace dicebox::check
