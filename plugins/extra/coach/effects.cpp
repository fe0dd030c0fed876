#include "effects.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "../choice.hpp"
#include "../choices.hpp"

namespace dicebox::extra {

namespace {

// A row's crosses as its score says it: by the points, so that a house rule's scoring
// is told as it counts.
std::string row_effect(const ExtraRules& rules, int sum, int before, int after) {
    const int row = row_index(sum);
    if (after == before) return fmt::format("row {} is full: the pair adds nothing", sum);
    const int score = rules.row_score(row, after);
    const int zero_box = rules.zone_boxes[row] + 1;
    std::string what = before == 0 ? fmt::format("opens row {}", sum) : fmt::format("row {}", sum);
    if (after < zero_box) {
        return fmt::format("{} ({} {} to its 0 box)", what, zero_box - after,
                           zero_box - after == 1 ? "cross" : "crosses");
    }
    if (after == rules.row_length(row)) return fmt::format("{} full, at {}", what, score);
    return fmt::format("{} to {}", what, score);
}

std::vector<std::string> effects(const ExtraRules& rules, const Sheet& sheet,
                                 const Choice& choice) {
    std::vector<std::string> out;
    Sheet now = sheet;
    for (const int sum : {choice.a + choice.b, choice.c + choice.d}) {
        const int before = now.rows[row_index(sum)];
        now.cross_row(rules, sum);
        out.push_back(row_effect(rules, sum, before, now.rows[row_index(sum)]));
    }
    const Sheet next = entered(rules, sheet, choice);
    switch (choice.kind) {
        case Fifth::NewNumber:
            out.push_back(fmt::format("takes {} as an EXTRA number in column {} ({} boxes)",
                                      choice.fifth, choice.column + 1,
                                      rules.column_lengths[choice.column]));
            break;
        case Fifth::Cross: {
            const int column = sheet.column_of(choice.fifth);
            const int left = rules.column_lengths[column] - next.columns[column].crosses;
            out.push_back(next.done ? std::string("ends your game")
                                    : fmt::format("gives up a {} ({} left in its column)",
                                                  choice.fifth, left));
            break;
        }
        case Fifth::Drop:
            out.push_back(fmt::format("a free ride: drops the {}", choice.fifth));
            break;
    }
    return out;
}

// All that `mine` does, what `other` does not do first.
std::string apart(const std::vector<std::string>& mine, const std::vector<std::string>& other) {
    std::vector<std::string> parts;
    for (const bool shared : {false, true}) {
        for (const std::string& part : mine) {
            if ((std::find(other.begin(), other.end(), part) != other.end()) == shared)
                parts.push_back(part);
        }
    }
    std::string out;
    for (const std::string& part : parts) out += (out.empty() ? "" : "; ") + part;
    return out;
}

}  // namespace

void explain(const ExtraRules& rules, const Sheet& sheet, std::vector<dicebox::Advice>& advice) {
    std::vector<std::vector<std::string>> parts;
    for (const auto& each : advice)
        parts.push_back(effects(rules, sheet, Choice::decode(each.action)));
    for (std::size_t i = 0; i < advice.size(); ++i) {
        const std::size_t other = i == 0 ? std::min<std::size_t>(1, advice.size() - 1) : 0;
        advice[i].reason = other == i ? apart(parts[i], {}) : apart(parts[i], parts[other]);
    }
}

}  // namespace dicebox::extra
