// The records of each player: games, wins and streaks over the games with others, solo
// games lost, and the best and worst scores in each game. Takes the stream's games one
// at a time (records_games.hpp), or their parts from the summaries
// (records_from_summaries.cpp). Internal to the records.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "player_figures.hpp"
#include "records_games.hpp"

namespace dicebox::db::records_detail {

class PlayerTally {
  public:
    // `only`: the one player counted; none: all. `in_order`: whether the games come in
    // the order they ended (else the streaks are sorted at the end).
    PlayerTally(const Catalog& catalog, std::optional<std::size_t> only, bool in_order)
        : catalog_(catalog), only_(only), in_order_(in_order), players_(catalog.player_count()) {}

    void add(const GameResult& game);
    // A player's games and scores in `group`, added to those counted.
    void add_part(std::size_t player, std::size_t group, const GameCounts& counts,
                  const ScoreRange& scores);
    // A player's streak over all the games counted.
    void set_streak(std::size_t player, const StreakRun& streak);
    // Sorted by name; sorts the streaks of games that came out of order.
    std::vector<PlayerRecords> result();

  private:
    struct Outcome {
        std::int64_t ended_at = 0;
        std::int64_t game_id = 0;
        bool won = false;
        bool operator<(const Outcome& other) const {
            return std::tie(ended_at, game_id) < std::tie(other.ended_at, other.game_id);
        }
    };
    struct Player {
        GameCounts counts;
        StreakRun streak;                // over the multi-seat games in the order they ended
        std::vector<Outcome> unordered;  // those games, when they came in another order
        std::vector<ScoreRange> scores;  // by game and variant
    };

    ScoreRange& scores(std::size_t player, std::size_t group);
    // The variants' scores merged per game.
    std::vector<PlayerGameRecords> per_game(const Player& player,
                                            const std::vector<std::string>& modules) const;

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    bool in_order_;
    std::vector<Player> players_;
};

}  // namespace dicebox::db::records_detail
