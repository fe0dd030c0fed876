// docs/rules.md, Strike, "Invariant": the 31 dice are accounted for (reserves + arena + removed +
// unused) after every event of many seeded random games, single games and matches,
// and the plugin's own invariant check agrees.
#include <gtest/gtest.h>

#include "dicebox/rng.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

// Events a random game may take before it must be over; far beyond any real game.
constexpr int kEventLimit = 100000;

// Plays a game of random legal decisions and sampled dice, checking after every event.
void play_random(dicebox::Session& game, std::uint64_t seed) {
    dicebox::Rng choice(seed, 99);
    std::vector<dicebox::Action> actions;
    int events = 0;
    const auto check = [&](const std::string& event) {
        const json saved = game.state().to_json();
        EXPECT_EQ(dice_accounted(saved), 31) << "after " << event << ": " << saved.dump();
        EXPECT_EQ(game.state().broken_invariant(), "") << "after " << event;
        for (const auto& seat : saved["seats"]) {
            EXPECT_GE(seat["reserve"].get<int>(), 0) << "after " << event;
            if (seat["out"].get<bool>()) {
                EXPECT_EQ(seat["reserve"], 0) << "after " << event;
            }
        }
    };
    check("the set-up");
    while (!game.state().terminal() && events < kEventLimit && !::testing::Test::HasFailure()) {
        ++events;
        if (game.state().chance_due()) {
            const auto before = game.state().clone();
            const auto outcome = game.roll();
            // What the dice sample is what a forced outcome could be: every die in play.
            EXPECT_EQ(before->chance_refusal(outcome), "");
            check(game.state().format_outcome(outcome));
            continue;
        }
        const Seat seat = to_move(game.state()).front();
        game.state().legal_actions(seat, actions);
        const auto action = actions[choice.below(static_cast<std::uint32_t>(actions.size()))];
        EXPECT_EQ(game.act(seat, action), "");
        check(game.state().format_action(action));
    }
    EXPECT_TRUE(game.state().terminal()) << "seed " << seed;
}

TEST(StrikeInvariant, ThirtyOneDiceAreAccountedForAfterEveryEventOfRandomGames) {
    for (int players = 2; players <= 5; ++players) {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            SCOPED_TRACE(::testing::Message() << players << " players, seed " << seed);
            auto game = new_session(players, json::object(), seed);
            play_random(game, seed);
            ASSERT_EQ(game.state().winners().size(), 1u);
            if (::testing::Test::HasFailure()) return;
        }
    }
}

TEST(StrikeInvariant, ThirtyOneDiceAreAccountedForAfterEveryEventOfRandomMatches) {
    for (int players = 2; players <= 5; ++players) {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            SCOPED_TRACE(::testing::Message() << players << " players, seed " << seed);
            auto game = new_session(players, {{"match", true}}, seed);
            play_random(game, seed);
            EXPECT_EQ(game.state().to_json()["game_winners"].size(),
                      static_cast<std::size_t>(players));
            if (::testing::Test::HasFailure()) return;
        }
    }
}

}  // namespace
}  // namespace strike_test
