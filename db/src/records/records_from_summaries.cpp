#include "records_from_summaries.hpp"

#include <fmt/format.h>

#include <vector>

#include "dicebox/db/games.hpp"
#include "meeting_tally.hpp"
#include "player_tally.hpp"
#include "variant_tally.hpp"

namespace dicebox::db::records_detail {
namespace {

// Runs `sql`, whose first parameter is a player's id (0: every seat) and the rest the
// filter's conditions, and calls `take` with each row.
template <typename Take>
void each_row(Store& store, const std::string& sql, std::int64_t player,
              const GameConditions& where, Take take) {
    const auto query = store.sql().prepare(sql);
    query->bind(1, player);
    where.bind(*query, 2);
    while (query->step()) take(*query);
}

}  // namespace

Records records_from_summaries(Store& store, const RecordsFilter& filter) {
    const Snapshot snapshot(store.sql());
    Catalog catalog(store);
    std::optional<std::size_t> only;
    std::int64_t who = 0;  // the summaries' "every seat"
    if (!filter.player.empty()) {
        const auto id = find_player(store, filter.player);
        if (!id) return {};
        who = *id;
        only = catalog.player(who);
    }
    const GameConditions where(filter, GameConditions::On::Summaries);
    // The players' own parts: one player's, or everyone's.
    const char* players = only ? "player_id = ?" : "player_id > ?";
    VariantTally variants(catalog, only);
    each_row(store,
             fmt::format("SELECT module, variant, players, games, seats, total FROM "
                         "summary_sizes WHERE player_id = ? AND {}",
                         where.sql()),
             who, where, [&](Statement& row) {
                 variants.add_sum(catalog.group(row.text(0), row.text(1)),
                                  static_cast<std::size_t>(row.int64(2)), row.int64(3),
                                  row.int64(4), row.int64(5));
             });
    each_row(store,
             fmt::format("SELECT module, variant, game_id, seat, seat_player_id, score, ended_at "
                         "FROM summary_top WHERE player_id = ? AND {}",
                         where.sql()),
             who, where, [&](Statement& row) {
                 variants.offer(catalog.group(row.text(0), row.text(1)),
                                {row.integer(5), row.int64(6), row.int64(2), row.integer(3),
                                 catalog.player(row.int64(4))});
             });

    PlayerTally tally(catalog, only, true);
    each_row(store,
             fmt::format("SELECT player_id, module, variant, games, multi_games, wins, "
                         "solo_games, solo_losses, best, worst, solo_best, solo_best_at FROM "
                         "summary_players WHERE {} AND {}",
                         players, where.sql()),
             who, where, [&](Statement& row) {
                 ScoreRange scores{true, row.integer(8), row.integer(9), std::nullopt, 0};
                 if (!row.is_null(10)) {
                     scores.solo_best = row.integer(10);
                     scores.solo_date = row.int64(11);
                 }
                 tally.add_part(
                     catalog.player(row.int64(0)), catalog.group(row.text(1), row.text(2)),
                     {row.int64(3), row.int64(4), row.int64(5), row.int64(6), row.int64(7)},
                     scores);
             });
    const auto streaks = store.sql().prepare(
        fmt::format("SELECT player_id, games, opening, run, longest FROM summary_streaks WHERE "
                    "{} AND with_simulated = ? AND module = ? AND variant = ?",
                    players));
    streaks->bind(1, who);
    streaks->bind(2, filter.simulated);
    streaks->bind(3, filter.game);
    streaks->bind(4, filter.variant);
    while (streaks->step()) {
        tally.set_streak(catalog.player(streaks->int64(0)), {streaks->int64(1), streaks->int64(2),
                                                             streaks->int64(3), streaks->int64(4)});
    }

    MeetingTally meetings(catalog, only);
    each_row(store,
             fmt::format("SELECT player_id, opponent_id, sum(games), sum(beaten) FROM "
                         "summary_meetings WHERE {} AND {} GROUP BY player_id, opponent_id",
                         players, where.sql()),
             who, where, [&](Statement& row) {
                 meetings.add_meetings(catalog.player(row.int64(0)), catalog.player(row.int64(1)),
                                       row.int64(2), row.int64(3));
             });
    return {variants.result(), tally.result(), meetings.result()};
}

std::vector<HeadToHead> head_to_heads_from_summaries(Store& store, const RecordsFilter& filter,
                                                     std::int64_t player,
                                                     std::optional<std::int64_t> opponent) {
    const GameConditions where(filter, GameConditions::On::Summaries);
    const auto query = store.sql().prepare(
        fmt::format("SELECT o.name, sum(m.beat), sum(m.beaten), sum(m.games - m.beat - m.beaten) "
                    "FROM summary_meetings m JOIN players o ON o.id = m.opponent_id "
                    "WHERE m.player_id = ? AND {}{} GROUP BY o.id, o.name ORDER BY o.name",
                    where.sql(), opponent ? " AND m.opponent_id = ?" : ""));
    query->bind(1, player);
    where.bind(*query, 2);
    if (opponent) query->bind(2 + where.count(), *opponent);
    std::vector<HeadToHead> result;
    while (query->step()) {
        result.push_back(
            {filter.player, query->string(0), query->int64(1), query->int64(2), query->int64(3)});
    }
    return result;
}

std::vector<GameVariant> variants_from_summaries(Store& store, bool simulated) {
    const auto query = store.sql().prepare(
        fmt::format("SELECT DISTINCT s.module, s.variant, m.lower_score_wins FROM summary_sizes s "
                    "JOIN modules m ON m.id = s.module WHERE s.player_id = 0 AND {} "
                    "ORDER BY s.module, s.variant",
                    simulated ? "s.simulated IN (0, 1)" : "s.simulated = 0"));
    std::vector<GameVariant> result;
    while (query->step()) {
        result.push_back({query->string(0), query->string(1), query->integer(2) != 0});
    }
    return result;
}

std::vector<std::string> players_from_summaries(Store& store, bool simulated) {
    const auto query = store.sql().prepare(
        fmt::format("SELECT DISTINCT p.name FROM summary_players s JOIN players p ON p.id = "
                    "s.player_id WHERE {} ORDER BY p.name",
                    simulated ? "s.simulated IN (0, 1)" : "s.simulated = 0"));
    std::vector<std::string> result;
    while (query->step()) result.push_back(query->string(0));
    return result;
}

}  // namespace dicebox::db::records_detail
