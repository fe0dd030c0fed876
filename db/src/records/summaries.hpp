// The records' summaries kept with the games (summary_delta.hpp): the writers of games
// count each game in them in the transaction that stores it finished. Internal to db/.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>

#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/store.hpp"
#include "records_games.hpp"

namespace dicebox::db {

namespace records_detail {

// Finished games stored and not yet counted: those of one transaction, counted together
// when it commits (Store::transaction). Counted together, a transaction's games are put
// in the order they ended first, so that storing many at once out of that order (a fill
// of the history, an import) reads no player's games again.
class GamesToCount {
  public:
    // The finished ones of `games`, stored under `ids`, whose players have the ids
    // `player_ids`.
    void add(std::span<const GameRecord> games, std::span<const std::int64_t> ids,
             const std::map<std::string, std::int64_t>& player_ids);
    // Counts them in the summaries, when they are built, within the transaction.
    void count(Store& store);

  private:
    Catalog catalog_;
    std::vector<GameResult> games_;
};

}  // namespace records_detail

// Whether the summaries hold every finished game; until they are built the records
// are computed from the games.
bool summaries_built(Connection& db);

// Counts the finished ones of `games`, stored under `ids`, whose players have the ids
// `player_ids`, in the summaries when they are built: with the other games of the
// transaction() under way, or at once.
void count_in_summaries(Store& store, std::span<const GameRecord> games,
                        std::span<const std::int64_t> ids,
                        const std::map<std::string, std::int64_t>& player_ids);

// Builds the summaries when they are not: called on opening a history to write, so
// right after the migration that makes them.
void build_summaries_once(Store& store);

}  // namespace dicebox::db
