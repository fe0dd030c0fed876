// One history's games copied into another (dicebox sync): a player's SQLite file into
// the club's PostgreSQL database, or back.
#pragma once

#include <cstddef>
#include <functional>

#include "dicebox/db/store.hpp"

namespace dicebox::db {

struct SyncSummary {
    std::size_t added = 0;
    std::size_t already_stored = 0;  // the same game (its play uuid) was there
    std::size_t reviews_added = 0;   // of those, reviewed since they were copied: the reviews
    std::size_t unfinished = 0;      // left out: still being played in `from`
};

// Copies every game of `from` that is over (finished or aborted) into `to`, leaving out
// those `to` holds already (the play identity of dicebox export), in transactions of
// `batch` games: a sync cut short keeps what it copied, and the next one goes on from
// there. A game `to` holds without the coach's review it has in `from` (reviewed since it
// was copied) gains the review. `progress` hears the games looked at so far and in all. Throws
// StoreError.
SyncSummary sync_games(Store& from, Store& to, std::size_t batch,
                       const std::function<void(std::size_t done, std::size_t total)>& progress);

}  // namespace dicebox::db
