// Records from the summaries when they are built (records_from_summaries.hpp), else
// from the raw tables in one pass over the finished games (records_games.hpp), summed
// by the tallies (variant_tally.hpp, player_tally.hpp, meeting_tally.hpp).
#include "dicebox/db/records.hpp"

#include <stdexcept>

#include "dicebox/db/games.hpp"
#include "meeting_tally.hpp"
#include "player_tally.hpp"
#include "records_from_summaries.hpp"
#include "records_games.hpp"
#include "summaries.hpp"
#include "variant_tally.hpp"

namespace dicebox::db {

using namespace records_detail;

Records records(Store& store, const RecordsFilter& filter, Source source) try {
    if (source == Source::Summaries && summaries_built(store.sql())) {
        return records_from_summaries(store, filter);
    }
    // One read transaction, so that the players read first and the games read after
    // are of the same state of a history that a recorder may be writing.
    const Snapshot snapshot(store.sql());
    Catalog catalog(store);
    std::optional<std::int64_t> id;
    std::optional<std::size_t> only;
    if (!filter.player.empty()) {
        id = find_player(store, filter.player);
        if (!id) return {};
        only = catalog.player(*id);
    }
    VariantTally variants(catalog, only);
    PlayerTally players(catalog, only, !id);
    MeetingTally meetings(catalog, only);
    for_each_game(store, catalog, filter, id, [&](const GameResult& game) {
        variants.add(game);
        players.add(game);
        meetings.add(game);
    });
    return {variants.result(), players.result(), meetings.result()};
} catch (const SqlError& e) {
    store.fail("reading the records", e);
}

HeadToHead head_to_head(Store& store, const RecordsFilter& filter, const std::string& opponent,
                        Source source) {
    if (filter.player.empty()) {
        throw std::invalid_argument(
            fmt::format("a head-to-head needs a player to compare with {}", opponent));
    }
    if (filter.player == opponent) {
        throw std::invalid_argument(
            fmt::format("a head-to-head needs two players, not {} twice", opponent));
    }
    HeadToHead result{filter.player, opponent};
    try {
        const auto player = find_player(store, filter.player);
        const auto other = find_player(store, opponent);
        if (!player || !other) return result;
        if (source == Source::Summaries && summaries_built(store.sql())) {
            const auto met = head_to_heads_from_summaries(store, filter, *player, *other);
            return met.empty() ? result : met.front();
        }
        const GameConditions conditions(filter);
        // Each game once, with each side's best seat (a bot may hold several). The
        // player's seats come from seats_by_player in the order of their games, so the
        // grouping sorts nothing; the opponent's seat in each is one step into the same
        // index, and only the games both sat in are read.
        auto& sql = store.sql();
        const auto query = sql.prepare(fmt::format(
            "SELECT count(*) FILTER (WHERE mine < theirs), count(*) FILTER (WHERE mine > "
            "theirs), count(*) FILTER (WHERE mine = theirs) "
            "FROM (SELECT min(me.rank) AS mine, min(them.rank) AS theirs "
            "FROM seats me {0} {1} seats them {0} "
            "ON them.player_id = ? AND them.game_id = me.game_id "
            "{1} games g ON g.id = me.game_id "
            "WHERE me.player_id = ? AND {2} GROUP BY me.game_id) AS games",
            sql.indexed_by("seats_by_player"), sql.join_in_order(), conditions.sql()));
        query->bind(1, *other);
        query->bind(2, *player);
        conditions.bind(*query, 3);
        query->step();
        result.wins = query->int64(0);
        result.losses = query->int64(1);
        result.draws = query->int64(2);
        return result;
    } catch (const SqlError& e) {
        store.fail("reading the head-to-head", e);
    }
}

}  // namespace dicebox::db