// A chance outcome of Strike: the dice at rest after a throw (the number faces in the
// arena, how many showed X, how many left it), or the starting die. Notation
// `arena 3 3 5 5 6 | x 1 | out 0`, and `arena 4` for the starting die.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "dicebox/result.hpp"
#include "dicebox/state.hpp"
#include "rules.hpp"

namespace dicebox::strike {

// Dice in the arena by face, index 2..6.
using Arena = std::array<int, kFaces + 1>;

inline int dice_in(const Arena& arena) {
    int n = 0;
    for (int face = kLowestNumber; face <= kFaces; ++face) n += arena[face];
    return n;
}

struct Rest {
    Arena arena{};
    int x = 0;    // dice that showed X
    int out = 0;  // dice that left the arena or never landed in it
    bool starting_die = false;

    int dice() const { return dice_in(arena) + x + out; }

    // Five bits per count, then the starting-die flag.
    dicebox::Outcome encode() const;
    static Rest decode(dicebox::Outcome code);
};

std::string format_rest(const Rest& rest);
dicebox::Result<Rest> parse_rest(std::string_view text);

}  // namespace dicebox::strike
