#include "simulation_json.hpp"

namespace dicebox::cli {

using nlohmann::json;

json to_json(const dicebox::host::Quantiles& q) {
    return {{"min", q.min}, {"p10", q.p10}, {"p25", q.p25}, {"median", q.median},
            {"p75", q.p75}, {"p90", q.p90}, {"max", q.max}};
}

json to_json(const std::vector<dicebox::host::SeatFigures>& seats) {
    json out = json::array();
    for (const auto& seat : seats) {
        out.push_back({{"bot", seat.bot},
                       {"mean", seat.spread.mean},
                       {"ci95", seat.spread.ci95},
                       {"stdev", seat.spread.stdev},
                       {"min", seat.min},
                       {"max", seat.max},
                       {"wins", seat.wins},
                       {"win_share", seat.win_share}});
    }
    return out;
}

json to_json(const dicebox::host::Comparison& comparison) {
    json report = {{"game", comparison.game},       {"name", comparison.name},
                   {"games", comparison.games},     {"seed", comparison.seed},
                   {"threads", comparison.threads}, {"bots", comparison.bots},
                   {"variants", json::array()},     {"histogram", json::array()}};
    for (const auto& series : comparison.series) {
        report["variants"].push_back({{"variant", series.variant},
                                      {"hash", series.hash},
                                      {"params", series.params},
                                      {"scores",
                                       {{"count", series.scores},
                                        {"mean", series.spread.mean},
                                        {"stdev", series.spread.stdev},
                                        {"quantiles", to_json(series.quantiles)}}},
                                      {"seats", to_json(series.seats)},
                                      {"seconds", series.seconds},
                                      {"games_per_second", series.games_per_second}});
    }
    for (const auto& bin : comparison.histogram) {
        report["histogram"].push_back({{"from", bin.from}, {"to", bin.to}, {"counts", bin.counts}});
    }
    return report;
}

}  // namespace dicebox::cli
