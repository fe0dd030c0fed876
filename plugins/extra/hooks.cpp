#include "hooks.hpp"

#include <cstdint>
#include <string>

namespace dicebox::extra {

using nlohmann::json;

namespace {

// What the hooks may return: far beyond any sheet of the schema's numbers, and a total
// of eleven rows still fits an int.
constexpr std::int64_t kMostRowPoints = 1'000'000;
constexpr std::int64_t kMostPoints = 100'000'000;

}  // namespace

ExtraHooks ExtraHooks::open(const dicebox::HouseRule* rule, ExtraRules& rules) {
    ExtraHooks hooks;
    if (rule == nullptr) return hooks;
    const bool row_score = rule->defines(kRowScoreHook);
    hooks.game_ends_ = rule->defines(kGameEndsHook);
    hooks.final_score_ = rule->defines(kFinalScoreHook);
    if (!row_score && !hooks.game_ends_ && !hooks.final_score_) return hooks;
    hooks.hooks_ = rule->open();
    if (row_score) {
        for (int row = 0; row < kRowCount; ++row) {
            for (int crosses = 0; crosses <= rules.row_length(row); ++crosses) {
                rules.row_scores[row][crosses] = static_cast<int>(hooks.hooks_->call_integer(
                    kRowScoreHook, json::array({row + kLowestSum, crosses}), -kMostRowPoints,
                    kMostRowPoints));
            }
        }
    }
    return hooks;
}

bool ExtraHooks::game_ends(const ExtraRules& rules, const Sheet& sheet) {
    return hooks_->call_boolean(kGameEndsHook, json::array({sheet_values(rules, sheet)}));
}

int ExtraHooks::final_score(const ExtraRules& rules, const Sheet& sheet, int total) {
    return static_cast<int>(hooks_->call_integer(kFinalScoreHook,
                                                 json::array({sheet_values(rules, sheet), total}),
                                                 -kMostPoints, kMostPoints));
}

json sheet_values(const ExtraRules& rules, const Sheet& sheet) {
    json rows = json::object();
    for (int row = 0; row < kRowCount; ++row)
        rows[std::to_string(row + kLowestSum)] = sheet.rows[row];
    json columns = json::array();
    for (int k = 0; k < rules.columns; ++k) {
        const ExtraColumn& column = sheet.columns[k];
        columns.push_back({{"number", column.number == 0 ? json(nullptr) : json(column.number)},
                           {"crosses", column.crosses},
                           {"length", rules.column_lengths[k]}});
    }
    return {{"rows", rows}, {"columns", columns}};
}

}  // namespace dicebox::extra
