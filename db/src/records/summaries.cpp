#include "summaries.hpp"

#include <algorithm>
#include <vector>

#include "dicebox/db/summaries.hpp"
#include "summary_delta.hpp"

namespace dicebox::db {

using namespace records_detail;

bool summaries_built(Connection& db) {
    const auto query = db.prepare("SELECT built FROM summaries_built");
    return query->step() && query->integer(0) == 1;
}

namespace records_detail {

void GamesToCount::add(std::span<const GameRecord> games, std::span<const std::int64_t> ids,
                       const std::map<std::string, std::int64_t>& player_ids) {
    for (std::size_t index = 0; index < games.size(); ++index) {
        const GameRecord& game = games[index];
        if (game.status != Status::Finished) continue;
        catalog_.add_module(game.module, game.lower_score_wins);
        GameResult result;
        result.id = ids[index];
        result.simulated = game.simulated;
        result.group = catalog_.group(game.module, game.variant);
        result.ended_at = game.ended_at.value_or(0);
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
            const SeatRecord& record = game.seats[seat];
            const std::int64_t id = player_ids.at(record.player);
            catalog_.add_player(id, record.player);
            result.seats.push_back({catalog_.player(id), static_cast<int>(seat),
                                    record.score.value_or(0), record.rank.value_or(0),
                                    record.winner});
        }
        result.find_participants();
        games_.push_back(std::move(result));
    }
}

void GamesToCount::count(Store& store) {
    if (games_.empty()) return;
    lock_summaries(store.sql());
    if (summaries_built(store.sql())) {
        std::sort(games_.begin(), games_.end(), [](const GameResult& a, const GameResult& b) {
            return std::pair(a.ended_at, a.id) < std::pair(b.ended_at, b.id);
        });
        SummaryDelta delta(catalog_);
        for (const auto& game : games_) delta.add(game);
        delta.write(store);
    }
    games_.clear();
}

}  // namespace records_detail

void count_in_summaries(Store& store, std::span<const GameRecord> games,
                        std::span<const std::int64_t> ids,
                        const std::map<std::string, std::int64_t>& player_ids) {
    if (auto* later = store.games_to_count()) return later->add(games, ids, player_ids);
    GamesToCount now;
    now.add(games, ids, player_ids);
    now.count(store);
}

namespace {

// Counts every finished game again, unless `only_unbuilt` and they are built.
std::int64_t rebuild(Store& store, bool only_unbuilt) {
    std::int64_t counted = 0;
    store.transaction("rebuilding the records' summaries", [&] {
        auto& db = store.sql();
        lock_summaries(db);
        if (only_unbuilt && summaries_built(db)) return;
        db.execute(
            "DELETE FROM summary_sizes; DELETE FROM summary_top; DELETE FROM summary_players; "
            "DELETE FROM summary_meetings; DELETE FROM summary_streaks");
        Catalog catalog(store);
        SummaryDelta delta(catalog);
        RecordsFilter everything;
        everything.simulated = true;
        for_each_game(store, catalog, everything, std::nullopt, [&](const GameResult& game) {
            delta.add(game);
            ++counted;
        });
        delta.write(store);
        db.execute("UPDATE summaries_built SET built = 1");
    });
    return counted;
}

}  // namespace

std::int64_t rebuild_summaries(Store& store) {
    return rebuild(store, false);
}

void build_summaries_once(Store& store) {
    try {
        if (summaries_built(store.sql())) return;
    } catch (const SqlError& e) {
        store.fail("reading the records' summaries", e);
    }
    rebuild(store, true);
}

}  // namespace dicebox::db
