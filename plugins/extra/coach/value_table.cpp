#include "value_table.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace dicebox::extra {

ValueTable::ValueTable(const ExtraRules& rules) : rules_(rules), rounds_left_(rules) {
    for (int row = 0; row < kRowCount; ++row)
        crosses_span_ = std::max(crosses_span_, rules.row_length(row) + 1);
    rows_.resize(static_cast<std::size_t>(kRowCount * crosses_span_ * kRounds * kRowsBegun));
    for (std::size_t entry = 0; entry < rows_.size(); ++entry) rows_[entry] = initial(entry);
    numbers_.assign(static_cast<std::size_t>(kRowCount * crosses_span_ * kNumberSets), 0.0f);
}

std::size_t ValueTable::row_entry(int row, int crosses, int rounds, int begun) const {
    return static_cast<std::size_t>(
        ((row * crosses_span_ + crosses) * kRounds + rounds) * kRowsBegun + begun);
}

std::size_t ValueTable::number_entry(int row, int crosses, int numbers) const {
    return static_cast<std::size_t>((row * crosses_span_ + crosses) * kNumberSets + numbers);
}

float ValueTable::initial(std::size_t entry) const {
    const int crosses = static_cast<int>(entry / (kRounds * kRowsBegun)) % crosses_span_;
    const int row = static_cast<int>(entry / (kRounds * kRowsBegun * crosses_span_));
    return crosses <= rules_.row_length(row) ? static_cast<float>(rules_.row_score(row, crosses))
                                             : 0.0f;
}

ValueTable::Place ValueTable::place(const Sheet& sheet) const {
    const double rounds = std::min(rounds_left_(sheet), kRounds - 1.001);
    Place at{static_cast<int>(rounds), 0, 0, 0};
    at.weight = static_cast<float>(rounds - at.rounds);
    for (int row = 0; row < kRowCount; ++row) at.rows_begun += sheet.rows[row] > 0;
    for (int k = 0; k < rules_.columns; ++k) {
        if (sheet.columns[k].number != 0) at.numbers |= 1 << (sheet.columns[k].number - 1);
    }
    return at;
}

double ValueTable::operator()(const Sheet& sheet) const {
    if (sheet.done) return sheet.total(rules_);
    const Place at = place(sheet);
    double value = 0;
    for (int row = 0; row < kRowCount; ++row) {
        const int crosses = sheet.rows[row];
        const std::size_t entry = row_entry(row, crosses, at.rounds, at.rows_begun);
        value += (1 - at.weight) * rows_[entry] + at.weight * rows_[entry + kRowsBegun] +
                 numbers_[number_entry(row, crosses, at.numbers)];
    }
    return value;
}

void ValueTable::learn(const Sheet& sheet, double step) {
    if (sheet.done) return;
    const Place at = place(sheet);
    const auto delta = static_cast<float>(step);
    for (int row = 0; row < kRowCount; ++row) {
        const int crosses = sheet.rows[row];
        const std::size_t entry = row_entry(row, crosses, at.rounds, at.rows_begun);
        rows_[entry] += (1 - at.weight) * delta;
        rows_[entry + kRowsBegun] += at.weight * delta;
        numbers_[number_entry(row, crosses, at.numbers)] += delta;
    }
}

std::vector<std::int16_t> ValueTable::learned() const {
    std::vector<std::int16_t> tenths;
    tenths.reserve(entries());
    auto add = [&](float points) {
        tenths.push_back(
            static_cast<std::int16_t>(std::clamp(std::lround(points * 10), -32767L, 32767L)));
    };
    for (std::size_t entry = 0; entry < rows_.size(); ++entry) add(rows_[entry] - initial(entry));
    for (const float points : numbers_) add(points);
    return tenths;
}

void ValueTable::add_learned(std::span<const std::int16_t> tenths) {
    if (tenths.size() != entries())
        throw std::invalid_argument(
            fmt::format("a value table of {} entries, not {}", tenths.size(), entries()));
    for (std::size_t entry = 0; entry < rows_.size(); ++entry)
        rows_[entry] += tenths[entry] / 10.0f;
    for (std::size_t entry = 0; entry < numbers_.size(); ++entry)
        numbers_[entry] += tenths[rows_.size() + entry] / 10.0f;
}

std::string fingerprint(const ExtraRules& rules) {
    std::vector<std::vector<int>> scores;
    for (int row = 0; row < kRowCount; ++row) {
        scores.emplace_back(rules.row_scores[row].begin(),
                            rules.row_scores[row].begin() + rules.row_length(row) + 1);
    }
    return fmt::format(
        "dice {} columns {} rows {}", rules.dice,
        std::span(rules.column_lengths.data(), static_cast<std::size_t>(rules.columns)), scores);
}

}  // namespace dicebox::extra
