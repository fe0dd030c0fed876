#include "rules.hpp"

#include <fmt/format.h>

namespace dicebox::strike {

using dicebox::ParamError;
using dicebox::ParamSchema;
using dicebox::ParamSpec;
using Type = ParamSpec::Type;

const char* style_name(Style style) {
    static const char* names[] = {"soft", "normal", "hard"};
    return names[static_cast<int>(style)];
}

namespace {

ParamSpec probability(std::string name, double value, std::string description) {
    return {std::move(name), Type::Real, value, 0, 1, 0, 0, std::move(description)};
}

}  // namespace

const ParamSchema& StrikeRules::schema() {
    // docs/rules.md, Strike: the set-up table and the arena model's table.
    static const ParamSchema schema({
        {"dice", Type::Int, 31, 3, kMaxDice, 0, 0, "dice in the box, faces X, 2, 3, 4, 5, 6"},
        {"dice_each",
         Type::IntList,
         {9, 8, 7, 6},
         1,
         kMaxDice,
         4,
         4,
         "dice each player starts with, for 2, 3, 4 and 5 players"},
        probability("soft_p_hit", 0.25, "soft throw: a die in the arena is knocked"),
        probability("soft_p_miss", 0.01, "soft throw: a thrown die misses the arena"),
        probability("soft_p_knock_out", 0.02, "soft throw: a knocked die leaves the arena"),
        probability("normal_p_hit", 0.50, "normal throw: a die in the arena is knocked"),
        probability("normal_p_miss", 0.03, "normal throw: a thrown die misses the arena"),
        probability("normal_p_knock_out", 0.05, "normal throw: a knocked die leaves the arena"),
        probability("hard_p_hit", 0.80, "hard throw: a die in the arena is knocked"),
        probability("hard_p_miss", 0.06, "hard throw: a thrown die misses the arena"),
        probability("hard_p_knock_out", 0.10, "hard throw: a knocked die leaves the arena"),
        {"match", Type::Bool, false, 0, 0, 0, 0,
         "the official alternative end: as many games as players, each starting one; a player "
         "who drops out scores the players still in, the lowest total wins"},
    });
    return schema;
}

StrikeRules StrikeRules::from_params(const nlohmann::json& params) {
    StrikeRules rules;
    rules.dice = params["dice"].get<int>();
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        rules.dice_each[players] = params["dice_each"][players - kMinPlayers].get<int>();
    }
    for (int i = 0; i < kStyles; ++i) {
        const std::string style = style_name(static_cast<Style>(i));
        rules.styles[i] = {params[style + "_p_hit"].get<double>(),
                           params[style + "_p_miss"].get<double>(),
                           params[style + "_p_knock_out"].get<double>()};
    }
    for (int left = 0; left < kMaxPlayers; ++left) rules.match_points[left] = left;
    rules.match = params["match"].get<bool>();
    return rules;
}

// Every player's dice and the starting die must come out of the box.
void check_dice(const StrikeRules& rules, int players) {
    if (players * rules.dice_each[players] + 1 > rules.dice) {
        throw ParamError(fmt::format(
            "parameter 'dice_each' gives {} players {} dice each, which with the starting die "
            "is more than the {} dice of parameter 'dice'",
            players, rules.dice_each[players], rules.dice));
    }
}

}  // namespace dicebox::strike
