// Score distributions put in the same bins, to compare them (`simulate --compare` and the
// app's what-if view): bins of one round width over all the distributions' scores.
#pragma once

#include <cstdint>
#include <vector>

namespace dicebox::host {

struct HistogramBin {
    int from = 0;  // the scores from..to, both included
    int to = 0;
    std::vector<std::uint64_t> counts;  // one per distribution
};

// Bins of one "round" width (1, 2, 5, 10, 20, 25, 50, 100, ...) over the scores of all
// `series` (each sorted), at most `most` of them, from the lowest score to the highest.
std::vector<HistogramBin> bins_of(const std::vector<std::vector<int>>& series, int most = 20);

}  // namespace dicebox::host
