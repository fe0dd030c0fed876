// What must hold of a coach's advice (dicebox/coach.hpp) to a seat to move: checked by
// the conformance check of every game's coach, and by each game's coach tests on the
// positions they set up.
#pragma once

#include <string>
#include <vector>

#include "dicebox/check/findings.hpp"
#include "dicebox/coach.hpp"

namespace dicebox::check {

// Every legal action of `seat` in `state` valued once and nothing else, best first, each
// value finite and, in a coach's `measure` of the chance of winning, from 0 to 1.
void check_advice(const State& state, Seat seat, Measure measure, const std::vector<Advice>& advice,
                  const std::string& where, Findings& findings);

}  // namespace dicebox::check
