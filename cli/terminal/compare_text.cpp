#include "terminal/compare_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "terminal/histogram.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;

using nlohmann::json;

namespace {

// A whole number as it is, any other to a tenth.
std::string number_text(double value) {
    return value == std::floor(value) ? fmt::format("{:.0f}", value) : fmt::format("{:.1f}", value);
}

}  // namespace

std::string compare_text(const json& report) {
    const auto& variants = report["variants"];
    std::vector<std::string> names;
    for (const auto& variant : variants) names.push_back(variant["variant"].get<std::string>());
    std::size_t width = 12;
    for (const auto& name : names) width = std::max(width, name.size() + 2);
    constexpr std::size_t kLabel = 20;

    std::string out = fmt::format(
        "{}: {} games, seed {}, bots {}\n{} against {}, game for game on the same seeds\n",
        report["name"].get<std::string>(), report["games"].get<std::uint64_t>(),
        report["seed"].get<std::uint64_t>(),
        fmt::join(report["bots"].get<std::vector<std::string>>(), ","), names.front(),
        names.back());
    const auto row = [&](const std::string& label, auto&& cell) {
        std::string line = fmt::format("{:<{}}", label, kLabel);
        for (const auto& variant : variants) line += fmt::format("{:>{}}", cell(variant), width);
        return line + "\n";
    };
    out += row(report["bots"].size() > 1 ? "scores (all seats)" : "scores",
               [](const json& variant) { return variant["variant"].get<std::string>(); });
    out +=
        row("  mean", [](const json& v) { return number_text(v["scores"]["mean"].get<double>()); });
    out += row("  stdev",
               [](const json& v) { return number_text(v["scores"]["stdev"].get<double>()); });
    const std::pair<const char*, const char*> quantiles[] = {
        {"  min", "min"}, {"  10%", "p10"}, {"  25%", "p25"}, {"  median", "median"},
        {"  75%", "p75"}, {"  90%", "p90"}, {"  max", "max"}};
    for (const auto& [label, key] : quantiles) {
        out += row(label, [key = key](const json& v) {
            return number_text(v["scores"]["quantiles"][key].get<double>());
        });
    }
    out += "wins\n";
    for (std::size_t seat = 0; seat < report["bots"].size(); ++seat) {
        out += row(fmt::format("  seat {} {}", seat + 1, report["bots"][seat].get<std::string>()),
                   [seat](const json& v) {
                       return fmt::format("{:.1f}%",
                                          100 * v["seats"][seat]["win_share"].get<double>());
                   });
    }
    std::vector<host::HistogramBin> bins;
    for (const auto& bin : report["histogram"]) {
        bins.push_back({bin["from"].get<int>(), bin["to"].get<int>(),
                        bin["counts"].get<std::vector<std::uint64_t>>()});
    }
    return out + "\n" + draw_histogram(bins, names);
}

}  // namespace dicebox::cli
