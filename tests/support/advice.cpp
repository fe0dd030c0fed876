#include "advice.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "dicebox/rng.hpp"
#include "game_steps.hpp"

namespace testing_support {

std::vector<dicebox::Advice> advise(const dicebox::GameModule& module, const dicebox::State& state,
                                    dicebox::Seat seat, const std::vector<std::string>& names) {
    dicebox::Rng rng(7);
    return module.make_coach()->advise(*state.view(seat), seat, names, rng);
}

std::string expert_choice(const dicebox::GameModule& module, const dicebox::State& state,
                          dicebox::Seat seat) {
    dicebox::Rng rng(7);
    return state.format_action(module.make_bot("expert")->choose(state, seat, rng));
}

void expect_well_formed(const dicebox::GameModule& module, const dicebox::State& state,
                        dicebox::Seat seat, const std::vector<dicebox::Advice>& advice) {
    const bool chances = module.make_coach()->measure() == dicebox::Measure::win_chance;
    std::vector<std::string> advised;
    for (const auto& choice : advice) {
        advised.push_back(state.format_action(choice.action));
        EXPECT_TRUE(std::isfinite(choice.value)) << advised.back();
        if (chances) {
            EXPECT_GE(choice.value, 0.0) << advised.back();
            EXPECT_LE(choice.value, 1.0) << advised.back();
        }
        EXPECT_FALSE(choice.reason.empty()) << advised.back();
    }
    EXPECT_THAT(advised, ::testing::UnorderedElementsAreArray(legal(state, seat)));
    EXPECT_TRUE(std::is_sorted(advice.begin(), advice.end(),
                               [](const auto& a, const auto& b) { return a.value > b.value; }));
}

}  // namespace testing_support
