// A high-score table: the ten best scores offered, kept as they are offered one by one,
// by the records' tallies (variant_tally.hpp) and their summaries (summary_delta.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dicebox::db::records_detail {

struct ScoreCandidate {
    int score = 0;
    std::int64_t date = 0;  // the game's end
    std::int64_t game_id = 0;
    int seat = 0;
    std::size_t player = 0;  // Catalog's number
};

class TopScores {
  public:
    static constexpr std::size_t kSize = 10;

    // `lower`: whether lower scores win.
    explicit TopScores(bool lower = false) : ranks_above_{lower} {}

    bool lower_score_wins() const { return ranks_above_.lower; }
    void offer(const ScoreCandidate& candidate);
    // Best first: the better score, then the earlier game, then the earlier seat.
    std::vector<ScoreCandidate> sorted() const;

  private:
    struct RanksAbove {
        bool lower = false;
        bool operator()(const ScoreCandidate& a, const ScoreCandidate& b) const;
    };

    RanksAbove ranks_above_;
    std::vector<ScoreCandidate> kept_;  // a heap whose front is the lowest kept
};

}  // namespace dicebox::db::records_detail
