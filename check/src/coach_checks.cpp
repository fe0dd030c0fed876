// The coach (GameModule::make_coach), for a game that has one: at decisions spread over
// random games it is asked from the deciding seat's view, as hints and reviews ask it,
// and must value each of the seat's legal actions once, best first, in its measure.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "dicebox/check/advice.hpp"
#include "dicebox/rng.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace dicebox::check {
namespace {

// The decisions a game's coach is asked at, spread over it: a coach may think long (at
// three players or more, Exxtra's and Strike's play games on for each choice), and a
// game may have hundreds.
constexpr std::size_t kAskedPerGame = 8;

void coach_values_every_legal_action(const GameModule& module, int players, const Amounts& amounts,
                                     Findings& findings) {
    const auto coach = module.make_coach(new_session(module, players, 0).state());
    if (!coach) return;
    std::vector<std::string> names;
    for (int seat = 1; seat <= players; ++seat) names.push_back(fmt::format("Player {}", seat));
    for (std::uint64_t seed = 0; seed < amounts.coach_games && !findings.any(); ++seed) {
        auto unadvised = new_session(module, players, seed);
        play_random(unadvised, findings);
        const std::size_t every = std::max<std::size_t>(1, unadvised.log().size() / kAskedPerGame);
        auto session = new_session(module, players, seed);
        Rng rng(seed);
        const auto advise_each_seat = [&] {
            if (session.log().size() % every != 0) return;
            for (const Seat seat : seats_to_move(session.state())) {
                const auto& state = session.state();
                check_advice(state, seat, coach->measure(),
                             coach->advise(*state.view(seat), seat, names, rng), where(session),
                             findings);
            }
        };
        advise_each_seat();
        play_random(session, findings, [&](const State&, const Event&) { advise_each_seat(); });
    }
}

}  // namespace

void check_advice(const State& state, Seat seat, Measure measure, const std::vector<Advice>& advice,
                  const std::string& where, Findings& findings) {
    const std::string who = fmt::format("{}, the coach's advice to seat {}", where, seat);
    auto legal = legal_actions(state, seat);
    std::vector<Action> advised;
    for (const auto& each : advice) advised.push_back(each.action);
    std::sort(legal.begin(), legal.end());
    std::sort(advised.begin(), advised.end());
    for (const Action action : legal) {
        if (!std::binary_search(advised.begin(), advised.end(), action))
            findings.add(fmt::format("{}: leaves out '{}'", who, state.format_action(action)));
    }
    for (std::size_t i = 0; i < advised.size(); ++i) {
        if (!std::binary_search(legal.begin(), legal.end(), advised[i])) {
            findings.add(
                fmt::format("{}: values an action that is not legal ({})", who, advised[i]));
        } else if (i > 0 && advised[i] == advised[i - 1]) {
            findings.add(fmt::format("{}: values '{}' more than once", who,
                                     state.format_action(advised[i])));
        }
    }
    const bool chance = measure == Measure::win_chance;
    for (std::size_t i = 0; i < advice.size(); ++i) {
        const double value = advice[i].value;
        if (!std::isfinite(value) || (chance && (value < 0 || value > 1))) {
            findings.add(fmt::format("{}: values '{}' at {}, {}", who,
                                     state.format_action(advice[i].action), value,
                                     chance ? "not a chance from 0 to 1" : "not a number"));
        } else if (i > 0 && value > advice[i - 1].value) {
            findings.add(fmt::format("{}: '{}' comes after '{}', which it values lower", who,
                                     state.format_action(advice[i].action),
                                     state.format_action(advice[i - 1].action)));
        }
    }
}

std::vector<Check> coach_checks() {
    return {
        {"TheCoachValuesEveryLegalActionOnceBestFirst",
         "The coach values every legal action once, best first, from the seat's view", true,
         coach_values_every_legal_action},
    };
}

}  // namespace dicebox::check
