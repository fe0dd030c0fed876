// The shipped house rules of Exxtra (scripts/exxtra/), each shown by its effect on games
// of the real plugin under the real Lua host.
#include <gtest/gtest.h>

#include <algorithm>

#include "dicebox/rng.hpp"
#include "shipped_scripts.hpp"

namespace shipped_test {
namespace {

json state_of(const dicebox::Session& session) {
    return session.state().to_json();
}

TEST(ShippedExcape, XXOnAFirstRollIsWorth100AndBeats76) {
    for (const bool excape : {true, false}) {
        SCOPED_TRACE(excape ? "excape" : "printed");
        auto session = ruled_session("exxtra", excape ? shipped("exxtra/excape.lua") : nullptr, 2);
        ASSERT_EQ(session.force("X X"), "");
        EXPECT_EQ(state_of(session)["value"], excape ? 100 : 0);
        ASSERT_EQ(session.act(0, "place 5"), "");
        ASSERT_EQ(session.force("7 6"), "");
        EXPECT_EQ(state_of(session)["value"], 76);
        // A 76 placed below knocks off a pair of equal or lower value only; a pair that
        // stays on ring 5 moves its pawn five spaces when its turn comes.
        ASSERT_EQ(session.act(1, "place 1"), "");
        EXPECT_EQ(state_of(session)["seats"][0]["position"], excape ? 5 : 0);
    }
}

TEST(ShippedExcape, XXOnALaterRollIsStillInvalid) {
    auto session = ruled_session("exxtra", shipped("exxtra/excape.lua"), 2);
    ASSERT_EQ(session.force("3 3"), "");  // a double: three spaces at once
    ASSERT_EQ(session.act(0, "roll"), "");
    ASSERT_EQ(session.force("X X"), "");
    const json state = state_of(session);
    EXPECT_EQ(state["seats"][0]["position"], 1);  // two back, one per X
    EXPECT_EQ(state["seats"][0]["ring"], nullptr);
    EXPECT_EQ(state["current"], 1);
}

TEST(ShippedLongTrack, TheGoalIs30StepsFromStart) {
    const auto rule = shipped("exxtra/long-track.lua");
    auto session = ruled_session("exxtra", rule, 2);
    EXPECT_EQ(state_of(session)["params"]["track"], 30);
    // Seeded games of the planner: pawns pass the printed Goal and play on, and the game
    // ends when a pawn reaches 30.
    int passed_21 = 0;
    session.add_observer([&](const dicebox::Session& s, const dicebox::Event&) {
        const auto positions = s.state().scores();
        const int ahead = *std::max_element(positions.begin(), positions.end());
        EXPECT_EQ(s.state().terminal(), ahead == 30);
        passed_21 += !s.state().terminal() && ahead >= 21;
    });
    for (std::uint64_t game = 0; game < 10; ++game) {
        session.restart(dicebox::derive_seed(30, game));
        play_out(session, "planner");
        ASSERT_TRUE(session.state().terminal());
        EXPECT_EQ(session.state().scores()[session.state().winners().at(0)], 30);
    }
    EXPECT_GT(passed_21, 0);
}

}  // namespace
}  // namespace shipped_test
