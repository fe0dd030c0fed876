// The records' summaries against the raw computation: random histories written the
// ways games reach a history (one at a time, live, in batches, imported out of order,
// aborted or left unfinished), and after each way every filter's records,
// head-to-heads and the charts' choices read from the summaries are those computed from
// the games. A rebuild
// gives the very rows the games were counted into one by one.
#include "dicebox/db/summaries.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/charts.hpp"
#include "dicebox/db/exchange.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/records.hpp"
#include "dicebox/rng.hpp"

namespace {

using namespace dicebox::db;

const std::vector<std::string> kPlayers = {"Ann", "Ben", "Cid", "Dee", "bot:expert"};

// Everything a record holds, one line a figure, so that a difference shows where it is.
std::string describe(const Records& records) {
    std::string text;
    for (const auto& v : records.variants) {
        text += fmt::format("{} {}: {} games, average {}, lower {}\n", v.game, v.variant, v.games,
                            v.average, v.lower_score_wins);
        for (const auto& size : v.by_players) {
            text += fmt::format("  {} players: {} games, average {}\n", size.players, size.games,
                                size.average);
        }
        for (const auto& score : v.top) {
            text += fmt::format("  top {} {} at {} in game {}\n", score.player, score.score,
                                score.date, score.game_id);
        }
    }
    for (const auto& p : records.players) {
        text += fmt::format(
            "{}: {} games, {} multi, {} wins, rate {}, streak {} longest {}, {} solo, {} lost\n",
            p.player, p.games, p.multi_games, p.wins, p.win_rate.value_or(-1), p.current_streak,
            p.longest_streak, p.solo_games, p.solo_losses);
        for (const auto& g : p.per_game) {
            text += fmt::format("  {}: best {} worst {} solo {} at {}\n", g.game, g.best, g.worst,
                                g.solo_best.value_or(-1), g.solo_best_date.value_or(-1));
        }
    }
    for (const auto& n : records.nemeses) {
        text += fmt::format("{}'s nemesis {}: {} of {}\n", n.player, n.nemesis, n.beaten,
                            n.games_together);
    }
    return text;
}

// Every filter the records take, over the kinds of game and players of the histories
// below (and a game, a variant and a player that are in none).
std::vector<RecordsFilter> every_filter() {
    std::vector<RecordsFilter> filters;
    for (const char* game : {"", "extra", "strike", "exxtra"}) {
        for (const char* variant : {"", "standard", "short"}) {
            for (const char* player : {"", "Ann", "bot:expert", "Zed"}) {
                for (const bool simulated : {false, true}) {
                    filters.push_back({game, player, variant, simulated});
                }
            }
        }
    }
    return filters;
}

class Summaries : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    int below(int n) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))); }

    // A random game ending at `ended_at`: EXTRA! or Strike (lowest wins), two variants, one
    // to four seats with a bot sometimes in two of them, scores close enough to tie, and
    // now and then simulated, aborted or unfinished.
    GameRecord random_game(std::int64_t ended_at) {
        GameRecord game;
        game.module = below(3) == 0 ? "strike" : "extra";
        game.module_name = game.module;
        game.module_version = "1.0.0";
        game.lower_score_wins = game.module == "strike";
        game.variant = below(4) == 0 ? "short" : "standard";
        game.seed = rng_.next();
        game.started_at = ended_at - 600'000;
        game.ended_at = ended_at;
        game.simulated = below(4) == 0;
        const int roll = below(20);
        game.status = roll == 0  ? Status::Unfinished
                      : roll < 3 ? Status::Aborted
                                 : Status::Finished;
        const int seats = 1 + below(4);
        for (int seat = 0; seat < seats; ++seat) {
            SeatRecord record;
            record.player =
                kPlayers[static_cast<std::size_t>(below(static_cast<int>(kPlayers.size())))];
            if (record.player.starts_with("bot:")) record.bot = "expert";
            if (game.status == Status::Finished) record.score = below(6);
            game.seats.push_back(record);
        }
        if (game.status != Status::Finished) {
            if (game.status == Status::Unfinished) game.ended_at.reset();
            return game;
        }
        for (auto& seat : game.seats) {
            int ahead = 0;
            for (const auto& other : game.seats) {
                ahead +=
                    game.lower_score_wins ? *other.score < *seat.score : *other.score > *seat.score;
            }
            seat.rank = ahead + 1;
            seat.winner = ahead == 0 && (seats > 1 || *seat.score > 2);
        }
        return game;
    }

    // The end of the next game: up to two minutes after the last one (at the same time
    // too), or, `back`, up to an hour before it.
    std::int64_t next_end(bool back = false) {
        clock_ += (back ? -below(60) : below(3)) * 60'000;
        return clock_;
    }

    void expect_summaries_equal_the_games(const char* after) {
        Store store(history_.location(), Access::Read);
        for (const auto& filter : every_filter()) {
            const auto read = describe(records(store, filter, Source::Summaries));
            const auto computed = describe(records(store, filter, Source::Games));
            ASSERT_EQ(read, computed)
                << after << ": --game '" << filter.game << "' --variant '" << filter.variant
                << "' --player '" << filter.player << "' simulated " << filter.simulated;
            if (filter.player.empty() || filter.player == "Zed") continue;
            EXPECT_TRUE(head_to_heads(store, filter, Source::Summaries) ==
                        head_to_heads(store, filter, Source::Games))
                << after << " " << filter.player;
            for (const auto& opponent : kPlayers) {
                if (opponent == filter.player) continue;
                const auto summed = head_to_head(store, filter, opponent, Source::Summaries);
                const auto counted = head_to_head(store, filter, opponent, Source::Games);
                EXPECT_EQ(summed.wins, counted.wins) << after << " " << opponent;
                EXPECT_EQ(summed.losses, counted.losses) << after << " " << opponent;
                EXPECT_EQ(summed.draws, counted.draws) << after << " " << opponent;
            }
        }
        // The charts' choices.
        for (const bool simulated : {false, true}) {
            EXPECT_TRUE(variants_played(store, simulated, Source::Summaries) ==
                        variants_played(store, simulated, Source::Games))
                << after;
            EXPECT_EQ(players_with_games(store, simulated, Source::Summaries),
                      players_with_games(store, simulated, Source::Games))
                << after;
        }
    }

    // Every row of every summary table, in order.
    std::string summary_rows(Store& store) {
        std::string rows;
        const std::pair<const char*, int> tables[] = {{"summary_sizes", 8},
                                                      {"summary_top", 9},
                                                      {"summary_players", 13},
                                                      {"summary_meetings", 8},
                                                      {"summary_streaks", 10}};
        for (const auto& [table, columns] : tables) {
            const auto query = store.sql().prepare(
                fmt::format("SELECT * FROM {} ORDER BY 1, 2, 3, 4, 5, 6", table));
            while (query->step()) {
                rows += table;
                for (int column = 0; column < columns; ++column) {
                    // Not " " + …: GCC 12 at -O3 warns falsely of it (-Wrestrict, GCC bug
                    // 105329), and the release build treats warnings as errors.
                    rows += ' ';
                    rows += query->is_null(column) ? "NULL" : query->string(column);
                }
                rows += "\n";
            }
        }
        return rows;
    }

    dicebox::Rng rng_{2026, 11};
    std::int64_t clock_ = 1'700'000'000'000;
    db_test::TestHistory history_{GetParam()};
};

