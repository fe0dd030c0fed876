// The records' summaries: the records' figures per kind of game and player, kept with
// the games so that the records of a large history are read rather than computed
// (db/src/records/summary_delta.hpp). They are derived data: written in the transaction
// that stores each finished game, and rebuilt from the games on the migration that made
// them and on demand.
#pragma once

#include <cstdint>

#include "dicebox/db/store.hpp"

namespace dicebox::db {

// Throws the summaries away and counts every finished game again, in one transaction;
// returns how many games were counted. Throws StoreError.
std::int64_t rebuild_summaries(Store& store);

}  // namespace dicebox::db
