// The numbers of Exxtra (RULES.md §2), read from a variant's parameters.
//
// The defaults live only in rules.cpp's schema: the faces of the two special dice,
// the track, the ladder, the moves of doubles, the cost of an invalid roll.
#pragma once

#include <array>
#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace exxtra {

constexpr int kX = 0;          // the X face; it counts as 0 on a turn's first roll
constexpr int kMaxFace = 9;    // faces are X or 1..9, so a combination has two digits
constexpr int kMaxFaces = 12;  // faces on one die
constexpr int kMaxRings = 9;   // rings above ring 0
constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;

struct Die {
    std::array<int, kMaxFaces> faces{};
    int count = 0;

    bool shows(int face) const {
        for (int i = 0; i < count; ++i) {
            if (faces[i] == face) return true;
        }
        return false;
    }
};

struct ExxtraRules {
    Die die_a;
    Die die_b;
    int track = 0;  // steps from Start to the Goal
    int rings = 0;  // rings 1..rings hold one pair each; ring 0 holds any number
    std::array<int, kMaxFace + 1> double_moves{};  // spaces a double of each face moves
    int x_step_back = 0;                           // spaces back per X of an invalid roll

    static const dicebox::ParamSchema& schema();
    // From resolved parameters (ParamSchema::resolve).
    static ExxtraRules from_params(const nlohmann::json& params);
};

}  // namespace exxtra
