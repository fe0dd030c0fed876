// The records of each game and variant: how many games, the average score (overall and
// by number of players) and the high-score table. Takes the stream's games one at a time
// (records_games.hpp). Internal to records.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "better_score.hpp"
#include "records_games.hpp"

namespace dicebox::db::records_detail {

class VariantTally {
  public:
    // `only`: the player whose seats are counted (the games are all counted); none: all.
    VariantTally(const Catalog& catalog, std::optional<std::size_t> only)
        : catalog_(catalog), only_(only) {}

    void add(const GameResult& game);
    // Sorted by game and variant.
    std::vector<VariantRecords> result() const;

  private:
    static constexpr std::size_t kTopScores = 10;

    struct ScoreCandidate {
        int score = 0;
        std::int64_t date = 0;
        std::int64_t game_id = 0;
        int seat = 0;
        std::size_t player = 0;
    };
    // Higher in a high-score table: the better score, then the earlier game, then the
    // earlier seat.
    struct RanksAbove {
        bool lower = false;
        bool operator()(const ScoreCandidate& a, const ScoreCandidate& b) const {
            if (a.score != b.score) return better_score(a.score, b.score, lower);
            if (a.date != b.date) return a.date < b.date;
            if (a.game_id != b.game_id) return a.game_id < b.game_id;
            return a.seat < b.seat;
        }
    };
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
        RanksAbove ranks_above;
        std::vector<ScoreCandidate> top;  // a heap whose front is the lowest kept
    };

    static void offer(Group& group, const ScoreCandidate& candidate);

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    std::vector<Group> groups_;
};

}  // namespace dicebox::db::records_detail
