// What each viewer is told of the events (dicebox/secrets.hpp) over random games: a
// decision whose view hides it from a viewer is held, so that no event told to a seat
// carries another seat's pending secret; a held decision is its own seat's and is
// revealed by the game's end; and once none is held, every seat and the onlooker are told
// the whole log; and every event is told in a sentence, in every language.
#include <fmt/format.h>

#include "dicebox/module.hpp"
#include "dicebox/secrets.hpp"
#include "dicebox/sentence.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"
#include "viewers.hpp"

namespace dicebox::check {
namespace {

std::string held_text(bool held) {
    return held ? "is held" : "is told at once";
}

// For each seat to move, its first legal action against the alternatives: whether the
// decision is held must not depend on which it takes; and a decision told at once must
// show in every view, or the event tells a viewer what its view keeps from it.
void check_told_decisions(const State& state, const std::string& where, Findings& findings) {
    for (Seat seat : seats_to_move(state)) {
        const auto actions = legal_actions(state, seat);
        if (actions.empty()) continue;
        const Action first = actions.front();
        const bool held = would_hold(state, seat, first);
        auto first_after = state.clone();
        first_after->apply(seat, first);
        const auto first_views = view_jsons(*first_after);
        for (const Action other : alternatives(actions)) {
            const std::string choices =
                fmt::format("'{}' or '{}'", state.format_action(first), state.format_action(other));
            if (would_hold(state, seat, other) != held) {
                findings.add(fmt::format(
                    "{}: whether seat {}'s decision is held depends on which it takes: '{}' {}, "
                    "'{}' {}",
                    where, seat, state.format_action(first), held_text(held),
                    state.format_action(other), held_text(!held)));
                continue;
            }
            if (held) continue;
            auto other_after = state.clone();
            other_after->apply(seat, other);
            if (first_after->to_json() == other_after->to_json()) continue;
            const auto other_views = view_jsons(*other_after);
            const auto all = viewers(state);
            for (std::size_t v = 0; v < all.size(); ++v) {
                if (all[v] == seat || first_views[v] != other_views[v]) continue;
                findings.add(fmt::format(
                    "{}: {}'s view does not show whether seat {} chose {}, yet the decision "
                    "is told to it at once: a decision kept from a view must be held "
                    "(State::held_decisions) until the rules reveal it",
                    where, viewer_name(all[v]), seat, choices));
            }
        }
    }
}

// Only a decision raises a count, its own seat's, by one.
void check_counts(const State& before, const Event& event, const State& after,
                  const std::string& where, Findings& findings) {
    for (Seat seat = 0; seat < after.players(); ++seat) {
        const int was = before.held_decisions(seat);
        const int now = after.held_decisions(seat);
        if (now < 0) {
            findings.add(fmt::format("{}: seat {} holds {} decisions", where, seat, now));
        } else if (now > was && (event.seat != seat || now > was + 1)) {
            findings.add(fmt::format(
                "{}: seat {}'s held decisions went from {} to {} at {}: only a seat's own "
                "decision is held, one at a time",
                where, seat, was, now,
                event.is_chance() ? std::string("a chance event")
                                  : fmt::format("seat {}'s decision", event.seat)));
        }
    }
}

void nothing_held_is_kept_from_a_view(const GameModule& module, int players, const Amounts& amounts,
                                      Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.view_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        check_told_decisions(session.state(), where(session), findings);
        play_random(session, findings, [&](const State&, const Event&) {
            check_told_decisions(session.state(), where(session), findings);
        });
    }
}

void every_held_decision_is_revealed(const GameModule& module, int players, const Amounts& amounts,
                                     Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.view_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        const bool ended =
            play_random(session, findings, [&](const State& before, const Event& event) {
                check_counts(before, event, session.state(), where(session), findings);
                if (session.secrets().holding()) return;
                const auto whole = session.log_json();
                for (Seat viewer : viewers(session.state())) {
                    if (session.told_json(viewer) != whole)
                        findings.add(
                            fmt::format("{}: no decision is held, yet {} is not told the "
                                        "whole log",
                                        where(session), viewer_name(viewer)));
                }
            });
        if (!ended) continue;
        for (Seat seat = 0; seat < session.state().players(); ++seat) {
            if (session.state().held_decisions(seat) > 0)
                findings.add(fmt::format(
                    "{}: the game is over with seat {}'s decision still held: no other seat is "
                    "ever told it",
                    where(session), seat));
        }
    }
}

// The last event in a sentence (GameModule::sentence) to every viewer in every language:
// never empty, never a failure, whatever the game's own words.
void check_sentences(const GameModule& module, const State& before, const Session& session,
                     const std::vector<std::string>& names, Findings& findings) {
    const std::size_t last = session.log().size() - 1;
    for (Seat viewer : viewers(session.state())) {
        const nlohmann::json seen_before = before.view(viewer)->to_json();
        const nlohmann::json seen_after = session.state().view(viewer)->to_json();
        const Told told = session.told(viewer, last);
        for (const Language language : kLanguages) {
            std::string sentence;
            try {
                sentence = module.sentence({seen_before, seen_after, told, names, language});
            } catch (const std::exception& e) {
                sentence.clear();
                findings.add(fmt::format("{}: telling the event to {} in '{}' failed: {}",
                                         where(session), viewer_name(viewer), code_of(language),
                                         e.what()));
                continue;
            }
            if (sentence.empty())
                findings.add(fmt::format("{}: the event told to {} in '{}' is an empty sentence",
                                         where(session), viewer_name(viewer), code_of(language)));
        }
    }
}

void every_event_is_told_in_a_sentence(const GameModule& module, int players,
                                       const Amounts& amounts, Findings& findings) {
    std::vector<std::string> names;
    for (int seat = 0; seat < players; ++seat) names.push_back(fmt::format("Player {}", seat + 1));
    for (std::uint64_t seed = 0; seed < amounts.view_games && !findings.any(); ++seed) {
        auto session = new_session(module, players, seed);
        play_random(session, findings, [&](const State& before, const Event&) {
            check_sentences(module, before, session, names, findings);
        });
    }
}

}  // namespace

std::vector<Check> told_checks() {
    return {
        {"NoEventToldToASeatCarriesAnotherSeatsPendingSecret",
         "No event told to a seat carries another seat's pending secret", true,
         nothing_held_is_kept_from_a_view},
        {"EveryHeldDecisionIsRevealedThenEverySeatIsToldTheWholeLog",
         "Every held decision is revealed by the end; with none held, every seat is told the "
         "whole log",
         true, every_held_decision_is_revealed},
        {"EveryEventIsToldInASentenceInEveryLanguage",
         "Every event is told to every viewer in a sentence, in every language", true,
         every_event_is_told_in_a_sentence},
    };
}

}  // namespace dicebox::check
