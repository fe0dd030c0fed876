// The shipped house rule of Strike (scripts/strike/steady-hands.lua), shown by its effect
// on seeded games of the real plugin under the real Lua host.
#include <gtest/gtest.h>

#include <string>

#include "dicebox/rng.hpp"
#include "shipped_scripts.hpp"

namespace shipped_test {
namespace {

// What the throws of many games did: the single dice thrown soft, and the dice that
// left the arena or never landed in it.
struct Throws {
    int single_soft = 0;
    int single_soft_out = 0;
    int out = 0;
};

// The "out N" of a throw's outcome, `arena 3 3 5 | x 1 | out 0`.
int out_of(const std::string& outcome) {
    return std::stoi(outcome.substr(outcome.rfind("out ") + 4));
}

// Seeded two-player games of the careful bot, which throws soft and stops when it may.
Throws careful_games(std::shared_ptr<const Script> rule, int games) {
    auto session = ruled_session("strike", std::move(rule), 2);
    auto bot = session.module().make_bot("careful");
    Throws throws;
    std::vector<dicebox::Seat> seats;
    for (int game = 0; game < games; ++game) {
        session.restart(dicebox::derive_seed(7, static_cast<std::uint64_t>(game)));
        while (!session.state().terminal()) {
            if (session.state().chance_due()) {
                const json thrown = session.state().to_json()["throw"];
                const auto outcome = session.state().format_outcome(session.roll());
                if (thrown.is_null()) continue;  // the starting die
                const int out = out_of(outcome);
                throws.out += out;
                if (thrown["style"] == "soft" && thrown["dice"] == 1) {
                    ++throws.single_soft;
                    throws.single_soft_out += out;
                }
                continue;
            }
            session.state().to_move(seats);
            const auto action = bot->choose(session.state(), seats[0], session.bot_rng(seats[0]));
            EXPECT_EQ(session.act(seats[0], action), "");
        }
    }
    return throws;
}

constexpr int kGames = 200;

TEST(ShippedSteadyHands, ASingleDieThrownSoftNeverLeavesADieOutOfTheArena) {
    const Throws steady = careful_games(shipped("strike/steady-hands.lua"), kGames);
    ASSERT_GT(steady.single_soft, 1000);
    EXPECT_EQ(steady.single_soft_out, 0);
    // The same seeds under the printed model lose dice on such throws.
    EXPECT_GT(careful_games(nullptr, kGames).single_soft_out, 0);
}

TEST(ShippedSteadyHands, FewerDiceAreKnockedOutThanUnderThePrintedModel) {
    const Throws steady = careful_games(shipped("strike/steady-hands.lua"), kGames);
    const Throws printed = careful_games(nullptr, kGames);
    EXPECT_LT(steady.out, printed.out / 2);
}

}  // namespace
}  // namespace shipped_test
