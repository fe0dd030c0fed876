#include "dicebox/host/score_summary.hpp"

#include <algorithm>
#include <cmath>

namespace dicebox::host {
namespace {

Spread spread_from(double sum, double sum_squares, double n) {
    Spread spread;
    if (n == 0) return spread;
    spread.mean = sum / n;
    const double variance = n > 1 ? (sum_squares - n * spread.mean * spread.mean) / (n - 1) : 0.0;
    spread.stdev = std::sqrt(std::max(variance, 0.0));
    spread.ci95 = 1.96 * spread.stdev / std::sqrt(n);
    return spread;
}

double quantile(const std::vector<int>& sorted, double p) {
    const double at = p * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(at));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double part = at - static_cast<double>(below);
    return sorted[below] + part * (sorted[above] - sorted[below]);
}

}  // namespace

Spread spread_of(const SeatTally& tally, std::uint64_t games) {
    return spread_from(static_cast<double>(tally.sum), static_cast<double>(tally.sum_squares),
                       static_cast<double>(games));
}

Spread spread_of(const std::vector<int>& sorted) {
    // Integer sums, as the tallies have them: the same figures whatever the order.
    std::int64_t sum = 0;
    std::int64_t sum_squares = 0;
    for (const int score : sorted) {
        sum += score;
        sum_squares += static_cast<std::int64_t>(score) * score;
    }
    return spread_from(static_cast<double>(sum), static_cast<double>(sum_squares),
                       static_cast<double>(sorted.size()));
}

Quantiles quantiles_of(const std::vector<int>& sorted) {
    if (sorted.empty()) return {};
    return {static_cast<double>(sorted.front()),
            quantile(sorted, 0.10),
            quantile(sorted, 0.25),
            quantile(sorted, 0.50),
            quantile(sorted, 0.75),
            quantile(sorted, 0.90),
            static_cast<double>(sorted.back())};
}

std::vector<SeatFigures> seat_figures(const SimulationSetup& setup, const Simulation& run) {
    std::vector<SeatFigures> seats;
    const bool any = run.finished > 0;
    for (std::size_t seat = 0; seat < setup.bots.size(); ++seat) {
        const SeatTally& t = run.seats[seat];
        seats.push_back(
            {setup.bots[seat], spread_of(t, run.finished), any ? t.min : 0, any ? t.max : 0, t.wins,
             any ? static_cast<double>(t.wins) / static_cast<double>(run.finished) : 0.0});
    }
    return seats;
}

}  // namespace dicebox::host
