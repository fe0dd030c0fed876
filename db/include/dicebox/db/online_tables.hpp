// The tables of a server (dicebox serve) as its history keeps them, so that a server
// stopped or killed takes up every unfinished table when it starts again. A table waiting
// for people is kept as its set-up and the seats taken so far; once its game begins, the
// game is recorded event by event like any played game, and beside it the table's
// invitation code and the SHA-256 of each seat's token.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

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
    // The SHA-256 of the host token, given to whoever opened the table; empty for a table
    // kept before there were host tokens.
    std::string host_token_hash;
    // Once its game has begun, each time a seat changed hands, in order:
    // {"seat": SEAT, "from_event": INDEX, "player": NAME or null (freed), "bot": KIND or
    // absent} — who played which part.
    nlohmann::json hands = nlohmann::json::array();
};

// A table whose game has not begun: people are still to take its free seats.
struct WaitingTable {
    OnlineTable table;  // a free seat's token hash is empty
    std::string module;
    nlohmann::json params = nlohmann::json::object();
    nlohmann::json seats = nlohmann::json::array();  // by seat, as the server wrote it
    std::uint64_t seed = 0;
    std::int64_t opened_at = 0;  // Unix milliseconds
};

// Keeps `waiting`, in place of the one of its code if there is one. Throws StoreError.
void keep_waiting_table(Store& store, const WaitingTable& waiting);
// Forgets the waiting table `code` (everybody left it). Throws StoreError.
void drop_waiting_table(Store& store, const std::string& code);
// The tables waiting for people, oldest first. Throws StoreError.
std::vector<WaitingTable> waiting_tables(Store& store);

// Stores `game`, marked as played online, with its table, in one transaction, in place of
// the table waiting for it; sets and returns its id. Throws StoreError.
std::int64_t insert_online_game(Store& store, GameRecord& game, const OnlineTable& table);

struct OnlineGame {
    GameRecord game;
    OnlineTable table;
};

// Keeps the seats of game `id`'s table as they are now: its tokens' hashes and its hands.
// Throws StoreError.
void keep_table_seats(Store& store, std::int64_t id, const OnlineTable& table);

// The unfinished games of the server's tables, oldest first, with their events.
// Throws StoreError.
std::vector<OnlineGame> unfinished_online_games(Store& store);

// The code of the table at which game `id` is played, or empty for a game of no table.
std::string table_of(Store& store, std::int64_t id);
// The id of the game played at table `code` with `seed` (one table's game, in whoever's
// history keeps it), if the history holds it. Throws StoreError.
std::optional<std::int64_t> game_at_table(Store& store, const std::string& code,
                                          std::uint64_t seed);
// Who played which part of game `id` of a table, when a seat changed hands in it
// (OnlineTable::hands); an empty array when none did, or for a game of no table. Throws
// StoreError.
nlohmann::json hands_of(Store& store, std::int64_t id);

}  // namespace dicebox::db
