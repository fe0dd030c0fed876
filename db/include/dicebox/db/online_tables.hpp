// The tables of a server (dicebox serve) as its history keeps them, so that a server
// stopped or killed takes up every unfinished table when it starts again: the game is
// recorded event by event like any played game, and beside it the table's invitation
// code and the SHA-256 of each seat's token.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// A table's setting: a bot plays for a person who has been away (no connection at their
// seat) longer than `after`, until they are back.
struct StandIn {
    std::string bot;  // the kind of bot, one of the game's
    std::chrono::seconds after{60};
};

struct OnlineTable {
    std::string code;
    // By seat: the SHA-256 of the seat's token in hex; empty for a bot's seat.
    std::vector<std::string> token_hashes;
    std::optional<StandIn> stand_in;
    // The text of the house rule the table plays under; empty for the printed rules.
    std::string rule_script;
};

// Stores `game`, marked as played online, with its table, in one transaction; sets and
// returns its id. Throws StoreError.
std::int64_t insert_online_game(Store& store, GameRecord& game, const OnlineTable& table);

struct OnlineGame {
    GameRecord game;
    OnlineTable table;
};

// The unfinished games of the server's tables, oldest first, with their events.
// Throws StoreError.
std::vector<OnlineGame> unfinished_online_games(Store& store);

// The code of the table at which game `id` is played, or empty for a game of no table.
std::string table_of(Store& store, std::int64_t id);

}  // namespace dicebox::db
