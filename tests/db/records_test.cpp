// Records computed from the fixture of records_fixture.hpp, checked against figures
// worked out by hand from its table (the arithmetic is in the comments).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/records.hpp"
#include "records_fixture.hpp"

namespace {

using namespace dicebox::db;
using records_fixture::minute;

// A score of a high-score table as the tests write it.
struct Score {
    std::string player;
    int score;
    int game;  // the fixture's number of the game
};

class FixtureRecords : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    Records all(RecordsFilter filter = {}) { return records(store_, filter); }

    static const VariantRecords& variant(const Records& figures, const std::string& game,
                                         const std::string& name) {
        const auto it =
            std::find_if(figures.variants.begin(), figures.variants.end(),
                         [&](const auto& v) { return v.game == game && v.variant == name; });
        if (it == figures.variants.end()) throw std::out_of_range(game + " " + name);
        return *it;
    }
    static const PlayerRecords& player(const Records& figures, const std::string& name) {
        const auto it = std::find_if(figures.players.begin(), figures.players.end(),
                                     [&](const auto& p) { return p.player == name; });
        if (it == figures.players.end()) throw std::out_of_range(name);
        return *it;
    }
    static const PlayerGameRecords& in_game(const PlayerRecords& player, const std::string& game) {
        const auto it = std::find_if(player.per_game.begin(), player.per_game.end(),
                                     [&](const auto& g) { return g.game == game; });
        if (it == player.per_game.end()) throw std::out_of_range(player.player + " " + game);
        return *it;
    }

    void expect_top(const VariantRecords& records, const std::vector<Score>& expected) const {
        ASSERT_EQ(records.top.size(), expected.size());
        for (std::size_t place = 0; place < expected.size(); ++place) {
            const auto& entry = records.top[place];
            const auto& want = expected[place];
            const auto number = static_cast<std::size_t>(want.game);
            EXPECT_EQ(entry.player, want.player) << "place " << place + 1;
            EXPECT_EQ(entry.score, want.score) << "place " << place + 1;
            EXPECT_EQ(entry.game_id, ids_[number]) << "place " << place + 1;
            EXPECT_EQ(entry.date, minute(want.game)) << "place " << place + 1;
        }
    }

    db_test::TestHistory history_{GetParam()};
    std::vector<std::int64_t> ids_ = records_fixture::write(history_.location());
    Store store_{history_.location(), Access::Read};
};

TEST_P(FixtureRecords, CountsOnlyFinishedPlayedGamesPerGameAndVariant) {
    const auto figures = all();
    ASSERT_EQ(figures.variants.size(), 3u);
    // Sorted by game, then variant.
    EXPECT_EQ(figures.variants[0].variant, "short");
    EXPECT_EQ(figures.variants[1].variant, "standard");
    EXPECT_EQ(figures.variants[2].game, "strike");
    // Games 1-6; the simulated 11 and the unfinished 12 do not count.
    EXPECT_EQ(variant(figures, "extra", "standard").games, 6);
    EXPECT_EQ(variant(figures, "extra", "short").games, 1);
    EXPECT_EQ(variant(figures, "strike", "standard").games, 3);
}

TEST_P(FixtureRecords, AveragesEverySeatAndBySeatCount) {
    const auto figures = all();
    const auto& extra = variant(figures, "extra", "standard");
    // 150+120 + 100+130+90 + 140+140+80 + 160 + 90 + 170+110 = 1480 over 12 seats.
    EXPECT_DOUBLE_EQ(extra.average, 1480.0 / 12);
    ASSERT_EQ(extra.by_players.size(), 3u);
    // Solo: games 4 and 5, (160 + 90) / 2.
    EXPECT_EQ(extra.by_players[0].players, 1);
    EXPECT_EQ(extra.by_players[0].games, 2);
    EXPECT_DOUBLE_EQ(extra.by_players[0].average, 125.0);
    // Two seats: games 1 and 6, (150 + 120 + 170 + 110) / 4 = 550 / 4.
    EXPECT_EQ(extra.by_players[1].players, 2);
    EXPECT_EQ(extra.by_players[1].games, 2);
    EXPECT_DOUBLE_EQ(extra.by_players[1].average, 137.5);
    // Three seats: games 2 and 3, (100 + 130 + 90 + 140 + 140 + 80) / 6 = 680 / 6.
    EXPECT_EQ(extra.by_players[2].players, 3);
    EXPECT_EQ(extra.by_players[2].games, 2);
    EXPECT_DOUBLE_EQ(extra.by_players[2].average, 680.0 / 6);

    const auto& strike = variant(figures, "strike", "standard");
    // 3+5 + 4+2+4 + 7 = 25 over 6 seats.
    EXPECT_DOUBLE_EQ(strike.average, 25.0 / 6);
    ASSERT_EQ(strike.by_players.size(), 3u);
    EXPECT_DOUBLE_EQ(strike.by_players[0].average, 7.0);
    EXPECT_DOUBLE_EQ(strike.by_players[1].average, 4.0);
    EXPECT_DOUBLE_EQ(strike.by_players[2].average, 10.0 / 3);
}

