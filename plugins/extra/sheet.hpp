// One player's score sheet: the row table and the EXTRA table.
#pragma once

#include <array>
#include <cstdint>

#include "rules.hpp"

namespace dicebox::extra {

struct ExtraColumn {
    std::uint8_t number = 0;  // 0 while the column is empty
    std::uint8_t crosses = 0;
};

struct Sheet {
    std::array<std::uint8_t, kRowCount> rows{};  // crosses per row, sums 2..12
    std::array<ExtraColumn, kMaxColumns> columns{};
    bool handicap = false;
    bool done = false;  // crossed the last box of an EXTRA column

    // The column holding `number`, or -1.
    int column_of(int number) const {
        for (int k = 0; k < kMaxColumns; ++k) {
            if (columns[k].number == number) return k;
        }
        return -1;
    }
    // The column of each number 1..6, or -1: one pass for many look-ups.
    std::array<std::int8_t, kFaces + 1> column_table() const {
        std::array<std::int8_t, kFaces + 1> table;
        table.fill(-1);
        for (int k = 0; k < kMaxColumns; ++k) {
            if (columns[k].number != 0) table[columns[k].number] = static_cast<std::int8_t>(k);
        }
        return table;
    }
    int numbers_chosen(const ExtraRules& rules) const {
        int n = 0;
        for (int k = 0; k < rules.columns; ++k) n += columns[k].number != 0;
        return n;
    }
    int total(const ExtraRules& rules) const {
        int sum = 0;
        for (int row = 0; row < kRowCount; ++row) sum += rules.row_score(row, rows[row]);
        return sum;
    }
    // A cross in the first free box of the row; a complete row takes no more.
    void cross_row(const ExtraRules& rules, int sum) {
        auto& crosses = rows[row_index(sum)];
        if (crosses < rules.row_length(row_index(sum))) ++crosses;
    }
    void cross_column(const ExtraRules& rules, int column) {
        if (++columns[column].crosses >= rules.column_lengths[column]) done = true;
    }
};

}  // namespace dicebox::extra
