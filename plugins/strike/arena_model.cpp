#include "arena_model.hpp"

namespace dicebox::strike {

Rest throw_into(const Arena& arena, const ThrowModel& model, int thrown, dicebox::Rng& rng) {
    Rest rest;
    // A die that lands shows any of the six faces; an X is removed.
    auto land = [&] {
        const int face = 1 + static_cast<int>(rng.below(kFaces));
        if (face == kX) {
            ++rest.x;
        } else {
            ++rest.arena[face];
        }
    };
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        for (int i = 0; i < arena[face]; ++i) {
            if (!rng.chance(model.p_hit)) {
                ++rest.arena[face];
            } else if (rng.chance(model.p_knock_out)) {
                ++rest.out;
            } else {
                land();
            }
        }
    }
    for (int i = 0; i < thrown; ++i) {
        if (rng.chance(model.p_miss)) {
            ++rest.out;
        } else {
            land();
        }
    }
    return rest;
}

}  // namespace dicebox::strike
