// End-to-end tests of `dicebox simulate --rules --compare`: the printed rules and a house
// rule played on the same seeds, their figures and histogram side by side.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"

namespace rules_compare_test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::run_process;

const std::vector<std::string> kCompare = {"simulate", "extra",  "--games",  "300",
                                           "--bots",   "greedy", "--seed",   "5",
                                           "--rules",  "gentle", "--compare"};

json compared(std::vector<std::string> extra = {}) {
    auto args = kCompare;
    args.push_back("--json");
    args.insert(args.end(), extra.begin(), extra.end());
    const auto r = run_process(dicebox_binary(), args);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return json::parse(r.out);
}

// Columns a line takes in a terminal: one per character (the blocks too), not per byte.
std::size_t columns(const std::string& line) {
    std::size_t n = 0;
    for (const unsigned char c : line) n += (c & 0xC0) != 0x80;
    return n;
}

TEST(Compare, GentleRaisesTheMeanOnTheSameGames) {
    const auto report = compared();
    ASSERT_EQ(report["variants"].size(), 2u);
    const auto& printed = report["variants"][0];
    const auto& gentle = report["variants"][1];
    EXPECT_EQ(printed["variant"], "standard");
    EXPECT_NE(gentle["variant"], "standard");
    // A row left in the -200 zone costs -150 instead: never less, mostly more.
    EXPECT_GT(gentle["scores"]["mean"].get<double>(), printed["scores"]["mean"].get<double>());
    EXPECT_GE(gentle["scores"]["quantiles"]["min"].get<double>(),
              printed["scores"]["quantiles"]["min"].get<double>());
}

TEST(Compare, ThePrintedRulesAreTheSameGamesAsASimulationWithoutTheRule) {
    const auto report = compared();
    const auto r = run_process(dicebox_binary(), {"simulate", "extra", "--games", "300", "--bots",
                                                  "greedy", "--seed", "5", "--json"});
    ASSERT_EQ(r.exit_code, 0);
    const auto plain = json::parse(r.out);
    EXPECT_DOUBLE_EQ(report["variants"][0]["scores"]["mean"].get<double>(),
                     plain["seats"][0]["mean"].get<double>());
    EXPECT_EQ(report["variants"][0]["seats"][0]["wins"], plain["seats"][0]["wins"]);
    const auto again = compared();
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(again["variants"][i]["scores"], report["variants"][i]["scores"]);
        EXPECT_EQ(again["variants"][i]["seats"], report["variants"][i]["seats"]);
    }
    EXPECT_EQ(again["histogram"], report["histogram"]);
}

TEST(Compare, FiguresAreOrderedQuantilesWinSharesAndOneHistogramForBoth) {
    const auto report = compared({"--threads", "2"});
    for (const auto& variant : report["variants"]) {
        const auto& q = variant["scores"]["quantiles"];
        const std::vector<std::string> order = {"min", "p10", "p25", "median", "p75", "p90", "max"};
        for (std::size_t i = 1; i < order.size(); ++i) {
            EXPECT_LE(q[order[i - 1]].get<double>(), q[order[i]].get<double>()) << order[i];
        }
        EXPECT_GT(variant["scores"]["stdev"].get<double>(), 0);
        const double share = variant["seats"][0]["win_share"].get<double>();
        EXPECT_DOUBLE_EQ(share, variant["seats"][0]["wins"].get<double>() / 300);
    }
    std::vector<std::uint64_t> totals(2, 0);
    int previous_to = 0;
    bool first = true;
    for (const auto& bin : report["histogram"]) {
        if (!first) {
            EXPECT_EQ(bin["from"].get<int>(), previous_to + 1) << "bins follow each other";
        }
        first = false;
        previous_to = bin["to"].get<int>();
        for (std::size_t i = 0; i < 2; ++i) totals[i] += bin["counts"][i].get<std::uint64_t>();
    }
    EXPECT_EQ(totals, (std::vector<std::uint64_t>{300, 300})) << "every score in one bin";
    EXPECT_LE(report["histogram"].size(), 20u);
}

TEST(Compare, TableAndHistogramFitEightyColumns) {
    const auto r = run_process(dicebox_binary(), kCompare);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const auto* words :
         {"standard", "mean", "stdev", "median", "10%", "90%", "wins", "score"}) {
        EXPECT_THAT(r.out, HasSubstr(words));
    }
    EXPECT_THAT(r.out, HasSubstr("█"));
    for (const auto& line : lines_of(r.out)) EXPECT_LE(columns(line), 80u) << line;
}

TEST(Compare, NeedsAHouseRule) {
    const auto r = run_process(dicebox_binary(), {"simulate", "extra", "--compare"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("--rules"));
}

}  // namespace
}  // namespace rules_compare_test
