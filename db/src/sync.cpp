#include "dicebox/db/sync.hpp"

#include <algorithm>
#include <vector>

#include "dicebox/db/exchange.hpp"
#include "dicebox/db/games.hpp"

namespace dicebox::db {

SyncSummary sync_games(Store& from, Store& to, std::size_t batch,
                       const std::function<void(std::size_t, std::size_t)>& progress) {
    std::vector<std::int64_t> ids;
    SyncSummary summary;
    try {
        const auto over =
            from.sql().prepare("SELECT id FROM games WHERE status <> 'unfinished' ORDER BY id");
        while (over->step()) ids.push_back(over->int64(0));
        const auto unfinished =
            from.sql().prepare("SELECT count(*) FROM games WHERE status = 'unfinished'");
        unfinished->step();
        summary.unfinished = static_cast<std::size_t>(unfinished->int64(0));
    } catch (const SqlError& e) {
        from.fail("reading the games to copy", e);
    }
    std::vector<GameRecord> games;
    for (std::size_t first = 0; first < ids.size(); first += batch) {
        const std::size_t last = std::min(ids.size(), first + batch);
        games.clear();
        for (std::size_t i = first; i < last; ++i) games.push_back(load_game(from, ids[i]));
        const auto copied = import_games(to, games);
        summary.added += copied.added;
        summary.already_stored += copied.already_stored;
        summary.reviews_added += copied.reviews_added;
        progress(last, ids.size());
    }
    return summary;
}

}  // namespace dicebox::db
