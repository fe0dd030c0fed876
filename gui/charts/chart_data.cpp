#include "charts/chart_data.hpp"

#include <algorithm>
#include <cmath>

#include "dicebox/host/histogram_bins.hpp"

namespace dicebox::gui {

int round_width(double width) {
    for (int scale = 1;; scale *= 10) {
        for (const int step : {1, 2, 5}) {
            if (step * scale >= width) return step * scale;
        }
    }
}

AxisTicks round_ticks(double least, double most) {
    // A single value gets room around it, a tenth of its size (at least 10) either way.
    if (most <= least) {
        const double room = std::max(10.0, std::abs(least) / 10);
        least -= room;
        most += room;
    }
    AxisTicks ticks;
    ticks.step = round_width((most - least) / 6);
    const double margin = (most - least) / 20;
    ticks.low = least - margin;
    ticks.high = most + margin;
    return ticks;
}

bool times_spread(const std::vector<std::int64_t>& times) {
    // Six ticks a minute apart at least, or their labels (to the second) repeat.
    constexpr std::int64_t kLeast = 60'000;
    if (times.size() < 2 || times.back() - times.front() < kLeast) return false;
    // A chart is about 50 points wide where a marker stays apart from the next: no such
    // slot of the span may hold more than a tenth of the games (or two).
    constexpr int kSlots = 50;
    const auto span = static_cast<double>(times.back() - times.front());
    const std::size_t most = std::max<std::size_t>(2, times.size() / 10);
    std::vector<std::size_t> in_slot(kSlots + 1, 0);
    for (const auto time : times) {
        const auto slot =
            static_cast<std::size_t>(static_cast<double>(time - times.front()) / span * kSlots);
        if (++in_slot[slot] > most) return false;
    }
    return true;
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

std::vector<std::size_t> points_drawn(const std::vector<double>& values, std::size_t most) {
    std::vector<std::size_t> drawn;
    if (values.size() <= most) {
        for (std::size_t i = 0; i < values.size(); ++i) drawn.push_back(i);
        return drawn;
    }
    const std::size_t runs = std::max<std::size_t>(1, most / 2);
    for (std::size_t run = 0; run < runs; ++run) {
        const auto begin = values.begin() + static_cast<std::ptrdiff_t>(run * values.size() / runs);
        const auto end =
            values.begin() + static_cast<std::ptrdiff_t>((run + 1) * values.size() / runs);
        const auto [low, high] = std::minmax_element(begin, end);
        const auto first = static_cast<std::size_t>(std::min(low, high) - values.begin());
        const auto second = static_cast<std::size_t>(std::max(low, high) - values.begin());
        drawn.push_back(first);
        if (second != first) drawn.push_back(second);
    }
    return drawn;
}

std::vector<ScoreBin> histogram(std::vector<int> scores) {
    if (scores.empty()) return {};
    std::sort(scores.begin(), scores.end());
    const double wanted =
        std::clamp(std::ceil(std::sqrt(static_cast<double>(scores.size()))), 5.0, 20.0);
    std::vector<ScoreBin> bins;
    for (const auto& bin : dicebox::host::bins_of({scores}, static_cast<int>(wanted))) {
        bins.push_back({bin.from, bin.to, static_cast<int>(bin.counts[0])});
    }
    return bins;
}

}  // namespace dicebox::gui
