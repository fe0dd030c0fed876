// The cases of the conformance suite: every check of the conformance library
// (check/include/dicebox/check/checks.hpp) on every module the build's plugin directory
// provides, at each player count it allows for the checks run at each player count.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "dicebox/check/checks.hpp"

namespace conformance {

struct CheckCase {
    std::string check;
    std::string module;
    int players = 0;  // 0: a check of the module as a whole
};

std::vector<CheckCase> check_cases();

// Test names: "EveryListedLegalActionApplies_extra_2p", "RefusesPlayerCountsOutsideItsRange_extra".
std::string case_name(const CheckCase& check_case);

// The seeded games the checks play: the library's amounts, or a fifth of them under
// AddressSanitizer. It runs every game some ten times slower and looks for memory errors,
// which a few games of each case find as well as many; the rare positions that many
// random games reach are the normal build's to find.
dicebox::check::Amounts amounts();

inline std::ostream& operator<<(std::ostream& out, const CheckCase& check_case) {
    return out << case_name(check_case);
}

}  // namespace conformance
