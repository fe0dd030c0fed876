// Every way a throw can come to rest, with its chance, once the matches are taken
// (docs/rules.md, Strike, the arena model and A turn): the arena left and the dice
// taken. The planner samples throws; the duel and the coach weigh them all.
#pragma once

#include <vector>

#include "rest.hpp"
#include "rules.hpp"

namespace dicebox::strike {

// The faces lying in an arena after the matches are taken, one die each: bit f - 2 for
// face f.
int faces_of(const Arena& arena);
int dice_of(int faces);

struct Landing {
    int faces = 0;  // the arena left
    int taken = 0;  // dice that matched, into the thrower's reserve
    double p = 0;
};

// The landings of `thrown` dice thrown into an arena of `faces` (one die each) under
// `model`; the chances add up to 1.
std::vector<Landing> throw_odds(int faces, const ThrowModel& model, int thrown);

}  // namespace dicebox::strike
