#include "top_scores.hpp"

#include <algorithm>

#include "better_score.hpp"

namespace dicebox::db::records_detail {

bool TopScores::RanksAbove::operator()(const ScoreCandidate& a, const ScoreCandidate& b) const {
    if (a.score != b.score) return better_score(a.score, b.score, lower);
    if (a.date != b.date) return a.date < b.date;
    if (a.game_id != b.game_id) return a.game_id < b.game_id;
    return a.seat < b.seat;
}

void TopScores::offer(const ScoreCandidate& candidate) {
    if (kept_.size() < kSize) {
        kept_.push_back(candidate);
        std::push_heap(kept_.begin(), kept_.end(), ranks_above_);
    } else if (ranks_above_(candidate, kept_.front())) {
        std::pop_heap(kept_.begin(), kept_.end(), ranks_above_);
        kept_.back() = candidate;
        std::push_heap(kept_.begin(), kept_.end(), ranks_above_);
    }
}

std::vector<ScoreCandidate> TopScores::sorted() const {
    auto top = kept_;
    std::sort(top.begin(), top.end(), ranks_above_);
    return top;
}

}  // namespace dicebox::db::records_detail