TEST_P(FixtureRecords, TheTopTenKeepsTheEarlierOfEqualScoresAtTheCut) {
    // Eleven scores of 90 or more: Cid's 90 of game 2 comes before Ann's 90 of game 5.
    const auto figures = all();
    expect_top(variant(figures, "extra", "standard"), {{"Ann", 170, 6},
                                                       {"Ann", 160, 4},
                                                       {"Ann", 150, 1},
                                                       {"Ann", 140, 3},
                                                       {"Ben", 140, 3},
                                                       {"Ben", 130, 2},
                                                       {"Ben", 120, 1},
                                                       {"Cid", 110, 6},
                                                       {"Ann", 100, 2},
                                                       {"Cid", 90, 2}});
    expect_top(variant(figures, "extra", "short"), {{"Cid", 70, 7}, {"Ben", 60, 7}});
}

TEST_P(FixtureRecords, TheBestStrikeScoresAreTheLowest) {
    const auto figures = all();
    const auto& strike = variant(figures, "strike", "standard");
    EXPECT_TRUE(strike.lower_score_wins);
    // Ann and Cid scored 4 in the same game: the earlier seat first.
    expect_top(strike, {{"Ben", 2, 9},
                        {"Ann", 3, 8},
                        {"Ann", 4, 9},
                        {"Cid", 4, 9},
                        {"Ben", 5, 8},
                        {"Ben", 7, 10}});
}

TEST_P(FixtureRecords, PlayersCountGamesWinsAndWinRateWithoutSoloGames) {
    const auto figures = all();
    ASSERT_EQ(figures.players.size(), 3u) << "Eve sat only in the unfinished game";
    const auto& ann = player(figures, "Ann");
    // Games 1, 2, 3, 4, 5, 6, 8, 9; 4 and 5 alone.
    EXPECT_EQ(ann.games, 8);
    EXPECT_EQ(ann.multi_games, 6);
    // Won 1, 3 (shared), 6, 8; lost 2, 9.
    EXPECT_EQ(ann.wins, 4);
    ASSERT_TRUE(ann.win_rate);
    EXPECT_DOUBLE_EQ(*ann.win_rate, 4.0 / 6);
    EXPECT_EQ(ann.solo_games, 2);
    EXPECT_EQ(ann.solo_losses, 1) << "game 5 has no winner";

    const auto& ben = player(figures, "Ben");
    // Games 1, 2, 3, 7, 8, 9, 10; won 2, 3 (shared), 9; 10 alone and lost.
    EXPECT_EQ(ben.games, 7);
    EXPECT_EQ(ben.multi_games, 6);
    EXPECT_EQ(ben.wins, 3);
    EXPECT_DOUBLE_EQ(*ben.win_rate, 0.5);
    EXPECT_EQ(ben.solo_games, 1);
    EXPECT_EQ(ben.solo_losses, 1);

    const auto& cid = player(figures, "Cid");
    // Games 2, 3, 6, 7, 9; won 7.
    EXPECT_EQ(cid.games, 5);
    EXPECT_EQ(cid.wins, 1);
    EXPECT_DOUBLE_EQ(*cid.win_rate, 0.2);
    EXPECT_EQ(cid.solo_games, 0);
}

TEST_P(FixtureRecords, StreaksFollowTheGamesEndsAndSkipSoloGames) {
    const auto figures = all();
    // Ann: 1 W, 2 L, 3 W, (4 and 5 alone: no break), 6 W, 8 W, 9 L.
    EXPECT_EQ(player(figures, "Ann").longest_streak, 3);
    EXPECT_EQ(player(figures, "Ann").current_streak, 0);
    // Ben: 1 L, 2 W, 3 W, 7 L, 8 L, 9 W, (10 alone).
    EXPECT_EQ(player(figures, "Ben").longest_streak, 2);
    EXPECT_EQ(player(figures, "Ben").current_streak, 1);
    // Cid: 2 L, 3 L, 6 L, 7 W, 9 L.
    EXPECT_EQ(player(figures, "Cid").longest_streak, 1);
    EXPECT_EQ(player(figures, "Cid").current_streak, 0);
}

