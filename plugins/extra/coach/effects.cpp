#include "effects.hpp"

#include <fmt/format.h>

#include <string>

#include "../choice.hpp"
#include "../choices.hpp"

namespace dicebox::extra {

namespace {

// A row's crosses as its score says it: by the points, so that a house rule's scoring
// is told as it counts. A row both pairs cross is told once, with both crosses.
std::string row_effect(const ExtraRules& rules, int sum, int pairs, int before, int after) {
    const int row = row_index(sum);
    if (after == before) {
        return fmt::format("row {} is full: the {} nothing", sum,
                           pairs == 1 ? "pair adds" : "pairs add");
    }
    const int score = rules.row_score(row, after);
    const int zero_box = rules.zone_boxes[row] + 1;
    std::string what = before == 0 ? fmt::format("opens row {}", sum) : fmt::format("row {}", sum);
    if (after - before == 2) what += " twice";
    if (after < zero_box) {
        return fmt::format("{} ({} {} to its 0 box)", what, zero_box - after,
                           zero_box - after == 1 ? "cross" : "crosses");
    }
    if (after == rules.row_length(row)) return fmt::format("{} full, at {}", what, score);
    return fmt::format("{} to {}", what, score);
}

// What the fifth die does: a new EXTRA number, a cross in its number's column, or a free
// ride.
std::string fifth_effect(const ExtraRules& rules, const Sheet& sheet, const Choice& choice) {
    switch (choice.kind) {
        case Fifth::NewNumber:
            return fmt::format("takes {} as an EXTRA number in column {} ({} boxes)", choice.fifth,
                               choice.column + 1, rules.column_lengths[choice.column]);
        case Fifth::Cross: {
            const Sheet next = entered(rules, sheet, choice);
            if (next.done) return "ends your game";
            const int column = sheet.column_of(choice.fifth);
            const int left = rules.column_lengths[column] - next.columns[column].crosses;
            return fmt::format("crosses the {} in its column ({} {} left)", choice.fifth, left,
                               left == 1 ? "box" : "boxes");
        }
        case Fifth::Drop:
            break;
    }
    return fmt::format("a free ride: drops the {}", choice.fifth);
}

// The rows in the order the pairs name them, each once, then the fifth die.
std::vector<std::string> effects(const ExtraRules& rules, const Sheet& sheet,
                                 const Choice& choice) {
    std::vector<std::string> out;
    const int first = choice.a + choice.b;
    const int second = choice.c + choice.d;
    std::vector<int> sums{first};
    if (second != first) sums.push_back(second);
    Sheet now = sheet;
    for (const int sum : sums) {
        const int pairs = (sum == first ? 1 : 0) + (sum == second ? 1 : 0);
        const int before = now.rows[row_index(sum)];
        for (int pair = 0; pair < pairs; ++pair) now.cross_row(rules, sum);
        out.push_back(row_effect(rules, sum, pairs, before, now.rows[row_index(sum)]));
    }
    out.push_back(fifth_effect(rules, sheet, choice));
    return out;
}

}  // namespace

void explain(const ExtraRules& rules, const Sheet& sheet, std::vector<dicebox::Advice>& advice) {
    for (auto& each : advice) {
        std::string reason;
        for (const std::string& part : effects(rules, sheet, Choice::decode(each.action)))
            reason += (reason.empty() ? "" : "; ") + part;
        each.reason = std::move(reason);
    }
}

}  // namespace dicebox::extra
