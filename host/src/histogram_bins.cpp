#include "dicebox/host/histogram_bins.hpp"

#include <algorithm>

namespace dicebox::host {
namespace {

// The smallest round width that covers `span` scores in `most` bins.
int round_width(std::int64_t span, int most) {
    for (std::int64_t power = 1;; power *= 10) {
        for (const std::int64_t step : {1, 2, 5, 10, 20, 25, 50}) {
            if (step * power * most >= span) return static_cast<int>(step * power);
        }
    }
}

// Rounds towards minus infinity, so that bins of negative scores line up too.
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

}  // namespace

std::vector<HistogramBin> bins_of(const std::vector<std::vector<int>>& series, int most) {
    std::int64_t low = 0;
    std::int64_t high = 0;
    bool any = false;
    for (const auto& scores : series) {
        if (scores.empty()) continue;
        low = any ? std::min<std::int64_t>(low, scores.front()) : scores.front();
        high = any ? std::max<std::int64_t>(high, scores.back()) : scores.back();
        any = true;
    }
    std::vector<HistogramBin> bins;
    if (!any) return bins;
    const int width = round_width(high - low + 1, most);
    const std::int64_t first = floor_div(low, width);
    const std::int64_t last = floor_div(high, width);
    for (std::int64_t b = first; b <= last; ++b) {
        bins.push_back({static_cast<int>(b * width), static_cast<int>(b * width + width - 1),
                        std::vector<std::uint64_t>(series.size(), 0)});
    }
    for (std::size_t s = 0; s < series.size(); ++s) {
        for (const int score : series[s]) {
            bins[static_cast<std::size_t>(floor_div(score, width) - first)].counts[s] += 1;
        }
    }
    return bins;
}

}  // namespace dicebox::host
