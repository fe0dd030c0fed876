// The statements that add a game's module and its players or find them there, shared by
// the writer of one game (games.cpp) and of many (insert_games.cpp).
#pragma once

namespace dicebox::db {

// A module's id, name and direction of scores, added or brought up to date.
constexpr const char* kUpsertModule =
    "INSERT INTO modules (id, name, lower_score_wins) VALUES (?, ?, ?) ON CONFLICT (id) "
    "DO UPDATE SET name = excluded.name, lower_score_wins = excluded.lower_score_wins";

// A player's id by name, the player added when new.
constexpr const char* kUpsertPlayer =
    "INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = "
    "excluded.name RETURNING id";

}  // namespace dicebox::db
