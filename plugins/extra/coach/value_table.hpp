// The expert's value of a sheet: the final total it can expect, learned by self-play.
//
// A sum of small tables, so that a value is a few look-ups and self-play can learn it
// by temporal differences (train/train.cpp):
//   - for each row, by its crosses, the rounds left (RoundsLeft, interpolated) and the
//     number of rows begun: what the row will score, given how much time is left and
//     how many rows compete for the pairs;
//   - for each row, by its crosses and the set of EXTRA numbers taken: the numbers are
//     the dice a player must give up, so they decide which pairs come easily.
// Each entry starts at the row's score as it stands; the tables shipped (tables/) hold
// what self-play added to it, for the rules they were trained under (fingerprint()).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../rules.hpp"
#include "../sheet.hpp"
#include "rounds_left.hpp"

namespace dicebox::extra {

class ValueTable {
  public:
    // The rounds left beyond this count as this count.
    static constexpr int kRounds = 32;
    static constexpr int kRowsBegun = kRowCount + 1;
    static constexpr int kNumberSets = 1 << kFaces;

    // The untrained table for `rules`, which has three EXTRA columns: every row worth
    // what it scores now.
    explicit ValueTable(const ExtraRules& rules);

    double operator()(const Sheet& sheet) const;
    // Moves the value of `sheet` by `step` (spread over the entries it reads).
    void learn(const Sheet& sheet, double step);

    // How many entries the table has; what learning added to each, in tenths of a point
    // (table_file.hpp), and back.
    std::size_t entries() const { return rows_.size() + numbers_.size(); }
    std::vector<std::int16_t> learned() const;
    void add_learned(std::span<const std::int16_t> tenths);

  private:
    struct Place {
        int rounds;    // the lower of the two rounds interpolated
        float weight;  // of the upper one
        int rows_begun;
        int numbers;  // the set of EXTRA numbers, bit n-1 for number n
    };
    Place place(const Sheet& sheet) const;
    std::size_t row_entry(int row, int crosses, int rounds, int begun) const;
    std::size_t number_entry(int row, int crosses, int numbers) const;
    float initial(std::size_t row_entry) const;

    ExtraRules rules_;
    RoundsLeft rounds_left_;
    int crosses_span_ = 0;  // the longest row's boxes, plus one
    std::vector<float> rows_;
    std::vector<float> numbers_;
};

// The rules a table was trained for, as text: what the expert compares to find one.
std::string fingerprint(const ExtraRules& rules);

}  // namespace dicebox::extra
