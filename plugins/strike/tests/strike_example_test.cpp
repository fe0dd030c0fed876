// docs/rules.md, Strike, "Worked example (from the rulebook)", played through the real plugin.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::ElementsAre;

TEST(StrikeExample, TheRulebooksTurnTakesTheThreesAndFivesAndLeavesASingleSix) {
    // The arena holds a 2, a 3 and a 5; seat 0 has thrown three dice before.
    auto state = load(position(2, "must throw", {2, 3, 5}, {6, 9}));
    // The compulsory die: the four dice show 2, 3, 4 and 6, all different.
    ASSERT_EQ(play(*state, 0, {"throw soft", "arena 2 3 4 6 | x 0 | out 0"}), "");
    EXPECT_THAT(arena(*state), ElementsAre(2, 3, 4, 6));
    EXPECT_EQ(current(*state), 0);
    EXPECT_THAT(legal(*state, 0), ElementsAre("throw soft", "throw normal", "throw hard", "stop"));
    // Another die: the five dice show 3, 3, 5, 5, 6; the four dice of 3 and 5 are taken.
    ASSERT_EQ(play(*state, 0, {"throw normal", "arena 3 3 5 5 6 | x 0 | out 0"}), "");
    EXPECT_EQ(reserve(*state, 0), 6 - 2 + 4);
    // The turn is over, and the next player finds a single 6.
    EXPECT_EQ(current(*state), 1);
    EXPECT_THAT(arena(*state), ElementsAre(6));
    EXPECT_EQ(phase(*state), "must throw");
    EXPECT_FALSE(big_throw(*state));
    EXPECT_THAT(legal(*state, 1), ElementsAre("throw soft", "throw normal", "throw hard"));
}

TEST(StrikeExample, TheExamplesFirstThrowMustAccountForTheThreeArenaDiceAndTheThrownOne) {
    auto state = load(position(2, "must throw", {2, 3, 5}, {6, 9}));
    ASSERT_EQ(play(*state, 0, {"throw soft"}), "");
    EXPECT_EQ(play(*state, 0, {"arena 2 3 4 6 | x 0 | out 1"}),
              "'arena 2 3 4 6 | x 0 | out 1': the outcome accounts for 5 dice, but 4 are in "
              "play: 3 in the arena and 1 thrown");
    EXPECT_EQ(play(*state, 0, {"arena 4 | x 0 | out 0"}),
              "'arena 4 | x 0 | out 0': the outcome accounts for 1 dice, but 4 are in play: 3 in "
              "the arena and 1 thrown");
}

}  // namespace
}  // namespace strike_test
