// The coach's reviews kept in the history (dicebox/db/reviews.hpp): each player's average
// loss per decision over their reviewed games, each game's, and a review kept again
// replacing the old one.
#include "dicebox/db/reviews.hpp"

#include <gtest/gtest.h>

#include "backends.hpp"
#include "dicebox/db/games.hpp"

namespace reviews_test {
namespace {

using namespace dicebox::db;

// A finished game of `players` started at `started_at`.
GameRecord game_of(const std::string& module, std::int64_t started_at,
                   const std::vector<std::string>& players, bool simulated = false) {
    GameRecord game;
    game.module = module;
    game.module_name = module;
    game.module_version = "1.0.0";
    game.variant_hash = "hash";
    game.started_at = started_at;
    game.ended_at = started_at + 60'000;
    game.status = Status::Finished;
    game.simulated = simulated;
    for (const auto& player : players) {
        SeatRecord seat;
        seat.player = player;
        game.seats.push_back(seat);
    }
    return game;
}

class Reviews : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    std::int64_t add(const GameRecord& game) {
        std::int64_t id = 0;
        store_.transaction("test", [&] { id = writer_.insert(game); });
        return id;
    }

    db_test::TestHistory history_{GetParam()};
    Store store_{history_.location(), Access::Write};
    GameWriter writer_{store_};
};

TEST_P(Reviews, APlayersAverageIsTheirLossOverAllTheirDecisionsAndEachGamesIsItsOwn) {
    const auto later = add(game_of("extra", 2000, {"Ann", "Ben"}));
    const auto earlier = add(game_of("extra", 1000, {"Ann"}));
    store_review(store_, later, {{0, "points", 20, 100.0, 1}, {1, "points", 20, 40.0, 0}});
    store_review(store_, earlier, {{0, "points", 10, 200.0, 3}});

    const auto reviews = player_reviews(store_, {});
    ASSERT_EQ(reviews.size(), 2u);
    const auto& ann = reviews[0];
    EXPECT_EQ(ann.player, "Ann");
    EXPECT_EQ(ann.game, "extra");
    EXPECT_EQ(ann.measure, "points");
    EXPECT_EQ(ann.games, 2);
    EXPECT_EQ(ann.decisions, 30);
    EXPECT_DOUBLE_EQ(ann.mean_loss, 300.0 / 30);
    EXPECT_EQ(ann.blunders, 4);
    // Oldest first: 200 over 10 decisions, then 100 over 20.
    ASSERT_EQ(ann.trend.size(), 2u);
    EXPECT_EQ(ann.trend[0].game_id, earlier);
    EXPECT_DOUBLE_EQ(ann.trend[0].mean_loss, 20.0);
    EXPECT_EQ(ann.trend[1].game_id, later);
    EXPECT_DOUBLE_EQ(ann.trend[1].mean_loss, 5.0);
    EXPECT_EQ(reviews[1].player, "Ben");
    EXPECT_DOUBLE_EQ(reviews[1].mean_loss, 2.0);
}

TEST_P(Reviews, AGameReviewedAgainKeepsOnlyItsLatestReview) {
    const auto id = add(game_of("strike", 1000, {"Ann"}));
    store_review(store_, id, {{0, "win_chance", 10, 1.0, 2}});
    store_review(store_, id, {{0, "win_chance", 10, 0.5, 1}});
    const auto reviews = player_reviews(store_, {});
    ASSERT_EQ(reviews.size(), 1u);
    EXPECT_EQ(reviews[0].games, 1);
    EXPECT_DOUBLE_EQ(reviews[0].mean_loss, 0.05);
    EXPECT_EQ(reviews[0].blunders, 1);
}

TEST_P(Reviews, TheFilterChoosesTheGamePlayerAndWhetherSimulatedGamesCount) {
    store_review(store_, add(game_of("extra", 1000, {"Ann"})), {{0, "points", 10, 10.0, 0}});
    store_review(store_, add(game_of("strike", 2000, {"Ann"})), {{0, "win_chance", 10, 1.0, 0}});
    store_review(store_, add(game_of("extra", 3000, {"bot:expert"}, true)),
                 {{0, "points", 10, 1.0, 0}});
    EXPECT_EQ(player_reviews(store_, {}).size(), 2u);  // Ann's two games, not the simulated
    const auto extra = player_reviews(store_, {"extra", "", "", false});
    ASSERT_EQ(extra.size(), 1u);
    EXPECT_EQ(extra[0].game, "extra");
    RecordsFilter simulated;
    simulated.simulated = true;
    simulated.player = "bot:expert";
    ASSERT_EQ(player_reviews(store_, simulated).size(), 1u);
    EXPECT_TRUE(player_reviews(store_, {"", "Cid", "", true}).empty());
}

TEST_P(Reviews, AReviewOfAGameThatIsNotThereIsRefused) {
    EXPECT_THROW(store_review(store_, 99, {{0, "points", 1, 1.0, 0}}), StoreError);
    EXPECT_TRUE(player_reviews(store_, {}).empty());
}

}  // namespace
INSTANTIATE_TEST_SUITE_P(Both, Reviews, db_test::backends(), db_test::backend_name);

}  // namespace reviews_test
