// `dicebox records` end to end: the real binary on the fixture of records_fixture.hpp.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "dicebox/db/local_time.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "records_fixture.hpp"
#include "temp_dir.hpp"

namespace {

using records_fixture::minute;
using ::testing::HasSubstr;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::ProcessResult;
using testing_support::run_process;
using testing_support::TempDir;

class RecordsCommand : public ::testing::Test {
  protected:
    ProcessResult records(std::vector<std::string> options) const {
        std::vector<std::string> args = {"records", "--db", file_.string()};
        args.insert(args.end(), options.begin(), options.end());
        return run_process(dicebox_binary(), args);
    }

    // The lines of the first table after the line that starts with `after`, from its
    // header to the first empty line.
    static std::vector<std::string> table(const std::string& out, const std::string& header,
                                          const std::string& after = "") {
        std::vector<std::string> rows;
        bool after_seen = after.empty();
        bool in_table = false;
        for (const auto& line : lines_of(out)) {
            if (!after_seen) after_seen = line.rfind(after, 0) == 0;
            if (after_seen && !in_table && line.rfind(header, 0) == 0) in_table = true;
            if (in_table && line.empty()) break;
            if (in_table) rows.push_back(line);
        }
        return rows;
    }

    // The words of a line, each run of spaces taken as one.
    static std::string words(const std::string& line) {
        return std::regex_replace(line, std::regex(" +"), " ");
    }

    TempDir dir_;
    std::filesystem::path file_ = dir_ / "history.sqlite";
    std::vector<std::int64_t> ids_ = records_fixture::write(file_);
};

TEST_F(RecordsCommand, PrintsEachSectionAsAlignedTables) {
    const auto result = records({});
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("Records of finished played games"));
    EXPECT_THAT(result.out, HasSubstr("extra standard: 6 games, average score 123.3 (highest "
                                      "score wins)"));
    EXPECT_THAT(result.out, HasSubstr("strike standard: 3 games, average score 4.2 (lowest "
                                      "score wins)"));
    // The first of EXTRA!'s best scores: Ann's 170 of game 6.
    const auto sizes = table(result.out, "   players", "extra standard:");
    ASSERT_EQ(sizes.size(), 4u);
    EXPECT_EQ(words(sizes[1]), " 1 (solo) 2 125.0");
    EXPECT_EQ(words(sizes[3]), " 3 2 113.3");
    const auto top = table(result.out, "   #  player", "extra standard:");
    ASSERT_EQ(top.size(), 11u) << "the header and ten scores";
    EXPECT_EQ(words(top[1]),
              fmt::format(" 1 Ann 170 {} {}", dicebox::db::local_time_text(minute(6)).substr(0, 16),
                          ids_[6]));

    const auto players = table(result.out, "player  games");
    ASSERT_EQ(players.size(), 4u);
    EXPECT_EQ(words(players[0]), "player games wins win rate streak longest solo solo losses");
    EXPECT_EQ(words(players[1]), "Ann 8 4/6 66.7% 0 3 2 1");
    EXPECT_EQ(words(players[2]), "Ben 7 3/6 50.0% 1 2 1 1");
    EXPECT_EQ(words(players[3]), "Cid 5 1/5 20.0% 0 1 0 0");
    // Numbers stand to the right: every row ends where the header ends.
    for (const auto& row : players) EXPECT_EQ(row.size(), players[0].size()) << row;

    const auto scores = table(result.out, "player  game ");
    EXPECT_THAT(scores,
                ::testing::Contains(::testing::ResultOf(
                    words, fmt::format("Ann extra 170 90 160 {}",
                                       dicebox::db::local_time_text(minute(4)).substr(0, 16)))));
    EXPECT_THAT(scores, ::testing::Contains(::testing::ResultOf(words, "Ann strike 3 4 -")));

    const auto nemeses = table(result.out, "player  nemesis");
    ASSERT_EQ(nemeses.size(), 4u);
    EXPECT_EQ(words(nemeses[3]), "Cid Ann 3 4");
    EXPECT_THAT(result.out, ::testing::Not(HasSubstr("Head-to-head")));
}

TEST_F(RecordsCommand, ShowsTheHeadToHeadOfThePlayerAgainstAnother) {
    const auto result = records({"--player", "Ann", "--vs", "Ben"});
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("Records of finished played games (player Ann)"));
    EXPECT_THAT(result.out, HasSubstr("Head-to-head: Ann against Ben"));
    const auto duel = table(result.out, "wins  losses  draws");
    ASSERT_EQ(duel.size(), 2u);
    EXPECT_EQ(words(duel[1]), " 2 2 1");
    EXPECT_EQ(table(result.out, "player  games").size(), 2u) << "Ann's row only";
}

