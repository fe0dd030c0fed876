// How many more rounds a sheet can expect before its game ends: the expert's clock.
#pragma once

#include <array>
#include <vector>

#include "../rules.hpp"
#include "../sheet.hpp"

namespace dicebox::extra {

// The rounds a sheet of three EXTRA columns can expect still to play after the one
// just entered, if its player crosses, of the numbers a roll shows, the one whose
// column has the most boxes left (the longest game the dice allow). Exact for that
// play: a table over the boxes left in each column, worked out backwards from the
// chance that a roll shows each set of the three numbers. A column still without its
// number counts as if it had one; the first rounds cross a column each anyway.
class RoundsLeft {
  public:
    // `rules` has three EXTRA columns (ExtraRules::columns == 3).
    explicit RoundsLeft(const ExtraRules& rules);
    double operator()(const Sheet& sheet) const;

  private:
    int index(int a, int b, int c) const { return (a * span_ + b) * span_ + c; }

    std::array<int, 3> lengths_{};  // of the columns
    int span_ = 0;
    std::vector<double> rounds_;  // by the boxes left in each column
};

}  // namespace dicebox::extra
