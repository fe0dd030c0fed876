// The coach and the expert bot (plugins/exxtra/coach.hpp): every legal choice with its
// chance of winning, best first, with its reason in the rules' words; the expert takes
// the coach's best. Positions where the best choice is plain from docs/rules.md, Exxtra.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <iterator>

#include "advice.hpp"
#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::HasSubstr;

const std::vector<std::string> kNames{"Ada", "Ben", "Cleo"};

std::vector<dicebox::Advice> advise(const dicebox::State& state, Seat seat) {
    return testing_support::advise(exxtra(), state, seat, kNames);
}

std::string expert_choice(const dicebox::State& state, Seat seat) {
    return testing_support::expert_choice(exxtra(), state, seat);
}

void expect_well_formed(const dicebox::State& state, Seat seat,
                        const std::vector<dicebox::Advice>& advice) {
    testing_support::expect_well_formed(exxtra(), state, seat, advice);
}

TEST(ExxtraCoach, MeasuresTheChanceOfWinning) {
    EXPECT_EQ(exxtra().make_coach(new_session(3).state())->measure(), dicebox::Measure::win_chance);
}

// The threads of this process.
std::ptrdiff_t threads() {
    return std::distance(std::filesystem::directory_iterator("/proc/self/task"),
                         std::filesystem::directory_iterator());
}

// A coach of two players begins to solve their race in the background as it is made,
// before the first hint; a coach of more plays games on instead and begins nothing: a
// review of six players pays for no race of two.
TEST(ExxtraCoach, OnlyACoachOfTwoPlayersBeginsToSolveTheirRace) {
    const json params{{"track", 17}};  // a race no other test solves
    const auto before = threads();
    const auto of_three = exxtra().make_coach(new_session(3, params).state());
    EXPECT_EQ(threads(), before);
    const auto of_two = exxtra().make_coach(new_session(2, params).state());
    EXPECT_EQ(threads(), before + 1) << "the race of two is solved on a thread of its own";
}

TEST(ExxtraCoach, EveryLegalChoiceHasAChanceBestFirstWithItsReason) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"4 1", "place 3"}), "");
    ASSERT_EQ(play(game, 1, {"3 2", "roll", "5 2"}), "");
    expect_well_formed(game.state(), 1, advise(game.state(), 1));
}

// A pair on ring 1 from the square before the Goal wins when it is collected, unless it
// is knocked off; 76 is the best roll, and only a 76 on ring 0 can reach it there.
TEST(ExxtraCoach, ExpertPlacesTheWinningPairWhereOnlyRingZeroCanKnockItOff) {
    json position = blank_position(2);
    set_position(position, 0, 20);
    auto state = load(position);
    ASSERT_EQ(play(*state, 0, {"7 6"}), "");
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    EXPECT_EQ(state->format_action(advice.front().action), "place 1");
    EXPECT_GT(advice.front().value, 0.9);
    EXPECT_THAT(advice.front().reason, HasSubstr("places 76 on ring 1"));
    EXPECT_THAT(advice.front().reason, HasSubstr("reaches the Goal if it stays"));
    EXPECT_EQ(expert_choice(*state, 0), "place 1");
}

// Ben's pair will carry him to the Goal when he collects it; a 00 knocks nothing off, so
// only another roll (with no X) can stop him.
TEST(ExxtraCoach, ExpertRollsAgainWhenNoPlacementCanKnockOffTheWinningPair) {
    json position = blank_position(2);
    set_position(position, 1, 20);
    set_pair(position, 1, 5, 11);
    auto state = load(position);
    ASSERT_EQ(play(*state, 0, {"X X"}), "");
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    EXPECT_EQ(state->format_action(advice.front().action), "roll");
    EXPECT_THAT(advice.front().reason, HasSubstr("rolls again: 11 in 36 to lose the roll"));
    for (std::size_t i = 1; i < advice.size(); ++i) EXPECT_EQ(advice[i].value, 0.0);
    EXPECT_EQ(expert_choice(*state, 0), "roll");
}

// Ben's 42 on ring 5 will carry him from 18 to the Goal: 64 on any lower ring knocks it
// off (docs/rules.md, Exxtra, A turn, 4); on ring 0 or the top ring it would stay.
TEST(ExxtraCoach, ExpertKnocksOffThePairAboutToReachTheGoal) {
    json position = blank_position(2);
    set_position(position, 1, 18);
    set_pair(position, 1, 5, 42);
    auto state = load(position);
    ASSERT_EQ(play(*state, 0, {"4 6"}), "");
    const auto advice = advise(*state, 0);
    expect_well_formed(*state, 0, advice);
    const std::string best = state->format_action(advice.front().action);
    EXPECT_THAT(best, ::testing::AnyOf("place 1", "place 2", "place 3", "place 4"));
    EXPECT_THAT(advice.front().reason, HasSubstr("knocks off Ben's 42"));
    EXPECT_EQ(expert_choice(*state, 0), best);
}

// With three players the race is not solved: the coach plays sampled games on.
TEST(ExxtraCoach, ThreePlayersGetChancesFromSampledGames) {
    auto game = new_session(3);
    ASSERT_EQ(play(game, 0, {"7 1", "place 5"}), "");
    ASSERT_EQ(play(game, 1, {"4 1"}), "");
    const auto advice = advise(game.state(), 1);
    expect_well_formed(game.state(), 1, advice);
    EXPECT_THAT(advice.front().reason, ::testing::Not(HasSubstr("seat")));
}

}  // namespace
}  // namespace exxtra_test