TEST_P(Summaries, EqualTheGamesHoweverTheGamesArrive) {
    Store store(history_.location(), Access::Write);
    GameWriter writer(store);
    // One at a time, some ending before games already there (two processes' games
    // recorded in the other order).
    for (int i = 0; i < 60; ++i) {
        const auto game = random_game(next_end(i % 7 == 6));
        store.transaction("a game", [&] { writer.insert(game); });
    }
    expect_summaries_equal_the_games("one at a time");

    // Live: stored unfinished, then ended.
    for (int i = 0; i < 20; ++i) {
        auto game = random_game(next_end());
        const auto results = game.seats;
        const auto status = game.status;
        game.status = Status::Unfinished;
        for (auto& seat : game.seats) {
            seat.score.reset();
            seat.rank.reset();
            seat.winner = false;
        }
        store.transaction("a game begun", [&] { game.id = writer.insert(game); });
        game.seats = results;
        game.status = status;
        store.transaction("a game ended", [&] { writer.update_end(game); });
    }
    expect_summaries_equal_the_games("live");

    // A batch, in the order its games arrived, not the order they ended.
    std::vector<GameRecord> batch;
    for (int i = 0; i < 80; ++i) batch.push_back(random_game(next_end(i % 5 == 4)));
    store.transaction("a batch", [&] { insert_games(store, batch); });
    expect_summaries_equal_the_games("a batch");

    // An import of games older than all the others.
    std::vector<GameRecord> old;
    clock_ -= 30LL * 24 * 3'600'000;
    for (int i = 0; i < 30; ++i) old.push_back(random_game(next_end()));
    EXPECT_EQ(import_games(store, old).added, old.size());
    expect_summaries_equal_the_games("an import of older games");

    // Counted one by one, or all at once from the games: the same rows.
    const auto counted = summary_rows(store);
    ASSERT_FALSE(counted.empty());
    rebuild_summaries(store);
    EXPECT_EQ(summary_rows(store), counted);
}

TEST_P(Summaries, ARebuildCountsOnlyTheGamesThatAreLeft) {
    {
        Store store(history_.location(), Access::Write);
        std::vector<GameRecord> games;
        for (int i = 0; i < 40; ++i) games.push_back(random_game(next_end()));
        store.transaction("a batch", [&] { insert_games(store, games); });
        // A game taken out by hand, outside dicebox.
        store.sql().execute(
            "DELETE FROM games WHERE id = (SELECT min(game_id) FROM seats WHERE player_id = "
            "(SELECT id FROM players WHERE name = 'Ann'))");
        EXPECT_EQ(rebuild_summaries(store),
                  db_test::count(store, "SELECT count(*) FROM games WHERE status = 'finished'"));
    }
    expect_summaries_equal_the_games("a game deleted and the summaries rebuilt");
}

TEST_P(Summaries, AreBuiltWhenAHistoryWithoutThemIsOpened) {
    {
        Store store(history_.location(), Access::Write);
        std::vector<GameRecord> games;
        for (int i = 0; i < 30; ++i) games.push_back(random_game(next_end()));
        store.transaction("a batch", [&] { insert_games(store, games); });
        // As the migration that made them leaves them: empty, to be built.
        store.sql().execute(
            "DELETE FROM summary_sizes; DELETE FROM summary_top; DELETE FROM summary_players; "
            "DELETE FROM summary_meetings; DELETE FROM summary_streaks; "
            "UPDATE summaries_built SET built = 0");
    }
    {
        Store store(history_.location(), Access::Write);
        EXPECT_EQ(db_test::count(store, "SELECT built FROM summaries_built"), 1);
        EXPECT_GT(db_test::count(store, "SELECT count(*) FROM summary_players"), 0);
    }
    expect_summaries_equal_the_games("built on opening");
}

INSTANTIATE_TEST_SUITE_P(Both, Summaries, db_test::backends(), db_test::backend_name);

}  // namespace
