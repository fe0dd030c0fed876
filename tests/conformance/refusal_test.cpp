// Conformance: whatever is not legal is refused with a reason and changes nothing —
// actions legal in other positions, actions of seats not to move, chance while
// decisions are due, decisions while chance is due, anything after the end.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <set>

#include "dicebox/rng.hpp"
#include "game_cases.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace conformance {
namespace {

using dicebox::Action;
using dicebox::Outcome;
using dicebox::Seat;

constexpr std::uint64_t kRefusalSeeds = seeded_games(100);
constexpr int kTriesPerSeat = 6;

// Actions and outcomes seen legal somewhere, to try where they are not.
struct Elsewhere {
    std::vector<Action> actions{0, 1, 0xdeadbeef, std::numeric_limits<Action>::max()};
    std::set<Action> known{actions.begin(), actions.end()};
    std::vector<Outcome> outcomes;

    void learn(const dicebox::State& state) {
        for (Seat seat : seats_to_move(state)) {
            for (Action action : legal_actions(state, seat)) {
                if (known.insert(action).second) actions.push_back(action);
            }
        }
    }
};

// Tries actions that are not legal here, through the session: each must be refused
// with a reason, and neither the state nor the log may change.
void expect_refused_here(dicebox::Session& session, Elsewhere& elsewhere, dicebox::Rng& pick) {
    const auto saved = session.state().to_json();
    const auto events = session.log().size();
    const int players = session.state().players();
    for (Seat seat = -1; seat <= players; ++seat) {
        const auto legal = seat >= 0 && seat < players ? legal_actions(session.state(), seat)
                                                       : std::vector<Action>{};
        for (int i = 0; i < kTriesPerSeat; ++i) {
            const Action action =
                elsewhere.actions[pick.below(static_cast<std::uint32_t>(elsewhere.actions.size()))];
            if (std::find(legal.begin(), legal.end(), action) != legal.end()) continue;
            if (seat >= 0 && seat < players) {
                EXPECT_NE(session.state().refusal(seat, action), "")
                    << where(session) << ": seat " << seat << " may play '"
                    << session.state().format_action(action) << "', which is not listed";
            }
            EXPECT_NE(session.act(seat, action), "")
                << where(session) << ": seat " << seat << ", action code " << action;
        }
    }
    if (!session.state().chance_due() && !elsewhere.outcomes.empty()) {
        EXPECT_NE(session.force(elsewhere.outcomes.back()), "")
            << where(session) << ": chance accepted while it is not due";
    }
    EXPECT_EQ(session.state().to_json(), saved)
        << where(session) << ": a refusal changed the state";
    EXPECT_EQ(session.log().size(), events) << where(session) << ": a refusal was logged";
}

class Refusals : public ::testing::TestWithParam<GameCase> {};

TEST_P(Refusals, WhatIsNotLegalHereIsRefusedWithAReasonAndChangesNothing) {
    Elsewhere elsewhere;
    dicebox::Rng pick(20240601, 0);
    for (std::uint64_t seed = 0; seed < kRefusalSeeds && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        expect_refused_here(session, elsewhere, pick);
        play_random(session, [&](const dicebox::State&, const dicebox::Event& event) {
            if (event.is_chance()) elsewhere.outcomes.push_back(event.code);
            elsewhere.learn(session.state());
            expect_refused_here(session, elsewhere, pick);
        });
    }
}

TEST_P(Refusals, AFinishedGameRefusesEveryActionAndEveryOutcome) {
    auto session = new_session(GetParam(), 1);
    std::vector<std::pair<Seat, Action>> played;
    std::vector<Outcome> rolled;
    play_random(session, [&](const dicebox::State&, const dicebox::Event& event) {
        if (event.is_chance()) {
            rolled.push_back(event.code);
        } else {
            played.emplace_back(event.seat, event.code);
        }
    });
    ASSERT_TRUE(session.state().terminal());
    const auto saved = session.state().to_json();
    for (const auto& [seat, action] : played) {
        EXPECT_NE(session.state().refusal(seat, action), "");
        EXPECT_NE(session.act(seat, action), "");
    }
    for (Outcome outcome : rolled) EXPECT_NE(session.force(outcome), "");
    EXPECT_EQ(session.state().to_json(), saved);
}

INSTANTIATE_TEST_SUITE_P(EveryModule, Refusals, ::testing::ValuesIn(game_cases()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
