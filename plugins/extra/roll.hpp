// The shared roll and the ways to split it into two pairs and a 5th die.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "choice.hpp"
#include "dicebox/result.hpp"
#include "dicebox/state.hpp"
#include "rules.hpp"

namespace dicebox::extra {

struct Roll {
    // Dice showing each face, index 1..6; one byte more makes the roll a word of eight,
    // which is copied and returned as one (seven bytes were shuffled through memory).
    std::array<std::uint8_t, kFaces + 2> count{};

    int dice() const {
        int n = 0;
        for (int face = 1; face <= kFaces; ++face) n += count[face];
        return n;
    }
    // Chance outcome code: three bits of count per face.
    dicebox::Outcome encode() const {
        dicebox::Outcome code = 0;
        for (int face = 1; face <= kFaces; ++face)
            code |= dicebox::Outcome(count[face]) << (3 * (face - 1));
        return code;
    }
    static Roll decode(dicebox::Outcome code) {
        Roll roll;
        for (int face = 1; face <= kFaces; ++face) roll.count[face] = code >> (3 * (face - 1)) & 7;
        return roll;
    }
};

// "1 2 2 3 5": the dice in ascending order.
std::string format_roll(const Roll& roll);
dicebox::Result<Roll> parse_roll(std::string_view text, int dice);

// Every distinct split (pairs and 5th die, normalised) of a roll of kMinDice to
// kMaxDice dice, encoded as the choice that crosses the 5th die: a legal choice is
// one of these codes, or one with another way to enter the 5th die. The view stays
// valid for the whole process.
std::span<const dicebox::Action> splits_of(const Roll& roll);

}  // namespace dicebox::extra
