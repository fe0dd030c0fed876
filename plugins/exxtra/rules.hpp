// The numbers of Exxtra (docs/rules.md, Exxtra), read from a variant's parameters.
//
// The defaults live only in rules.cpp's schema: the faces of the two special dice,
// the track, the ladder, the moves of doubles, the cost of an invalid roll.
#pragma once

#include <array>
#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace dicebox::exxtra {

constexpr int kX = 0;          // the X face; it counts as 0 on a turn's first roll
constexpr int kMaxFace = 9;    // faces are X or 1..9, so a combination has two digits
constexpr int kMaxFaces = 12;  // faces on one die
constexpr int kMaxRings = 9;   // rings above ring 0
constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;
constexpr int kMaxTrack = 200;
constexpr int kMaxValue = 999;  // of a combination, under any house rule

// docs/rules.md, Exxtra, Combination value: the higher die is the tens digit, an X counts 0
// (7 and X → 70). What ExxtraRules::values holds without a house rule.
constexpr int printed_value(int a, int b) {
    return a > b ? 10 * a + b : 10 * b + a;
}

struct Die {
    std::array<int, kMaxFaces> faces{};
    int count = 0;

    bool shows(int face) const {
        for (int i = 0; i < count; ++i) {
            if (faces[i] == face) return true;
        }
        return false;
    }

    bool operator==(const Die&) const = default;
};

// The numbers a house rule's hooks may replace (hooks.cpp) are tables, filled from the
// parameters and then from the hooks when the game is set up: a turn only looks them up.
struct ExxtraRules {
    Die die_a;
    Die die_b;
    int track = 0;  // steps from Start to the Goal
    int rings = 0;  // rings 1..rings hold one pair each; ring 0 holds any number
    // The combination of die A showing a and die B showing b, on a turn's first roll
    // ([1]) or a later one ([0], only for rolls without an X: the others are invalid).
    std::array<std::array<std::array<int, kMaxFace + 1>, kMaxFace + 1>, 2> values{};
    std::array<int, kMaxFace + 1> double_moves{};  // spaces a double of each face moves
    std::array<int, 3> invalid_roll_costs{};       // spaces back, by the Xs of an invalid roll

    int value(int a, int b, bool first_roll) const { return values[first_roll][a][b]; }

    bool operator==(const ExxtraRules&) const = default;

    static const dicebox::ParamSchema& schema();
    // From resolved parameters (ParamSchema::resolve).
    static ExxtraRules from_params(const nlohmann::json& params);
};

}  // namespace dicebox::exxtra
