// Conformance: random play to the end over many seeds at every player count, with
// every invariant checked after every event.
#include <gtest/gtest.h>

#include "game_cases.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace conformance {
namespace {

// Seeds per player count for the cheap checks, and for applying every listed action.
constexpr std::uint64_t kSeeds = seeded_games(200);
constexpr std::uint64_t kSeedsApplyingEveryAction = seeded_games(50);

class RandomPlay : public ::testing::TestWithParam<GameCase> {};

TEST_P(RandomPlay, EveryStateKeepsTheInvariantsAfterEveryEvent) {
    const auto& module = module_of(GetParam().module);
    for (std::uint64_t seed = 0; seed < kSeeds && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        check_state(module, session.state(), where(session));
        play_random(session, [&](const dicebox::State& before, const dicebox::Event& event) {
            check_event(before, event, session.state(), where(session));
            check_state(module, session.state(), where(session));
        });
        EXPECT_TRUE(session.state().terminal()) << where(session);
    }
}

TEST_P(RandomPlay, EveryListedLegalActionApplies) {
    for (std::uint64_t seed = 0; seed < kSeedsApplyingEveryAction && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        play_random(session, [&](const dicebox::State&, const dicebox::Event&) {
            check_every_legal_action_applies(session.state(), where(session));
        });
    }
}

TEST_P(RandomPlay, ATerminalGameHasWinnersOnlyAmongItsSeatsAndNoMoves) {
    for (std::uint64_t seed = 0; seed < kSeeds && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        play_random(session);
        const auto& state = session.state();
        ASSERT_TRUE(state.terminal()) << where(session);
        EXPECT_FALSE(state.chance_due()) << where(session);
        EXPECT_TRUE(seats_to_move(state).empty()) << where(session);
        for (dicebox::Seat winner : state.winners()) {
            EXPECT_GE(winner, 0) << where(session);
            EXPECT_LT(winner, GetParam().players) << where(session);
        }
        for (dicebox::Seat seat = 0; seat < GetParam().players; ++seat) {
            EXPECT_TRUE(legal_actions(state, seat).empty()) << where(session);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(EveryModule, RandomPlay, ::testing::ValuesIn(game_cases()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
