// The numbers of Strike (docs/rules.md, Strike), read from a variant's parameters: the dice, the
// dice each player starts with, and the arena model's numbers for each throw style.
#pragma once

#include <array>
#include <memory>
#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace dicebox::strike {

constexpr int kX = 1;  // the X replaces the 1
constexpr int kLowestNumber = 2;
constexpr int kFaces = 6;
constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 5;
constexpr int kMaxDice = 31;  // five bits per count in an outcome's code
// Dice in the arena when a throw is made: each number at most once, for matches are
// taken as soon as the dice rest.
constexpr int kMaxArena = kFaces - kLowestNumber + 1;

enum class Style : std::uint8_t { Soft, Normal, Hard };
constexpr int kStyles = 3;
const char* style_name(Style style);

// What a throw of one style does (docs/rules.md, Strike, the arena model).
struct ThrowModel {
    double p_hit = 0;        // a die in the arena is knocked
    double p_miss = 0;       // a thrown die never lands in the arena
    double p_knock_out = 0;  // a knocked die leaves the arena
};

// A house rule's arena hook, asked when the game is set up for every throw that can
// happen: by style, dice thrown (up to all in the box) and dice in the arena.
using ArenaModels =
    std::array<std::array<std::array<ThrowModel, kMaxArena + 1>, kMaxDice + 1>, kStyles>;

struct StrikeRules {
    int dice = 0;                                  // in the box
    std::array<int, kMaxPlayers + 1> dice_each{};  // per player count
    std::array<ThrowModel, kStyles> styles{};
    // Replaces `styles` when a house rule defines the arena hook (hooks.cpp); shared by
    // every copy of the rules.
    std::shared_ptr<const ArenaModels> arena_models;
    // The points of a player who drops out, by the players still in (docs/rules.md, Strike,
    // Alternative end: that number; a house rule's match_points may change it).
    std::array<int, kMaxPlayers> match_points{};
    bool match = false;  // the official alternative end: one game per player

    // The numbers of a throw of `thrown` dice in `style` into an arena of `in_arena`.
    const ThrowModel& model(Style style, int thrown, int in_arena) const {
        if (arena_models) return (*arena_models)[static_cast<int>(style)][thrown][in_arena];
        return styles[static_cast<int>(style)];
    }

    static const dicebox::ParamSchema& schema();
    // From resolved parameters (ParamSchema::resolve); throws ParamError.
    static StrikeRules from_params(const nlohmann::json& params);
};

// Throws ParamError when the box has too few dice for `players` and the starting die.
void check_dice(const StrikeRules& rules, int players);

}  // namespace dicebox::strike
