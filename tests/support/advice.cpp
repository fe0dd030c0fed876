#include "advice.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/check/advice.hpp"
#include "dicebox/rng.hpp"

namespace testing_support {

std::vector<dicebox::Advice> advise(const dicebox::GameModule& module, const dicebox::State& state,
                                    dicebox::Seat seat, const std::vector<std::string>& names) {
    dicebox::Rng rng(7);
    return module.make_coach(state)->advise(*state.view(seat), seat, names, rng);
}

std::string expert_choice(const dicebox::GameModule& module, const dicebox::State& state,
                          dicebox::Seat seat) {
    dicebox::Rng rng(7);
    return state.format_action(module.make_bot("expert")->choose(state, seat, rng));
}

void expect_well_formed(const dicebox::GameModule& module, const dicebox::State& state,
                        dicebox::Seat seat, const std::vector<dicebox::Advice>& advice) {
    // What the conformance check of every coach asks, and a reason for every choice.
    dicebox::check::Findings findings;
    dicebox::check::check_advice(state, seat, module.make_coach(state)->measure(), advice,
                                 "the position", findings);
    EXPECT_THAT(findings.first_found(), ::testing::IsEmpty());
    for (const auto& choice : advice)
        EXPECT_FALSE(choice.reason.empty()) << state.format_action(choice.action);
}

}  // namespace testing_support