TEST_P(FixtureRecords, BestAndWorstScoresArePerGameInItsDirection) {
    const auto figures = all();
    const auto& ann = player(figures, "Ann");
    ASSERT_EQ(ann.per_game.size(), 2u);
    // EXTRA!: 150, 100, 140, 160, 90, 170.
    EXPECT_EQ(in_game(ann, "extra").best, 170);
    EXPECT_EQ(in_game(ann, "extra").worst, 90);
    // Alone: 160 (game 4) beats 90 (game 5).
    EXPECT_EQ(in_game(ann, "extra").solo_best, 160);
    EXPECT_EQ(in_game(ann, "extra").solo_best_date, minute(4));
    // Strike, lowest best: 3 and 4.
    EXPECT_EQ(in_game(ann, "strike").best, 3);
    EXPECT_EQ(in_game(ann, "strike").worst, 4);
    EXPECT_FALSE(in_game(ann, "strike").solo_best);

    const auto& ben = player(figures, "Ben");
    // EXTRA! over both variants: 120, 130, 140 and 60 (short).
    EXPECT_EQ(in_game(ben, "extra").best, 140);
    EXPECT_EQ(in_game(ben, "extra").worst, 60);
    // Strike: 5, 2, and 7 alone.
    EXPECT_EQ(in_game(ben, "strike").best, 2);
    EXPECT_EQ(in_game(ben, "strike").worst, 7);
    EXPECT_EQ(in_game(ben, "strike").solo_best, 7);
    EXPECT_EQ(in_game(ben, "strike").solo_best_date, minute(10));
}

TEST_P(FixtureRecords, TheNemesisBeatsMostOftenAndEqualCountsGoToTheFirstName) {
    const auto figures = all();
    ASSERT_EQ(figures.nemeses.size(), 3u);
    // Ann met Ben in 1, 2, 3, 8, 9; he ranked above her in 2 and 9. Cid never did.
    EXPECT_EQ(figures.nemeses[0].player, "Ann");
    EXPECT_EQ(figures.nemeses[0].nemesis, "Ben");
    EXPECT_EQ(figures.nemeses[0].beaten, 2);
    EXPECT_EQ(figures.nemeses[0].games_together, 5);
    // Ben: Ann above him in 1 and 8 (of 5), Cid in 7 (of 4).
    EXPECT_EQ(figures.nemeses[1].nemesis, "Ann");
    EXPECT_EQ(figures.nemeses[1].beaten, 2);
    // Cid: Ann above him in 2, 3, 6 and Ben in 2, 3, 9, both of 4 games: Ann by name.
    EXPECT_EQ(figures.nemeses[2].player, "Cid");
    EXPECT_EQ(figures.nemeses[2].nemesis, "Ann");
    EXPECT_EQ(figures.nemeses[2].beaten, 3);
    EXPECT_EQ(figures.nemeses[2].games_together, 4);
}

TEST_P(FixtureRecords, SimulatedGamesCountOnlyWhenAsked) {
    RecordsFilter filter;
    filter.simulated = true;
    const auto figures = all(filter);
    // Game 11 too: Ann 300 W, Ben 50.
    EXPECT_EQ(variant(figures, "extra", "standard").games, 7);
    EXPECT_EQ(variant(figures, "extra", "standard").top[0].score, 300);
    const auto& ann = player(figures, "Ann");
    EXPECT_EQ(ann.wins, 5);
    EXPECT_EQ(ann.current_streak, 1) << "game 11 ended after the lost game 9";
    EXPECT_EQ(in_game(player(figures, "Ben"), "extra").worst, 50);
}

TEST_P(FixtureRecords, AGameOrVariantFilterNarrowsEveryFigure) {
    RecordsFilter strike;
    strike.game = "strike";
    const auto figures = all(strike);
    ASSERT_EQ(figures.variants.size(), 1u);
    // Ann: 8 W, 9 L. Ben: 8 L, 9 W, 10 alone.
    EXPECT_EQ(player(figures, "Ann").multi_games, 2);
    EXPECT_EQ(player(figures, "Ann").longest_streak, 1);
    EXPECT_EQ(player(figures, "Ann").current_streak, 0);
    EXPECT_EQ(player(figures, "Ben").games, 3);
    EXPECT_EQ(player(figures, "Ben").current_streak, 1);
    EXPECT_EQ(player(figures, "Cid").games, 1);
    EXPECT_TRUE(figures.nemeses.empty()) << "nobody met three times";

    RecordsFilter short_games;
    short_games.variant = "short";
    const auto short_figures = all(short_games);
    ASSERT_EQ(short_figures.variants.size(), 1u);
    EXPECT_EQ(short_figures.variants[0].game, "extra");
    ASSERT_EQ(short_figures.players.size(), 2u);
    EXPECT_EQ(player(short_figures, "Cid").wins, 1);
}

