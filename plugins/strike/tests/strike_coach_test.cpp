// The coach and the expert bot (plugins/strike/coach.hpp): every legal choice with its
// chance of winning, best first, with its reason in the rules' words; the expert takes
// the coach's best. Positions where the best choice is plain from docs/rules.md, Strike.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "advice.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

using ::testing::HasSubstr;

const std::vector<std::string> kNames{"Ada", "Ben", "Cleo"};

std::vector<dicebox::Advice> advise(const dicebox::State& state, Seat seat) {
    return testing_support::advise(strike(), state, seat, kNames);
}

std::string expert_choice(const dicebox::State& state, Seat seat) {
    return testing_support::expert_choice(strike(), state, seat);
}

void expect_well_formed(const dicebox::State& state, Seat seat,
                        const std::vector<dicebox::Advice>& advice) {
    testing_support::expect_well_formed(strike(), state, seat, advice);
}

TEST(StrikeCoach, MeasuresTheChanceOfWinning) {
    EXPECT_EQ(strike().make_coach(*load(position(3, "may throw", {3, 5}, {4, 6, 7})))->measure(),
              dicebox::Measure::win_chance);
}

TEST(StrikeCoach, EveryLegalChoiceHasAChanceBestFirstWithItsReason) {
    auto state = load(position(2, "may throw", {2, 4}, {6, 8}));
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    EXPECT_EQ(advice.size(), 4u);
}

// Ada's last die thrown alone into an empty arena can match nothing, and she would be
// out; if she stops, Ben owes the big throw of his only die, which cannot match either,
// and he is out (docs/rules.md, Strike, The big throw and End of the game).
TEST(StrikeCoach, ExpertStopsWhenItsLastDieCouldOnlyBeLost) {
    auto state = load(position(2, "may throw", {}, {1, 1}));
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    EXPECT_EQ(state->format_action(advice.front().action), "stop");
    EXPECT_EQ(advice.front().value, 1.0);
    EXPECT_THAT(advice.front().reason, HasSubstr("Ben must make the big throw of 1 die"));
    for (std::size_t i = 1; i < advice.size(); ++i) EXPECT_EQ(advice[i].value, 0.0);
    EXPECT_THAT(advice.back().reason, HasSubstr("0% to match"));
    EXPECT_EQ(expert_choice(*state, 0), "stop");
}

// A big throw must be made: the coach weighs only the styles, in the big throw's words.
TEST(StrikeCoach, TheBigThrowOffersOnlyItsStyles) {
    json start = position(2, "must throw", {}, {5, 8});
    start["big_throw"] = true;
    auto state = load(start);
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    EXPECT_EQ(advice.size(), 3u);
    EXPECT_THAT(advice.front().reason, HasSubstr("the big throw"));
    EXPECT_THAT(advice.front().reason, HasSubstr("all 5 dice"));
    EXPECT_EQ(expert_choice(*state, 0), state->format_action(advice.front().action));
}

// With three players the game is not solved: the coach plays sampled games on.
TEST(StrikeCoach, ThreePlayersGetChancesFromSampledGames) {
    auto state = load(position(3, "may throw", {3, 5}, {4, 6, 7}));
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
}

}  // namespace
}  // namespace strike_test
