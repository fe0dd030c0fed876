// The numbers of EXTRA! (docs/rules.md, EXTRA!), read from a variant's parameters.
//
// The defaults live only in rules.cpp's schema: the zone lengths, the points, the
// multipliers, the EXTRA columns. Everything else reads them from ExtraRules.
#pragma once

#include <array>
#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace dicebox::extra {

constexpr int kFaces = 6;
constexpr int kLowestSum = 2;
constexpr int kRowCount = 11;  // sums 2..12
constexpr int kMaxPlayers = 6;
constexpr int kMaxColumns = 6;
constexpr int kMaxZoneBoxes = 20;
constexpr int kMaxMultipliers = 8;
constexpr int kMaxRowLength = kMaxZoneBoxes + 1 + kMaxMultipliers;
constexpr int kMinDice = 5;  // two pairs and the 5th die
constexpr int kMaxDice = 7;

inline int row_index(int sum) {
    return sum - kLowestSum;
}

struct ExtraRules {
    std::array<int, kRowCount> zone_boxes{};  // boxes of the −200 zone, per row
    std::array<int, kRowCount> row_points{};  // P, per row
    std::array<int, kMaxMultipliers> multipliers{};
    int multiplier_count = 0;
    int zone_penalty = 0;
    std::array<int, kMaxColumns> column_lengths{};
    int columns = 0;  // = the number of EXTRA numbers a player may choose
    int dice = 0;
    int solo_win_at_least = 0;

    // Each row's points for each number of crosses, tabulated when the game is set up:
    // the printed scoring, or a house rule's row_score hook (hooks.cpp). The bots value
    // thousands of sheets a move, so scoring is a look-up whatever rules the row.
    std::array<std::array<int, kMaxRowLength + 1>, kRowCount> row_scores{};

    // Boxes in a row: the zone, the 0 box, the multiplier boxes.
    int row_length(int row) const { return zone_boxes[row] + 1 + multiplier_count; }
    // A row's points with `crosses` crosses.
    int row_score(int row, int crosses) const { return row_scores[row][crosses]; }
    // The same as printed (docs/rules.md, EXTRA!, Scoring): what row_scores holds without a hook.
    int printed_row_score(int row, int crosses) const {
        const int zero_box = zone_boxes[row] + 1;
        if (crosses == 0) return 0;
        if (crosses < zero_box) return zone_penalty;
        if (crosses == zero_box) return 0;
        return row_points[row] * multipliers[crosses - zero_box - 1];
    }

    bool operator==(const ExtraRules&) const = default;

    static const dicebox::ParamSchema& schema();
    static const dicebox::ParamSchema& seat_schema();
    // From resolved parameters (ParamSchema::resolve); throws ParamError.
    static ExtraRules from_params(const nlohmann::json& params);
};

}  // namespace dicebox::extra
