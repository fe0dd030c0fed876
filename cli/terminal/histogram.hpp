// Score distributions drawn in the terminal, to compare them (`simulate --compare`): the
// same bins for every distribution, a row per bin, and in each row every distribution's
// share of its scores as a bar of Unicode blocks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cli {

struct HistogramBin {
    int from = 0;  // the scores from..to, both included
    int to = 0;
    std::vector<std::uint64_t> counts;  // one per distribution
};

// Bins of one "round" width (1, 2, 5, 10, 20, 25, 50, 100, ...) over the scores of all
// `series` (each sorted), at most `most` of them, from the lowest score to the highest.
std::vector<HistogramBin> bins_of(const std::vector<std::vector<int>>& series, int most = 20);

// The bins drawn in `columns` columns, under a header of the distributions' `labels`;
// the longest bar is a whole bar, the others in proportion, to an eighth of a column.
std::string draw_histogram(const std::vector<HistogramBin>& bins,
                           const std::vector<std::string>& labels, int columns = 80);

}  // namespace cli
