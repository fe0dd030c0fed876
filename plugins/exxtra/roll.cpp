#include "roll.hpp"

#include <fmt/format.h>

#include <vector>

namespace dicebox::exxtra {

std::string face_text(int face) {
    return face == kX ? "X" : std::to_string(face);
}

std::string value_text(int value) {
    return fmt::format("{:02}", value);
}

std::string format_roll(const Roll& roll) {
    return face_text(roll.a) + " " + face_text(roll.b);
}

namespace {

std::string faces_text(const Die& die) {
    std::vector<std::string> faces;
    for (int i = 0; i < die.count; ++i) faces.push_back(face_text(die.faces[i]));
    return fmt::format("{}", fmt::join(faces, ", "));
}

}  // namespace

dicebox::Result<Roll> parse_roll(std::string_view text, const ExxtraRules& rules) {
    using R = dicebox::Result<Roll>;
    std::vector<int> faces;
    for (const char ch : text) {
        if (ch == ' ' || ch == '-' || ch == ',' || ch == '\t') continue;
        if (ch == 'X' || ch == 'x') {
            faces.push_back(kX);
        } else if (ch >= '1' && ch <= '9') {
            faces.push_back(ch - '0');
        } else {
            return R::failure(fmt::format(
                "'{}' is not a die face; a roll is two faces, die A first, like '7 X'", ch));
        }
    }
    if (faces.size() != 2) {
        return R::failure(
            fmt::format("a roll is two faces, die A first, like '7 X', not {}", faces.size()));
    }
    const Roll roll{faces[0], faces[1]};
    if (rules.die_a.shows(roll.a) && rules.die_b.shows(roll.b)) return roll;
    if (rules.die_a.shows(roll.b) && rules.die_b.shows(roll.a)) return Roll{roll.b, roll.a};
    return R::failure(fmt::format("the dice cannot show {} and {}: die A has {}, die B has {}",
                                  face_text(roll.a), face_text(roll.b), faces_text(rules.die_a),
                                  faces_text(rules.die_b)));
}

}  // namespace dicebox::exxtra