TEST_P(FixtureRecords, APlayerFilterCountsThatPlayersSeatsOnly) {
    RecordsFilter filter;
    filter.player = "Ann";
    const auto figures = all(filter);
    ASSERT_EQ(figures.variants.size(), 2u) << "Ann never played the short variant";
    const auto& extra = variant(figures, "extra", "standard");
    // Her scores in games 1-6: 150 + 100 + 140 + 160 + 90 + 170 = 810.
    EXPECT_EQ(extra.games, 6);
    EXPECT_DOUBLE_EQ(extra.average, 135.0);
    ASSERT_EQ(extra.by_players.size(), 3u);
    EXPECT_DOUBLE_EQ(extra.by_players[0].average, 125.0);  // (160 + 90) / 2
    EXPECT_DOUBLE_EQ(extra.by_players[1].average, 160.0);  // (150 + 170) / 2
    EXPECT_DOUBLE_EQ(extra.by_players[2].average, 120.0);  // (100 + 140) / 2
    expect_top(extra, {{"Ann", 170, 6},
                       {"Ann", 160, 4},
                       {"Ann", 150, 1},
                       {"Ann", 140, 3},
                       {"Ann", 100, 2},
                       {"Ann", 90, 5}});
    ASSERT_EQ(figures.players.size(), 1u);
    // Her games come by id here, not by end: the streaks are the same.
    EXPECT_EQ(figures.players[0].wins, 4);
    EXPECT_EQ(figures.players[0].longest_streak, 3);
    EXPECT_EQ(figures.players[0].current_streak, 0);
    ASSERT_EQ(figures.nemeses.size(), 1u);
    EXPECT_EQ(figures.nemeses[0].nemesis, "Ben");

    filter.player = "Eve";
    const auto eve = all(filter);
    EXPECT_TRUE(eve.variants.empty()) << "her only game is unfinished";
    EXPECT_TRUE(eve.players.empty());
    filter.player = "Nobody";
    EXPECT_TRUE(all(filter).variants.empty());
}

TEST_P(FixtureRecords, HeadToHeadComparesRanksInTheGamesBothSatIn) {
    RecordsFilter filter;
    filter.player = "Ann";
    // Ann above Ben in 1 and 8, below in 2 and 9, level in 3 (shared win).
    const auto ben = head_to_head(store_, filter, "Ben");
    EXPECT_EQ(ben.wins, 2);
    EXPECT_EQ(ben.losses, 2);
    EXPECT_EQ(ben.draws, 1);
    // Ann above Cid in 2, 3, 6, level in 9.
    const auto cid = head_to_head(store_, filter, "Cid");
    EXPECT_EQ(cid.wins, 3);
    EXPECT_EQ(cid.losses, 0);
    EXPECT_EQ(cid.draws, 1);

    filter.game = "strike";
    const auto strike = head_to_head(store_, filter, "Ben");
    EXPECT_EQ(strike.wins, 1);
    EXPECT_EQ(strike.losses, 1);
    EXPECT_EQ(strike.draws, 0);

    filter = {};
    filter.player = "Ann";
    filter.simulated = true;
    EXPECT_EQ(head_to_head(store_, filter, "Ben").wins, 3) << "game 11 too";
    EXPECT_EQ(head_to_head(store_, filter, "Eve").wins + head_to_head(store_, filter, "Eve").draws,
              0)
        << "their only game is unfinished";
    EXPECT_EQ(head_to_head(store_, filter, "Nobody").losses, 0);
}

TEST_P(FixtureRecords, HeadToHeadNeedsTwoDifferentPlayers) {
    RecordsFilter filter;
    EXPECT_THROW(head_to_head(store_, filter, "Ben"), std::invalid_argument);
    filter.player = "Ben";
    EXPECT_THROW(head_to_head(store_, filter, "Ben"), std::invalid_argument);
}

TEST_P(FixtureRecords, AreReadWhileAnotherConnectionRecordsAGame) {
    Store recording(history_.location(), Access::Write);
    GameWriter writer(recording);
    GameRecord game;
    game.module = "extra";
    game.module_name = "EXTRA!";
    game.module_version = "1.0.0";
    game.variant_hash = "hash-standard";
    game.started_at = minute(20) - 1000;
    game.ended_at = minute(20);
    game.status = Status::Finished;
    game.seats = {{"Zed", "", nlohmann::json::object(), 500, 1, true},
                  {"Ann", "", nlohmann::json::object(), 100, 2, false}};
    recording.sql().begin(true);
    writer.insert(game);
    const auto before = all();
    EXPECT_EQ(variant(before, "extra", "standard").games, 6) << "not committed yet";
    EXPECT_EQ(before.players.size(), 3u);
    recording.sql().commit();
    const auto after = all();
    EXPECT_EQ(variant(after, "extra", "standard").games, 7);
    EXPECT_EQ(player(after, "Zed").wins, 1);
}

