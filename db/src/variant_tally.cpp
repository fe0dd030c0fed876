#include "variant_tally.hpp"

#include <algorithm>
#include <tuple>

namespace dicebox::db::records_detail {

void VariantTally::add(const GameResult& game) {
    if (game.group >= groups_.size()) groups_.resize(game.group + 1);
    Group& group = groups_[game.group];
    group.ranks_above.lower = catalog_.lower_score_wins(game.group);
    const auto players = game.seats.size();
    if (players >= group.by_players.size()) group.by_players.resize(players + 1);
    ScoreSum& same_size = group.by_players[players];
    ++group.games;
    ++same_size.games;
    for (const auto& seat : game.seats) {
        if (only_ && seat.player != *only_) continue;
        ++group.all.seats;
        group.all.total += seat.score;
        ++same_size.seats;
        same_size.total += seat.score;
        offer(group, {seat.score, game.ended_at, game.id, seat.seat, seat.player});
    }
}

std::vector<VariantRecords> VariantTally::result() const {
    std::vector<VariantRecords> records;
    for (std::size_t number = 0; number < groups_.size(); ++number) {
        const Group& group = groups_[number];
        if (group.games == 0) continue;
        VariantRecords record;
        record.game = catalog_.module_of(number);
        record.variant = catalog_.variant_of(number);
        record.lower_score_wins = group.ranks_above.lower;
        record.games = group.games;
        record.average = group.all.average();
        for (std::size_t players = 0; players < group.by_players.size(); ++players) {
            const ScoreSum& sum = group.by_players[players];
            if (sum.games == 0) continue;
            record.by_players.push_back({static_cast<int>(players), sum.games, sum.average()});
        }
        auto top = group.top;
        std::sort(top.begin(), top.end(), group.ranks_above);
        for (const auto& entry : top) {
            record.top.push_back(
                {catalog_.name(entry.player), entry.score, entry.date, entry.game_id});
        }
        records.push_back(std::move(record));
    }
    std::sort(records.begin(), records.end(), [](const auto& a, const auto& b) {
        return std::tie(a.game, a.variant) < std::tie(b.game, b.variant);
    });
    return records;
}

void VariantTally::offer(Group& group, const ScoreCandidate& candidate) {
    if (group.top.size() < kTopScores) {
        group.top.push_back(candidate);
        std::push_heap(group.top.begin(), group.top.end(), group.ranks_above);
    } else if (group.ranks_above(candidate, group.top.front())) {
        std::pop_heap(group.top.begin(), group.top.end(), group.ranks_above);
        group.top.back() = candidate;
        std::push_heap(group.top.begin(), group.top.end(), group.ranks_above);
    }
}

}  // namespace dicebox::db::records_detail
