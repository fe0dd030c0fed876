// The coach's reviews kept in the history: each reviewed seat's decisions, what they lost
// in the coach's measure and its blunders; and, from them, each player's average loss per
// decision in each game and its trend over their reviewed games.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dicebox/db/records.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

struct SeatReview {
    int seat = 0;
    std::string measure;  // "points" or "win_chance"
    int decisions = 0;
    double loss = 0;  // summed over its decisions
    int blunders = 0;
};

// Keeps the review of game `id` in place of an earlier one. Throws StoreError.
void store_review(Store& store, std::int64_t id, const std::vector<SeatReview>& seats);

// One reviewed game of a player: its average loss per decision.
struct ReviewedGame {
    std::int64_t game_id = 0;
    std::int64_t date = 0;  // the game's start, Unix ms
    double mean_loss = 0;
};

// A player's reviewed games of one game: the average loss per decision over all their
// decisions, their blunders, and each game's average, oldest first (the trend).
struct PlayerReviews {
    std::string player;
    std::string game;     // the module id
    std::string measure;  // of the game's coach
    std::int64_t games = 0;
    std::int64_t decisions = 0;
    double mean_loss = 0;
    std::int64_t blunders = 0;
    std::vector<ReviewedGame> trend;
};

// Every player's reviews among the games the filter matches (finished or not: a review
// judges the decisions made), by player, then game. Throws StoreError.
std::vector<PlayerReviews> player_reviews(Store& store, const RecordsFilter& filter);

}  // namespace dicebox::db
