#include "terminal/histogram.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

// `share` of the longest bar's `longest`, as `cells` columns of blocks (eighths).
std::string bar(double share, double longest, int cells) {
    static const std::array<const char*, 8> kEighths = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    const auto eighths =
        longest > 0 ? static_cast<int>(std::lround(share / longest * cells * 8)) : 0;
    std::string out;
    for (int i = 0; i < eighths / 8; ++i) out += "█";
    out += kEighths[static_cast<std::size_t>(eighths % 8)];
    const int used = eighths / 8 + (eighths % 8 != 0 ? 1 : 0);
    return out + std::string(static_cast<std::size_t>(cells - used), ' ');
}

// A share as a percentage; none is left blank, and a share too small to show is "<0.1%".
std::string share_text(std::uint64_t count, double share) {
    if (count == 0) return "";
    if (share < 0.0005) return "<0.1%";
    return fmt::format("{:.1f}%", share * 100);
}

std::string range_text(const host::HistogramBin& bin) {
    return bin.from == bin.to ? std::to_string(bin.from) : fmt::format("{}..{}", bin.from, bin.to);
}

}  // namespace

std::string draw_histogram(const std::vector<host::HistogramBin>& bins,
                           const std::vector<std::string>& labels, int columns) {
    const std::size_t n = labels.size();
    std::vector<std::uint64_t> totals(n, 0);
    std::size_t range_width = 5;  // "score"
    for (const auto& bin : bins) {
        for (std::size_t s = 0; s < n; ++s) totals[s] += bin.counts[s];
        range_width = std::max(range_width, range_text(bin).size());
    }
    const auto share = [&](const host::HistogramBin& bin, std::size_t s) {
        return totals[s] == 0 ? 0.0
                              : static_cast<double>(bin.counts[s]) / static_cast<double>(totals[s]);
    };
    double longest = 0;
    for (const auto& bin : bins) {
        for (std::size_t s = 0; s < n; ++s) longest = std::max(longest, share(bin, s));
    }
    // Each distribution: two spaces, the bar, a space and the share ("100.0%").
    constexpr int kShare = 6;
    const int cells = std::max(4, (columns - static_cast<int>(range_width)) /
                                          static_cast<int>(std::max<std::size_t>(n, 1)) -
                                      3 - kShare);

    std::string out = fmt::format("{:>{}}", "score", range_width);
    for (const auto& label : labels) {
        const auto room = static_cast<std::size_t>(cells + 1 + kShare);
        out += fmt::format("  {:<{}}", label.substr(0, room), room);
    }
    out.erase(out.find_last_not_of(' ') + 1);
    out += '\n';
    for (const auto& bin : bins) {
        std::string row = fmt::format("{:>{}}", range_text(bin), range_width);
        for (std::size_t s = 0; s < n; ++s) {
            const double part = share(bin, s);
            row += fmt::format("  {} {:>{}}", bar(part, longest, cells),
                               share_text(bin.counts[s], part), kShare);
        }
        row.erase(row.find_last_not_of(' ') + 1);
        out += row + '\n';
    }
    return out;
}

}  // namespace dicebox::cli
