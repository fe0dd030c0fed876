// A roll of the two special dice and its notation `7 X`. Its combination value is the
// rules' (ExxtraRules::value), which a house rule may change.
#pragma once

#include <string>
#include <string_view>

#include "dicebox/result.hpp"
#include "dicebox/state.hpp"
#include "rules.hpp"

namespace dicebox::exxtra {

struct Roll {
    int a = kX;  // die A
    int b = kX;  // die B

    int xs() const { return (a == kX) + (b == kX); }
    // 1-1, 2-2, 3-3 …: the pawn moves at once. X-X is no double.
    bool is_double() const { return a == b && a != kX; }

    dicebox::Outcome encode() const { return dicebox::Outcome(a) | dicebox::Outcome(b) << 4; }
    static Roll decode(dicebox::Outcome code) {
        return {static_cast<int>(code & 15), static_cast<int>(code >> 4 & 15)};
    }
};

// Every roll of die A and die B, each as likely as the faces make it.
template <class Visit>
void for_each_roll(const ExxtraRules& rules, Visit visit) {
    const double p = 1.0 / (rules.die_a.count * rules.die_b.count);
    for (int i = 0; i < rules.die_a.count; ++i) {
        for (int j = 0; j < rules.die_b.count; ++j)
            visit(Roll{rules.die_a.faces[i], rules.die_b.faces[j]}, p);
    }
}

// "X" or the digit.
std::string face_text(int face);
// A combination's two digits: "70", "00".
std::string value_text(int value);

// Die A first: "7 X".
std::string format_roll(const Roll& roll);
// Two faces, die A first ("7 X", "7-X", "x 7"). When only the other order fits the
// dice, the faces are read that way: a combination does not depend on which die shows
// which face.
dicebox::Result<Roll> parse_roll(std::string_view text, const ExxtraRules& rules);

}  // namespace dicebox::exxtra
