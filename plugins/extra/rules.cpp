#include "rules.hpp"

#include <fmt/format.h>

namespace dicebox::extra {

using dicebox::ParamError;
using dicebox::ParamSchema;
using dicebox::ParamSpec;
using Type = ParamSpec::Type;

const ParamSchema& ExtraRules::schema() {
    // docs/rules.md, EXTRA!. The zone lengths are the decision recorded there (rows 5 and 9 are
    // a reconstruction); this is the only place they are written down.
    static const ParamSchema schema({
        {"zone_boxes",
         Type::IntList,
         {3, 3, 4, 5, 7, 7, 7, 5, 4, 3, 3},
         0,
         kMaxZoneBoxes,
         kRowCount,
         kRowCount,
         "boxes of the -200 zone in rows 2 to 12"},
        {"row_points",
         Type::IntList,
         {100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100},
         0,
         10000,
         kRowCount,
         kRowCount,
         "points P of rows 2 to 12"},
        {"multipliers",
         Type::IntList,
         {1, 2, 3, 5, 7},
         1,
         100,
         1,
         kMaxMultipliers,
         "the multiplier boxes after the 0 box, left to right"},
        {"zone_penalty", Type::Int, -200, -10000, 0, 0, 0,
         "score of a row whose crosses are all inside the zone"},
        {"extra_numbers", Type::Int, 3, 1, kMaxColumns, 0, 0,
         "how many different EXTRA numbers a player may choose (one column each)"},
        {"column_lengths",
         Type::IntList,
         {10, 9, 8},
         1,
         30,
         1,
         kMaxColumns,
         "boxes of each EXTRA column; the last one ends the player's game"},
        {"dice", Type::Int, 5, kMinDice, kMaxDice, 0, 0,
         "dice rolled each round; two pairs and the 5th die are chosen, any others set aside"},
        {"solo_win_at_least", Type::Int, 0, -100000, 100000, 0, 0,
         "a solo game is won with a total of at least this"},
    });
    return schema;
}

const ParamSchema& ExtraRules::seat_schema() {
    static const ParamSchema schema({
        {"handicap", Type::Bool, false, 0, 0, 0, 0,
         "children's handicap: a new EXTRA number is written without a cross"},
    });
    return schema;
}

ExtraRules ExtraRules::from_params(const nlohmann::json& params) {
    ExtraRules rules;
    for (int row = 0; row < kRowCount; ++row) {
        rules.zone_boxes[row] = params["zone_boxes"][row].get<int>();
        rules.row_points[row] = params["row_points"][row].get<int>();
    }
    const auto& multipliers = params["multipliers"];
    rules.multiplier_count = static_cast<int>(multipliers.size());
    for (int i = 0; i < rules.multiplier_count; ++i)
        rules.multipliers[i] = multipliers[i].get<int>();
    rules.zone_penalty = params["zone_penalty"].get<int>();
    rules.columns = params["extra_numbers"].get<int>();
    const auto& lengths = params["column_lengths"];
    if (static_cast<int>(lengths.size()) != rules.columns) {
        throw ParamError(
            fmt::format("parameter 'column_lengths' must list one length per EXTRA number: "
                        "'extra_numbers' is {}, but {} lengths are given",
                        rules.columns, lengths.size()));
    }
    for (int i = 0; i < rules.columns; ++i) rules.column_lengths[i] = lengths[i].get<int>();
    rules.dice = params["dice"].get<int>();
    rules.solo_win_at_least = params["solo_win_at_least"].get<int>();
    for (int row = 0; row < kRowCount; ++row) {
        for (int crosses = 0; crosses <= rules.row_length(row); ++crosses)
            rules.row_scores[row][crosses] = rules.printed_row_score(row, crosses);
    }
    return rules;
}

}  // namespace dicebox::extra
