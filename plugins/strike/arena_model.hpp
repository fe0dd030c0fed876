// The arena model of docs/rules.md, Strike: where `thrown` dice thrown in one style into an arena
// leave the dice. The state samples its chance outcomes from it; the planner samples it
// to weigh the styles.
#pragma once

#include "dicebox/rng.hpp"
#include "rest.hpp"
#include "rules.hpp"

namespace dicebox::strike {

Rest throw_into(const Arena& arena, const ThrowModel& model, int thrown, dicebox::Rng& rng);

// docs/rules.md, Strike, A turn, 3: takes every die that shares its number with another out of
// `arena`; returns how many.
inline int take_matches(Arena& arena) {
    int taken = 0;
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        if (arena[face] < 2) continue;
        taken += arena[face];
        arena[face] = 0;
    }
    return taken;
}

}  // namespace dicebox::strike
