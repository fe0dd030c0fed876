// The charts' figures, each one query on the same conditions as the records
// (records/records_games.hpp's GameConditions).
#include "dicebox/db/charts.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "dicebox/db/games.hpp"
#include "records/records_from_summaries.hpp"
#include "records/records_games.hpp"
#include "records/summaries.hpp"

namespace dicebox::db {

using namespace records_detail;

namespace {

const char* simulated_condition(bool simulated) {
    return simulated ? "g.status = 'finished'" : "g.status = 'finished' AND g.simulated = 0";
}

void need_player(const RecordsFilter& filter, const char* figures) {
    if (filter.player.empty()) {
        throw std::invalid_argument(fmt::format("{} need a player", figures));
    }
}

}  // namespace

std::vector<TimedScore> score_timeline(Store& store, const RecordsFilter& filter) {
    need_player(filter, "scores over time");
    try {
        std::vector<TimedScore> timeline;
        const auto player = find_player(store, filter.player);
        if (!player) return timeline;
        const GameConditions conditions(filter);
        auto& sql = store.sql();
        const auto query = sql.prepare(fmt::format(
            "SELECT g.ended_at, s.score, g.id FROM seats s {} {} games g ON g.id = s.game_id "
            "WHERE s.player_id = ? AND {} ORDER BY g.ended_at, g.id, s.seat",
            sql.indexed_by("seats_by_player"), sql.join_in_order(), conditions.sql()));
        query->bind(1, *player);
        conditions.bind(*query, 2);
        while (query->step()) {
            timeline.push_back({query->int64(0), query->integer(1), query->int64(2)});
        }
        return timeline;
    } catch (const SqlError& e) {
        store.fail("reading a player's scores", e);
    }
}

std::vector<int> scores(Store& store, const RecordsFilter& filter) try {
    std::vector<int> result;
    std::optional<std::int64_t> player;
    if (!filter.player.empty()) {
        player = find_player(store, filter.player);
        if (!player) return result;
    }
    const GameConditions conditions(filter);
    const auto query = store.sql().prepare(
        fmt::format("SELECT s.score FROM games g JOIN seats s ON s.game_id = g.id "
                    "WHERE {}{} ORDER BY s.score",
                    conditions.sql(), player ? " AND s.player_id = ?" : ""));
    conditions.bind(*query, 1);
    if (player) query->bind(conditions.count() + 1, *player);
    while (query->step()) result.push_back(query->integer(0));
    return result;
} catch (const SqlError& e) {
    store.fail("reading the scores", e);
}

std::vector<HeadToHead> head_to_heads(Store& store, const RecordsFilter& filter, Source source) {
    need_player(filter, "head-to-heads");
    try {
        std::vector<HeadToHead> result;
        const auto player = find_player(store, filter.player);
        if (!player) return result;
        if (source == Source::Summaries && summaries_built(store.sql())) {
            return head_to_heads_from_summaries(store, filter, *player, std::nullopt);
        }
        const GameConditions conditions(filter);
        // Each game and opponent once, with each side's best seat, as head_to_head()
        // counts them.
        auto& sql = store.sql();
        const auto query = sql.prepare(fmt::format(
            "SELECT o.name, count(*) FILTER (WHERE mine < theirs), count(*) FILTER (WHERE mine > "
            "theirs), count(*) FILTER (WHERE mine = theirs) "
            "FROM (SELECT them.player_id AS other, min(me.rank) AS mine, "
            "min(them.rank) AS theirs "
            "FROM seats me {0} {1} games g ON g.id = me.game_id "
            "{1} seats them ON them.game_id = me.game_id AND them.player_id <> me.player_id "
            "WHERE me.player_id = ? AND {2} "
            "GROUP BY me.game_id, them.player_id) AS meetings "
            "JOIN players o ON o.id = other GROUP BY o.id, o.name ORDER BY o.name",
            sql.indexed_by("seats_by_player"), sql.join_in_order(), conditions.sql()));
        query->bind(1, *player);
        conditions.bind(*query, 2);
        while (query->step()) {
            result.push_back({filter.player, query->string(0), query->int64(1), query->int64(2),
                              query->int64(3)});
        }
        return result;
    } catch (const SqlError& e) {
        store.fail("reading the head-to-heads", e);
    }
}

std::vector<GameVariant> variants_played(Store& store, bool simulated, Source source) try {
    if (source == Source::Summaries && summaries_built(store.sql())) {
        return variants_from_summaries(store, simulated);
    }
    std::vector<GameVariant> result;
    const auto query =
        store.sql().prepare(fmt::format("SELECT DISTINCT g.module, g.variant, m.lower_score_wins "
                                        "FROM games g JOIN modules m ON m.id = g.module "
                                        "WHERE {} ORDER BY g.module, g.variant",
                                        simulated_condition(simulated)));
    while (query->step()) {
        result.push_back({query->string(0), query->string(1), query->integer(2) != 0});
    }
    return result;
} catch (const SqlError& e) {
    store.fail("reading the games played", e);
}

std::vector<std::string> players_with_games(Store& store, bool simulated, Source source) try {
    if (source == Source::Summaries && summaries_built(store.sql())) {
        return players_from_summaries(store, simulated);
    }
    std::vector<std::string> result;
    auto& sql = store.sql();
    const auto query = sql.prepare(fmt::format(
        "SELECT p.name FROM players p WHERE EXISTS (SELECT 1 FROM seats s {} {} games g ON "
        "g.id = s.game_id WHERE s.player_id = p.id AND {}) ORDER BY p.name",
        sql.indexed_by("seats_by_player"), sql.join_in_order(), simulated_condition(simulated)));
    while (query->step()) result.push_back(query->string(0));
    return result;
} catch (const SqlError& e) {
    store.fail("reading the players", e);
}

}  // namespace dicebox::db
