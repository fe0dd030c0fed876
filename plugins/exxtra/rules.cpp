#include "rules.hpp"

namespace dicebox::exxtra {

using dicebox::ParamSchema;
using dicebox::ParamSpec;
using Type = ParamSpec::Type;

const ParamSchema& ExxtraRules::schema() {
    // docs/rules.md, Exxtra. Faces are written as numbers, 0 standing for X.
    static const ParamSchema schema({
        {"die_a",
         Type::IntList,
         {0, 1, 2, 3, 4, 7},
         0,
         kMaxFace,
         1,
         kMaxFaces,
         "faces of die A (0 is X), each equally likely"},
        {"die_b",
         Type::IntList,
         {0, 1, 2, 3, 5, 6},
         0,
         kMaxFace,
         1,
         kMaxFaces,
         "faces of die B (0 is X), each equally likely"},
        {"track", Type::Int, 21, 1, kMaxTrack, 0, 0, "steps from Start to the Goal"},
        {"rings", Type::Int, 5, 1, kMaxRings, 0, 0,
         "rings above ring 0 on the dice ladder, each holding one pair"},
        {"double_moves",
         Type::IntList,
         {1, 2, 3, 4, 5, 6, 7, 8, 9},
         0,
         100,
         kMaxFace,
         kMaxFace,
         "spaces a double of 1 to 9 moves the pawn at once (0: no move)"},
        {"x_step_back", Type::Int, 1, 0, 100, 0, 0,
         "spaces the pawn moves back for each X of an invalid roll"},
    });
    return schema;
}

namespace {

Die die_of(const nlohmann::json& faces) {
    Die die;
    die.count = static_cast<int>(faces.size());
    for (int i = 0; i < die.count; ++i) die.faces[i] = faces[i].get<int>();
    return die;
}

}  // namespace

ExxtraRules ExxtraRules::from_params(const nlohmann::json& params) {
    ExxtraRules rules;
    rules.die_a = die_of(params["die_a"]);
    rules.die_b = die_of(params["die_b"]);
    rules.track = params["track"].get<int>();
    rules.rings = params["rings"].get<int>();
    for (int face = 1; face <= kMaxFace; ++face)
        rules.double_moves[face] = params["double_moves"][face - 1].get<int>();
    for (int a = 0; a <= kMaxFace; ++a) {
        for (int b = 0; b <= kMaxFace; ++b) {
            rules.values[1][a][b] = printed_value(a, b);
            rules.values[0][a][b] = printed_value(a, b);
        }
    }
    const int step_back = params["x_step_back"].get<int>();
    for (int xs = 0; xs <= 2; ++xs) rules.invalid_roll_costs[xs] = xs * step_back;
    return rules;
}

}  // namespace dicebox::exxtra
