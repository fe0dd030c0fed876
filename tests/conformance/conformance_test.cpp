// The conformance suite: every check of the conformance library on every game of the
// build, at every player count. `dicebox check-plugin` runs the same checks on any plugin.
#include <gtest/gtest.h>

#include "game_cases.hpp"
#include "plugins.hpp"

namespace conformance {
namespace {

class Conformance : public ::testing::TestWithParam<CheckCase> {};

TEST_P(Conformance, Passes) {
    const auto& check_case = GetParam();
    const auto findings = dicebox::check::run(dicebox::check::check_named(check_case.check),
                                              testing_support::module(check_case.module),
                                              check_case.players, amounts());
    for (const auto& finding : findings.first_found()) ADD_FAILURE() << finding;
    if (findings.count() > findings.first_found().size()) {
        ADD_FAILURE() << "and " << findings.count() - findings.first_found().size() << " more";
    }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, Conformance, ::testing::ValuesIn(check_cases()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
