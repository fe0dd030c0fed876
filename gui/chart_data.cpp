#include "chart_data.hpp"

#include <algorithm>
#include <cmath>

namespace gui {
namespace {

// The largest multiple of `width` at or below `score`, negative scores too.
int bin_start(int score, int width) {
    const int start = score / width * width;
    return start > score ? start - width : start;
}

}  // namespace

int round_width(double width) {
    for (int scale = 1;; scale *= 10) {
        for (const int step : {1, 2, 5}) {
            if (step * scale >= width) return step * scale;
        }
    }
}

std::vector<double> moving_average(const std::vector<int>& scores, std::size_t window) {
    std::vector<double> averages;
    averages.reserve(scores.size());
    double sum = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        sum += scores[i];
        if (i >= window) sum -= scores[i - window];
        averages.push_back(sum / static_cast<double>(std::min(i + 1, window)));
    }
    return averages;
}

std::vector<ScoreBin> histogram(const std::vector<int>& scores) {
    if (scores.empty()) return {};
    const auto [low, high] = std::minmax_element(scores.begin(), scores.end());
    const double wanted =
        std::clamp(std::ceil(std::sqrt(static_cast<double>(scores.size()))), 5.0, 20.0);
    const int width = round_width(static_cast<double>(*high - *low + 1) / wanted);
    const int first = bin_start(*low, width);
    std::vector<ScoreBin> bins;
    for (int from = first; from <= *high; from += width)
        bins.push_back({from, from + width - 1, 0});
    for (const int score : scores) ++bins[static_cast<std::size_t>((score - first) / width)].count;
    return bins;
}

}  // namespace gui
