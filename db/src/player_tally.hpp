// The records of each player: games, wins and streaks over the games with others, solo
// games lost, and the best and worst scores in each game. Takes the stream's games one
// at a time (records_games.hpp). Internal to records.cpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "records_games.hpp"

namespace dicebox::db::records_detail {

class PlayerTally {
  public:
    // `only`: the one player counted; none: all. `in_order`: whether the games come in
    // the order they ended (else the streaks are sorted at the end).
    PlayerTally(const Catalog& catalog, std::optional<std::size_t> only, bool in_order)
        : catalog_(catalog), only_(only), in_order_(in_order), players_(catalog.player_count()) {}

    void add(const GameResult& game);
    // Sorted by name; sorts the streaks of games that came out of order.
    std::vector<PlayerRecords> result();

  private:
    struct Streak {
        int run = 0;  // wins in a row up to the last game added
        int longest = 0;
        void add(bool won) {
            run = won ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    };
    struct Outcome {
        std::int64_t ended_at = 0;
        std::int64_t game_id = 0;
        bool won = false;
        bool operator<(const Outcome& other) const {
            return std::tie(ended_at, game_id) < std::tie(other.ended_at, other.game_id);
        }
    };
    struct Scores {
        bool any = false;
        int best = 0;
        int worst = 0;
        std::optional<int> solo_best;
        std::int64_t solo_date = 0;
    };
    struct Player {
        std::int64_t games = 0;
        std::int64_t multi_games = 0;
        std::int64_t wins = 0;
        std::int64_t solo_games = 0;
        std::int64_t solo_losses = 0;
        Streak streak;                   // over the multi-seat games in the order they ended
        std::vector<Outcome> unordered;  // those games, when they came in another order
        std::vector<Scores> scores;      // by game and variant
    };

    // The variants' scores merged per game.
    std::vector<PlayerGameRecords> per_game(const Player& player,
                                            const std::vector<std::string>& modules) const;

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    bool in_order_;
    std::vector<Player> players_;
};

}  // namespace dicebox::db::records_detail
