// Conformance: a game replays exactly from its log, without the random generator,
// and a seed reproduces a whole game.
#include <gtest/gtest.h>

#include <memory>
#include <set>

#include "dicebox/match.hpp"
#include "game_cases.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace conformance {
namespace {

constexpr std::uint64_t kReplaySeeds = seeded_games(30);
constexpr int kEventsAfterResuming = 300;

class Replay : public ::testing::TestWithParam<GameCase> {};

TEST_P(Replay, ReplayingTheLogReproducesTheFinalState) {
    for (std::uint64_t seed = 0; seed < kReplaySeeds && !HasFailure(); ++seed) {
        auto played = new_session(GetParam(), seed);
        play_random(played);
        // Another seed: the replay must not depend on the dice of the session.
        auto replayed = new_session(GetParam(), seed + 1000);
        ASSERT_NO_THROW(replayed.replay(played.log_json())) << where(played);
        EXPECT_EQ(replayed.state().to_json(), played.state().to_json()) << where(played);
        EXPECT_EQ(replayed.log_json(), played.log_json()) << where(played);
    }
}

TEST_P(Replay, ForcingTheLoggedCodesReproducesEveryState) {
    for (std::uint64_t seed = 0; seed < kReplaySeeds && !HasFailure(); ++seed) {
        auto played = new_session(GetParam(), seed);
        auto forced = new_session(GetParam(), seed + 1000);
        play_random(played, [&](const dicebox::State&, const dicebox::Event& event) {
            const auto why =
                event.is_chance() ? forced.force(event.code) : forced.act(event.seat, event.code);
            EXPECT_EQ(why, "") << where(played);
            EXPECT_EQ(forced.state().to_json(), played.state().to_json()) << where(played);
        });
    }
}

// One event by a fixed policy: the roll when chance is due, else the first legal
// action of the first seat to move.
dicebox::Outcome step(dicebox::Session& session) {
    if (session.state().chance_due()) return session.roll();
    std::vector<dicebox::Seat> seats;
    std::vector<dicebox::Action> actions;
    session.state().to_move(seats);
    session.state().legal_actions(seats.front(), actions);
    EXPECT_EQ(session.act(seats.front(), actions.front()), "");
    return 0;
}

// A game rebuilt from its log, as a resumed game is, rolls on with the dice the
// original session would have rolled next.
TEST_P(Replay, AGameRebuiltFromItsLogRollsOnWithTheSameDice) {
    for (std::uint64_t seed = 0; seed < kReplaySeeds && !HasFailure(); ++seed) {
        auto played = new_session(GetParam(), seed);
        for (int i = 0; i < 12 && !played.state().terminal(); ++i) step(played);
        auto resumed = new_session(GetParam(), seed);
        resumed.replay(played.log_json());
        // Long enough to roll many times more. Played to the end by the fixed policy,
        // a case of Exxtra took 10 s (140 s under the sanitizers) and proved no more.
        for (int i = 0; i < kEventsAfterResuming && !played.state().terminal(); ++i) {
            const bool chance = played.state().chance_due();
            const auto outcome = step(played);
            EXPECT_EQ(step(resumed), outcome) << where(played);
            if (chance) {
                EXPECT_EQ(resumed.state().to_json(), played.state().to_json()) << where(played);
            }
        }
    }
}

TEST_P(Replay, AnEventAfterTheEndIsRefusedNamingIt) {
    auto played = new_session(GetParam(), 3);
    play_random(played);
    auto log = played.log_json();
    log.push_back(log.front());  // the first roll once more, after the end
    auto replayed = new_session(GetParam(), 3);
    try {
        replayed.replay(log);
        ADD_FAILURE() << "an event after the end was replayed";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("event " + std::to_string(log.size())),
                  std::string::npos)
            << error.what();
    }
}

// The match runner with the module's random bot on every seat.
nlohmann::json bot_match(const GameCase& game, std::uint64_t seed) {
    auto session = new_session(game, seed);
    const auto& module = module_of(game.module);
    const std::vector<std::string> kinds(static_cast<std::size_t>(game.players), "random");
    EXPECT_EQ(dicebox::Match(session, dicebox::bots_of(module, kinds)).play(),
              dicebox::MatchEnd::Finished);
    return session.log_json();
}

TEST_P(Replay, ARestartedSessionPlaysAsANewOneOfThatSeed) {
    auto session = new_session(GetParam(), 99);
    play_random(session);
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        auto fresh = new_session(GetParam(), seed);
        session.restart(seed);
        EXPECT_TRUE(session.log().empty());
        EXPECT_EQ(session.state().to_json(), fresh.state().to_json());
        EXPECT_EQ(session.seed(), seed);
        play_random(session);
        play_random(fresh);
        EXPECT_EQ(session.log_json(), fresh.log_json()) << "seed " << seed;
    }
}

TEST_P(Replay, TheSameSeedPlaysTheSameGame) {
    std::set<nlohmann::json> games;
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const auto first = bot_match(GetParam(), seed);
        EXPECT_EQ(bot_match(GetParam(), seed), first) << "seed " << seed;
        games.insert(first);
    }
    EXPECT_GT(games.size(), 1u) << "ten seeds all played the same game";
}

INSTANTIATE_TEST_SUITE_P(EveryModule, Replay, ::testing::ValuesIn(game_cases()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
