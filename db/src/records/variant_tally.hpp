// The records of each game and variant: how many games, the average score (overall and
// by number of players) and the high-score table. Takes the stream's games one at a time
// (records_games.hpp), or their sums from the summaries (records_from_summaries.cpp).
// Internal to the records.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "records_games.hpp"
#include "top_scores.hpp"

namespace dicebox::db::records_detail {

class VariantTally {
  public:
    // `only`: the player whose seats are counted (the games are all counted); none: all.
    VariantTally(const Catalog& catalog, std::optional<std::size_t> only)
        : catalog_(catalog), only_(only) {}

    void add(const GameResult& game);
    // `games` games of `players` seats in `group`, whose seats counted number `seats`
    // and score `total` in all.
    void add_sum(std::size_t group, std::size_t players, std::int64_t games, std::int64_t seats,
                 std::int64_t total);
    // A seat of `group` for its high-score table.
    void offer(std::size_t group, const ScoreCandidate& candidate);
    // Sorted by game and variant.
    std::vector<VariantRecords> result() const;

  private:
    struct ScoreSum {
        std::int64_t games = 0;
        std::int64_t seats = 0;
        std::int64_t total = 0;

        double average() const {
            return seats == 0 ? 0.0 : static_cast<double>(total) / static_cast<double>(seats);
        }
    };
    struct Group {
        std::int64_t games = 0;
        ScoreSum all;
        std::vector<ScoreSum> by_players;  // by number of seats
        TopScores top;
    };

    Group& group(std::size_t number);

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    std::vector<std::optional<Group>> groups_;
};

}  // namespace dicebox::db::records_detail
