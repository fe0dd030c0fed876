// What every game's coach tests check of its advice (dicebox/coach.hpp).
#pragma once

#include <string>
#include <vector>

#include "dicebox/coach.hpp"
#include "dicebox/module.hpp"

namespace testing_support {

// The advice of `module`'s coach for `seat`, thought out from the seat's view.
std::vector<dicebox::Advice> advise(const dicebox::GameModule& module, const dicebox::State& state,
                                    dicebox::Seat seat, const std::vector<std::string>& names);
// The choice of `module`'s expert bot, in notation.
std::string expert_choice(const dicebox::GameModule& module, const dicebox::State& state,
                          dicebox::Seat seat);
// One advice per legal action of `seat`, best first, each with a reason, every value a
// chance from 0 to 1 when the coach measures the chance of winning (check_advice of the
// conformance checks, and the reasons).
void expect_well_formed(const dicebox::GameModule& module, const dicebox::State& state,
                        dicebox::Seat seat, const std::vector<dicebox::Advice>& advice);

}  // namespace testing_support