// Smaller histories for the rules the fixture does not reach.
class SmallHistory : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    void add(const std::vector<std::pair<std::string, int>>& seats, int at) {
        GameRecord game;
        game.module = "extra";
        game.module_name = "EXTRA!";
        game.module_version = "1.0.0";
        game.variant_hash = "hash";
        game.started_at = minute(at) - 1000;
        game.ended_at = minute(at);
        game.status = Status::Finished;
        // Ranks by score, the best first; the first rank wins.
        for (const auto& [name, score] : seats) {
            SeatRecord seat;
            seat.player = name;
            seat.score = score;
            int above = 0;
            for (const auto& other : seats) above += other.second > score ? 1 : 0;
            seat.rank = above + 1;
            seat.winner = above == 0;
            game.seats.push_back(seat);
        }
        store_.transaction("test", [&] { writer_.insert(game); });
    }

    db_test::TestHistory history_{GetParam()};
    Store store_{history_.location(), Access::Write};
    GameWriter writer_{store_};
};

TEST_P(SmallHistory, AnOpponentMetFewerThanThreeTimesIsNoNemesis) {
    // Abe beat Ann in both their games; Ben beat her once in three.
    add({{"Ann", 10}, {"Abe", 20}}, 1);
    add({{"Ann", 10}, {"Abe", 20}}, 2);
    add({{"Ann", 10}, {"Ben", 20}}, 3);
    add({{"Ann", 20}, {"Ben", 10}}, 4);
    add({{"Ann", 20}, {"Ben", 10}}, 5);
    const auto figures = records(store_, {});
    // Abe: nobody ranked above him. Ben: Ann, twice in three.
    ASSERT_EQ(figures.nemeses.size(), 2u);
    EXPECT_EQ(figures.nemeses[0].player, "Ann");
    EXPECT_EQ(figures.nemeses[0].nemesis, "Ben");
    EXPECT_EQ(figures.nemeses[0].beaten, 1);
    EXPECT_EQ(figures.nemeses[1].player, "Ben");
    EXPECT_EQ(figures.nemeses[1].nemesis, "Ann");
    EXPECT_EQ(figures.nemeses[1].beaten, 2);
}

TEST_P(SmallHistory, ABotHoldingSeveralSeatsPlaysTheGameOnce) {
    // bot:greedy holds two seats of each game and always wins with one of them.
    for (int at = 1; at <= 3; ++at)
        add({{"bot:greedy", 100}, {"Cid", 110}, {"bot:greedy", 120}}, at);
    const auto figures = records(store_, {});
    ASSERT_EQ(figures.players.size(), 2u);
    const auto& bot = figures.players[1];  // names sort by their bytes: "Cid" first
    EXPECT_EQ(bot.player, "bot:greedy");
    EXPECT_EQ(bot.games, 3);
    EXPECT_EQ(bot.wins, 3);
    EXPECT_EQ(bot.longest_streak, 3);
    EXPECT_EQ(bot.per_game[0].best, 120);
    EXPECT_EQ(bot.per_game[0].worst, 100);
    // Every seat's score counts: (100 + 110 + 120) / 3.
    EXPECT_DOUBLE_EQ(figures.variants[0].average, 110.0);
    EXPECT_EQ(figures.variants[0].by_players[0].players, 3);
    // Cid's nemesis: the bot's best seat ranked above him in each of the 3 games.
    ASSERT_EQ(figures.nemeses.size(), 1u);
    EXPECT_EQ(figures.nemeses[0].player, "Cid");
    EXPECT_EQ(figures.nemeses[0].beaten, 3);
    EXPECT_EQ(figures.nemeses[0].games_together, 3);

    RecordsFilter filter;
    filter.player = "Cid";
    const auto duel = head_to_head(store_, filter, "bot:greedy");
    EXPECT_EQ(duel.losses, 3);
    EXPECT_EQ(duel.wins + duel.draws, 0);
}

INSTANTIATE_TEST_SUITE_P(Both, FixtureRecords, db_test::backends(), db_test::backend_name);
INSTANTIATE_TEST_SUITE_P(Both, SmallHistory, db_test::backends(), db_test::backend_name);

}  // namespace
