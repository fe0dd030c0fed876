// Games out of the history and back in, for other programs and other computers.
//
// JSON follows the BG Stats import format (players, games, and plays with playDate,
// durationMin and playerScores), so that BG Stats and the tools made for it read our
// games. What dicebox needs to read a game back whole (the set-up, the seed, the
// seats' bots and options, the log) is kept under fields named "dicebox", which other
// programs pass over. CSV has one row per seat, for spreadsheets.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// What is wrong in a file to import, and where: "plays[2].playerScores[0].playerRefId:
// no player has id 7".
class ImportError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The games that match the filter, oldest first, in BG Stats' form with ours.
nlohmann::ordered_json export_json(Store& store, const HistoryFilter& filter);

// The same games as CSV: a header line, then one row per seat.
void export_csv(Store& store, const HistoryFilter& filter, std::ostream& out);

// A play's uuid, made from what makes a game that game: the game, variant, seed, start
// time and players. The same game has the same uuid in every export from every history.
std::string play_uuid(const GameRecord& game);

// The games of a JSON export of ours, checked whole; throws ImportError.
std::vector<GameRecord> games_of_export(const nlohmann::json& file);

struct ImportSummary {
    std::size_t added = 0;
    std::size_t already_stored = 0;  // the same game (its uuid) was in the history
    // Of those, the games the history held without the coach's review they came with: the
    // review is added (a game reviewed after it was copied).
    std::size_t reviews_added = 0;
};

// Stores games in one transaction, leaving out each game the history holds already (the
// same game, variant, seed, start time and players: the same play uuid). A database
// error (StoreError) stores none of them.
ImportSummary import_games(Store& store, const std::vector<GameRecord>& games);

// The games of a JSON export of ours, checked whole first: a malformed file
// (ImportError) stores nothing either.
ImportSummary import_json(Store& store, const nlohmann::json& file);

}  // namespace dicebox::db
