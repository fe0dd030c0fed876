// The charts' figures on the fixture of records_fixture.hpp, checked against its table
// by hand (the arithmetic is in the comments).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/charts.hpp"
#include "dicebox/db/games.hpp"
#include "records_fixture.hpp"
#include "temp_dir.hpp"

namespace {

using namespace dicebox::db;
using records_fixture::minute;
using testing::ElementsAre;
using testing_support::TempDir;

// The filter of a game, a player and a variant ("": any), played games only unless told.
RecordsFilter only(std::string game, std::string player = "", std::string variant = "",
                   bool simulated = false) {
    return {std::move(game), std::move(player), std::move(variant), simulated};
}

class FixtureCharts : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    // The timeline as (fixture minute, score) pairs.
    std::vector<std::pair<int, int>> timeline(const RecordsFilter& filter) {
        std::vector<std::pair<int, int>> points;
        for (const auto& point : score_timeline(store_, filter)) {
            points.emplace_back(static_cast<int>((point.date - records_fixture::kStart) / 60'000),
                                point.score);
        }
        return points;
    }

    db_test::TestHistory history_{GetParam()};
    std::vector<std::int64_t> ids_ = records_fixture::write(history_.location());
    Store store_{history_.location(), Access::Read};
};

TEST_P(FixtureCharts, APlayersScoresComeInTheOrderTheGamesEnded) {
    // Ann's EXTRA! standard games 1-6, stored out of order.
    EXPECT_THAT(timeline(only("extra", "Ann", "standard")),
                ElementsAre(std::pair{1, 150}, std::pair{2, 100}, std::pair{3, 140},
                            std::pair{4, 160}, std::pair{5, 90}, std::pair{6, 170}));
    const auto points = score_timeline(store_, only("extra", "Ann", "standard"));
    EXPECT_EQ(points.front().game_id, ids_[1]);
    EXPECT_EQ(points.front().date, minute(1));
}

TEST_P(FixtureCharts, ATimelineCountsSimulatedGamesOnlyWhenAsked) {
    // Game 11 is simulated; game 12 (unfinished) never counts.
    EXPECT_EQ(timeline(only("extra", "Ann", "standard", true)).back(), (std::pair{11, 300}));
    EXPECT_EQ(timeline(only("extra", "Ann", "standard")).size(), 6u);
    // Every game of Ann's: EXTRA! and Strike.
    EXPECT_THAT(
        timeline(only("", "Ann")),
        ElementsAre(std::pair{1, 150}, std::pair{2, 100}, std::pair{3, 140}, std::pair{4, 160},
                    std::pair{5, 90}, std::pair{6, 170}, std::pair{8, 3}, std::pair{9, 4}));
}

TEST_P(FixtureCharts, ATimelineNeedsAKnownPlayer) {
    EXPECT_THROW(score_timeline(store_, only("extra")), std::invalid_argument);
    EXPECT_TRUE(score_timeline(store_, only("extra", "Zoe")).empty());
    // Eve sat only in the unfinished game 12.
    EXPECT_TRUE(score_timeline(store_, only("", "Eve")).empty());
}

TEST_P(FixtureCharts, ScoresAreEverySeatOfTheGameAndVariantLowestFirst) {
    // Games 1-6: 150 120, 100 130 90, 140 140 80, 160, 90, 170 110.
    EXPECT_THAT(scores(store_, only("extra", "", "standard")),
                ElementsAre(80, 90, 90, 100, 110, 120, 130, 140, 140, 150, 160, 170));
    // Game 7 alone.
    EXPECT_THAT(scores(store_, only("extra", "", "short")), ElementsAre(60, 70));
    // The simulated game 11 adds 300 and 50.
    EXPECT_EQ(scores(store_, only("extra", "", "standard", true)).size(), 14u);
    EXPECT_EQ(scores(store_, only("extra", "", "standard", true)).front(), 50);
}

TEST_P(FixtureCharts, ScoresOfOnePlayerAreThatPlayersSeats) {
    // Ann's Strike games 8 and 9.
    EXPECT_THAT(scores(store_, only("strike", "Ann", "standard")), ElementsAre(3, 4));
    EXPECT_TRUE(scores(store_, only("strike", "Zoe", "standard")).empty());
}

TEST_P(FixtureCharts, HeadToHeadsAreEveryOpponentMetByName) {
    const auto duels = head_to_heads(store_, only("", "Ann"));
    ASSERT_EQ(duels.size(), 2u);
    // Against Ben: 1 W, 2 L, 3 D (shared win), 8 W, 9 L.
    EXPECT_EQ(duels[0].opponent, "Ben");
    EXPECT_EQ(duels[0].wins, 2);
    EXPECT_EQ(duels[0].losses, 2);
    EXPECT_EQ(duels[0].draws, 1);
    // Against Cid: 2 W, 3 W, 6 W, 9 D (both ranked 2).
    EXPECT_EQ(duels[1].opponent, "Cid");
    EXPECT_EQ(duels[1].wins, 3);
    EXPECT_EQ(duels[1].losses, 0);
    EXPECT_EQ(duels[1].draws, 1);
}

TEST_P(FixtureCharts, HeadToHeadsEqualEachHeadToHead) {
    for (const RecordsFilter& filter :
         {only("", "Ben"), only("strike", "Cid"), only("extra", "Ann", "", true),
          only("extra", "Cid", "short")}) {
        const auto duels = head_to_heads(store_, filter);
        EXPECT_FALSE(duels.empty()) << filter.player;
        for (const auto& duel : duels) {
            const auto one = head_to_head(store_, filter, duel.opponent);
            EXPECT_EQ(duel.player, filter.player);
            EXPECT_EQ(duel.wins, one.wins) << filter.player << " " << duel.opponent;
            EXPECT_EQ(duel.losses, one.losses) << filter.player << " " << duel.opponent;
            EXPECT_EQ(duel.draws, one.draws) << filter.player << " " << duel.opponent;
        }
    }
    // Ben against Cid: 2 W, 3 W, 7 L, 9 W.
    const auto ben = head_to_heads(store_, only("", "Ben"));
    ASSERT_EQ(ben.size(), 2u);
    EXPECT_EQ(ben[1].opponent, "Cid");
    EXPECT_EQ(ben[1].wins, 3);
    EXPECT_EQ(ben[1].losses, 1);
}

TEST_P(FixtureCharts, HeadToHeadsNeedAPlayer) {
    EXPECT_THROW(head_to_heads(store_, only("extra")), std::invalid_argument);
    // Game 12 with Eve is unfinished.
    EXPECT_TRUE(head_to_heads(store_, only("", "Eve")).empty());
}

TEST_P(FixtureCharts, TheVariantsPlayedAreThoseWithFinishedGames) {
    const auto variants = variants_played(store_, false);
    ASSERT_EQ(variants.size(), 3u);
    EXPECT_EQ(variants[0].game, "extra");
    EXPECT_EQ(variants[0].variant, "short");
    EXPECT_FALSE(variants[0].lower_score_wins);
    EXPECT_EQ(variants[1].variant, "standard");
    EXPECT_EQ(variants[2].game, "strike");
    EXPECT_TRUE(variants[2].lower_score_wins);
}

TEST_P(FixtureCharts, ThePlayersAreThoseWithAFinishedGame) {
    EXPECT_THAT(players_with_games(store_, false), ElementsAre("Ann", "Ben", "Cid"));
}

TEST(Charts, SimulatedGamesBringTheirVariantsAndPlayers) {
    TempDir dir;
    {
        Store store(dir / "history.sqlite", Access::Write);
        GameRecord game;
        game.module = game.module_name = "exxtra";
        game.module_version = "1.0.0";
        game.variant = "standard";
        game.variant_hash = "hash";
        game.started_at = 1;
        game.ended_at = 2;
        game.status = Status::Finished;
        game.simulated = true;
        SeatRecord seat;
        seat.player = "bot:planner";
        seat.score = 5;
        seat.rank = 1;
        seat.winner = true;
        game.seats.push_back(seat);
        GameWriter writer(store);
        writer.insert(game);
    }
    Store store(dir / "history.sqlite", Access::Read);
    EXPECT_TRUE(variants_played(store, false).empty());
    ASSERT_EQ(variants_played(store, true).size(), 1u);
    EXPECT_EQ(variants_played(store, true)[0].game, "exxtra");
    EXPECT_TRUE(players_with_games(store, false).empty());
    EXPECT_THAT(players_with_games(store, true), ElementsAre("bot:planner"));
}

INSTANTIATE_TEST_SUITE_P(Both, FixtureCharts, db_test::backends(), db_test::backend_name);

}  // namespace
