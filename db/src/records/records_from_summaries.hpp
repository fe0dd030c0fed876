// The records read from the summaries (summary_delta.hpp) instead of computed from the
// games: the same tallies, given the summaries' parts instead of the games. Every filter
// is served: a part is kept per kind of game and player, and a streak per scope of the
// filter. Internal to records.cpp and charts.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/db/charts.hpp"
#include "dicebox/db/records.hpp"

namespace dicebox::db::records_detail {

Records records_from_summaries(Store& store, const RecordsFilter& filter);
// The head-to-heads of players.id `player` with each opponent met, or with `opponent`
// only, by the opponent's name.
std::vector<HeadToHead> head_to_heads_from_summaries(Store& store, const RecordsFilter& filter,
                                                     std::int64_t player,
                                                     std::optional<std::int64_t> opponent);
std::vector<GameVariant> variants_from_summaries(Store& store, bool simulated);
std::vector<std::string> players_from_summaries(Store& store, bool simulated);

}  // namespace dicebox::db::records_detail
