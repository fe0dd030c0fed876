#include "chart_data.hpp"

#include <algorithm>
#include <cmath>

#include "histogram_bins.hpp"

namespace gui {

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

std::vector<ScoreBin> histogram(std::vector<int> scores) {
    if (scores.empty()) return {};
    std::sort(scores.begin(), scores.end());
    const double wanted =
        std::clamp(std::ceil(std::sqrt(static_cast<double>(scores.size()))), 5.0, 20.0);
    std::vector<ScoreBin> bins;
    for (const auto& bin : cli::bins_of({scores}, static_cast<int>(wanted))) {
        bins.push_back({bin.from, bin.to, static_cast<int>(bin.counts[0])});
    }
    return bins;
}

}  // namespace gui
