// A player's choice on a roll, and its notation `A+B C+D xE`, `xE@K`, `-E`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "dicebox/result.hpp"
#include "dicebox/state.hpp"

namespace dicebox::extra {

// What happens to the 5th die.
enum class Fifth : std::uint8_t {
    Cross,      // crossed in the column of its number
    NewNumber,  // written as a new EXTRA number into an empty column, then crossed
    Drop,       // free ride: dropped without a cross
};

struct Choice {
    std::uint8_t a = 0, b = 0;  // first pair
    std::uint8_t c = 0, d = 0;  // second pair
    std::uint8_t fifth = 0;     // the 5th die
    Fifth kind = Fifth::Cross;
    std::uint8_t column = 0;  // 0-based, for NewNumber

    // A choice made but not shown: what a view holds of another seat's choice. No die
    // is 0, so no choice made is hidden.
    static Choice hidden() { return Choice{}; }
    bool is_hidden() const { return a == 0; }

    // Pairs in one canonical order: each pair low die first, pairs by sum, then by
    // low die. Equal choices then have equal codes.
    void normalise();

    dicebox::Action encode() const {
        return dicebox::Action(a) | dicebox::Action(b) << 3 | dicebox::Action(c) << 6 |
               dicebox::Action(d) << 9 | dicebox::Action(fifth) << 12 |
               dicebox::Action(kind) << 15 | dicebox::Action(column) << 17;
    }
    static Choice decode(dicebox::Action code) {
        Choice ch;
        ch.a = code & 7;
        ch.b = code >> 3 & 7;
        ch.c = code >> 6 & 7;
        ch.d = code >> 9 & 7;
        ch.fifth = code >> 12 & 7;
        ch.kind = static_cast<Fifth>(code >> 15 & 3);
        ch.column = code >> 17 & 7;
        return ch;
    }
    // Straight from a code: its 5th die; its split (the same pairs and 5th die, crossed);
    // a split entered another way. Legal choices are listed and checked without decoding.
    static int fifth_of(dicebox::Action code) { return static_cast<int>(code >> 12 & 7); }
    static dicebox::Action split_of(dicebox::Action code) { return code & ((1u << 15) - 1); }
    static dicebox::Action entered_as(dicebox::Action split, Fifth kind, int column = 0) {
        return split | dicebox::Action(kind) << 15 | dicebox::Action(column) << 17;
    }
    // True when the code is the encoding of some normalised choice.
    static bool well_formed(dicebox::Action code);
    // True when the code's way of entering its 5th die is well formed, whatever its dice:
    // a code that also is one of a roll's splits is then well formed.
    static bool entry_well_formed(dicebox::Action code);
};

std::string format_choice(const Choice& choice);
dicebox::Result<Choice> parse_choice(std::string_view text);

}  // namespace dicebox::extra