TEST_F(RecordsCommand, PrintsTheSameFiguresAsJson) {
    const auto result = records({"--player", "Ann", "--vs", "Cid", "--simulated", "--json"});
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto figures = nlohmann::json::parse(result.out);
    EXPECT_EQ(figures["filter"]["player"], "Ann");
    EXPECT_EQ(figures["filter"]["simulated"], true);
    // With the simulated game 11: Ann won 1, 3, 6, 8, 11 of 7 games with others.
    ASSERT_EQ(figures["players"].size(), 1u);
    EXPECT_EQ(figures["players"][0]["wins"], 5);
    EXPECT_EQ(figures["players"][0]["multi_games"], 7);
    EXPECT_EQ(figures["players"][0]["current_streak"], 1);
    EXPECT_EQ(figures["variants"][0]["top"][0]["score"], 300);
    EXPECT_EQ(figures["variants"][0]["top"][0]["ended_at"], minute(11));
    EXPECT_EQ(figures["head_to_head"]["wins"], 3);
    EXPECT_EQ(figures["head_to_head"]["draws"], 1);
    EXPECT_EQ(figures["nemeses"][0]["nemesis"], "Ben");
}

TEST_F(RecordsCommand, VsWithoutPlayerIsAUsageError) {
    const auto result = records({"--vs", "Ben"});
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_THAT(result.err, HasSubstr("--vs"));
    EXPECT_THAT(result.err, HasSubstr("--player"));
    EXPECT_EQ(result.out, "");
}

TEST_F(RecordsCommand, VsTheSamePlayerIsAUsageError) {
    const auto result = records({"--player", "Ann", "--vs", "Ann"});
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_THAT(result.err, HasSubstr("another player"));
}

TEST_F(RecordsCommand, AMissingFileHasNoGamesYet) {
    const auto missing = dir_ / "none.sqlite";
    const auto result = run_process(dicebox_binary(), {"records", "--db", missing.string()});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out, fmt::format("No games recorded yet in {}.\n", missing.string()));
    EXPECT_FALSE(std::filesystem::exists(missing)) << "reading creates nothing";
}

TEST_F(RecordsCommand, AMissingFileGivesEmptyJsonFigures) {
    const auto missing = dir_ / "none.sqlite";
    const auto result = run_process(dicebox_binary(), {"records", "--db", missing.string(),
                                                       "--player", "Ann", "--vs", "Ben", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    const auto figures = nlohmann::json::parse(result.out);
    EXPECT_TRUE(figures["variants"].empty());
    EXPECT_TRUE(figures["players"].empty());
    EXPECT_EQ(figures["head_to_head"]["opponent"], "Ben");
    EXPECT_EQ(figures["head_to_head"]["wins"], 0);
}

TEST_F(RecordsCommand, AFilterThatMatchesNothingSaysSo) {
    const auto result = records({"--game", "exxtra"});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("No finished games match."));
}

}  // namespace

namespace {

// `dicebox history rebuild-summaries` counts every finished game again (the fixture's 11;
// game 12 is unfinished), and the records read from the summaries stay the same.
TEST_F(RecordsCommand, RebuildingTheSummariesCountsEveryFinishedGameAndKeepsTheRecords) {
    const auto before = records({"--simulated", "--json"});
    ASSERT_EQ(before.exit_code, 0) << before.err;
    const auto rebuilt =
        run_process(dicebox_binary(), {"history", "rebuild-summaries", "--db", file_.string()});
    ASSERT_EQ(rebuilt.exit_code, 0) << rebuilt.err;
    EXPECT_EQ(rebuilt.out, fmt::format("Rebuilt the records' summaries of {} from 11 finished "
                                       "games.\n",
                                       file_.string()));
    EXPECT_EQ(records({"--simulated", "--json"}).out, before.out);
}

TEST_F(RecordsCommand, RebuildingTheSummariesOfNoHistoryCreatesNone) {
    const auto missing = dir_ / "none.sqlite";
    const auto result =
        run_process(dicebox_binary(), {"history", "rebuild-summaries", "--db", missing.string()});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("No games recorded yet"));
    EXPECT_FALSE(std::filesystem::exists(missing));
}

}  // namespace
