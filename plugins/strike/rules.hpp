// The numbers of Strike (RULES.md §3), read from a variant's parameters: the dice, the
// dice each player starts with, and the arena model's numbers for each throw style.
#pragma once

#include <array>
#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace strike {

constexpr int kX = 1;  // the X replaces the 1
constexpr int kLowestNumber = 2;
constexpr int kFaces = 6;
constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 5;
constexpr int kMaxDice = 31;  // five bits per count in an outcome's code

enum class Style : std::uint8_t { Soft, Normal, Hard };
constexpr int kStyles = 3;
const char* style_name(Style style);

// What a throw of one style does (RULES.md §3, the arena model).
struct ThrowModel {
    double p_hit = 0;        // a die in the arena is knocked
    double p_miss = 0;       // a thrown die never lands in the arena
    double p_knock_out = 0;  // a knocked die leaves the arena
};

struct StrikeRules {
    int dice = 0;                                  // in the box
    std::array<int, kMaxPlayers + 1> dice_each{};  // per player count
    std::array<ThrowModel, kStyles> styles{};
    bool match = false;  // the official alternative end: one game per player

    const ThrowModel& model(Style style) const { return styles[static_cast<int>(style)]; }

    static const dicebox::ParamSchema& schema();
    // From resolved parameters (ParamSchema::resolve); throws ParamError.
    static StrikeRules from_params(const nlohmann::json& params);
};

// Throws ParamError when the box has too few dice for `players` and the starting die.
void check_dice(const StrikeRules& rules, int players);

}  // namespace strike
