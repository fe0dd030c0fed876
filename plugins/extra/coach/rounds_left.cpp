#include "rounds_left.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace dicebox::extra {

namespace {

constexpr int kColumns = 3;

// The chance that a roll of `dice` dice shows exactly each set of three given faces
// (bit k: face k shows), over every one of the 6^dice rolls.
std::array<double, 1 << kColumns> shown_sets(int dice) {
    int rolls = 1;
    for (int i = 0; i < dice; ++i) rolls *= kFaces;
    std::array<double, 1 << kColumns> chance{};
    for (int roll = 0; roll < rolls; ++roll) {
        int shown = 0;
        for (int i = 0, rest = roll; i < dice; ++i, rest /= kFaces) {
            if (rest % kFaces < kColumns) shown |= 1 << (rest % kFaces);
        }
        chance[static_cast<std::size_t>(shown)] += 1.0 / rolls;
    }
    return chance;
}

}  // namespace

RoundsLeft::RoundsLeft(const ExtraRules& rules) {
    if (rules.columns != kColumns)
        throw std::invalid_argument("the expert's clock needs three EXTRA columns");
    std::copy_n(rules.column_lengths.begin(), kColumns, lengths_.begin());
    // A handicapped player's empty column has one box more to go.
    span_ = *std::max_element(lengths_.begin(), lengths_.end()) + 2;
    rounds_.assign(static_cast<std::size_t>(span_ * span_ * span_), 0.0);
    const auto chance = shown_sets(rules.dice);
    // A free ride (none shown) leaves the columns as they are: the round is played again.
    for (int a = 1; a < span_; ++a) {
        for (int b = 1; b < span_; ++b) {
            for (int c = 1; c < span_; ++c) {
                const std::array<int, kColumns> left{a, b, c};
                double rounds = 1;
                for (int shown = 1; shown < 1 << kColumns; ++shown) {
                    int longest = -1;
                    for (int k = 0; k < kColumns; ++k) {
                        if ((shown >> k & 1) && (longest < 0 || left[k] > left[longest]))
                            longest = k;
                    }
                    auto next = left;
                    if (--next[longest] == 0) continue;  // its last box: the game ends
                    rounds += chance[shown] * rounds_[index(next[0], next[1], next[2])];
                }
                rounds_[index(a, b, c)] = rounds / (1 - chance[0]);
            }
        }
    }
}

double RoundsLeft::operator()(const Sheet& sheet) const {
    if (sheet.done) return 0;
    std::array<int, kColumns> left{};
    for (int k = 0; k < kColumns; ++k) {
        const ExtraColumn& column = sheet.columns[k];
        left[k] = lengths_[k] - column.crosses + (column.number == 0 && sheet.handicap ? 1 : 0);
    }
    return rounds_[index(left[0], left[1], left[2])];
}

}  // namespace dicebox::extra
