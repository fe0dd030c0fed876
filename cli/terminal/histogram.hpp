// Score distributions drawn in the terminal, to compare them (`simulate --compare`): the
// same bins for every distribution, a row per bin, and in each row every distribution's
// share of its scores as a bar of Unicode blocks.
#pragma once

#include <string>
#include <vector>

#include "dicebox/host/histogram_bins.hpp"

namespace dicebox::cli {

// The bins drawn in `columns` columns, under a header of the distributions' `labels`;
// the longest bar is a whole bar, the others in proportion, to an eighth of a column.
std::string draw_histogram(const std::vector<dicebox::host::HistogramBin>& bins,
                           const std::vector<std::string>& labels, int columns = 80);

}  // namespace dicebox::cli
