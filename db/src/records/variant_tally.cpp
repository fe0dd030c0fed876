#include "variant_tally.hpp"

#include <algorithm>
#include <tuple>

namespace dicebox::db::records_detail {

VariantTally::Group& VariantTally::group(std::size_t number) {
    if (number >= groups_.size()) groups_.resize(number + 1);
    auto& group = groups_[number];
    if (!group) {
        group.emplace();
        group->top = TopScores(catalog_.lower_score_wins(number));
    }
    return *group;
}

void VariantTally::add(const GameResult& game) {
    std::int64_t seats = 0;
    std::int64_t total = 0;
    for (const auto& seat : game.seats) {
        if (only_ && seat.player != *only_) continue;
        ++seats;
        total += seat.score;
        offer(game.group, {seat.score, game.ended_at, game.id, seat.seat, seat.player});
    }
    add_sum(game.group, game.seats.size(), 1, seats, total);
}

void VariantTally::add_sum(std::size_t number, std::size_t players, std::int64_t games,
                           std::int64_t seats, std::int64_t total) {
    Group& sums = group(number);
    if (players >= sums.by_players.size()) sums.by_players.resize(players + 1);
    for (ScoreSum* sum : {&sums.all, &sums.by_players[players]}) {
        sum->games += games;
        sum->seats += seats;
        sum->total += total;
    }
    sums.games += games;
}

void VariantTally::offer(std::size_t number, const ScoreCandidate& candidate) {
    group(number).top.offer(candidate);
}

std::vector<VariantRecords> VariantTally::result() const {
    std::vector<VariantRecords> records;
    for (std::size_t number = 0; number < groups_.size(); ++number) {
        if (!groups_[number] || groups_[number]->games == 0) continue;
        const Group& group = *groups_[number];
        VariantRecords record;
        record.game = catalog_.module_of(number);
        record.variant = catalog_.variant_of(number);
        record.lower_score_wins = group.top.lower_score_wins();
        record.games = group.games;
        record.average = group.all.average();
        for (std::size_t players = 0; players < group.by_players.size(); ++players) {
            const ScoreSum& sum = group.by_players[players];
            if (sum.games == 0) continue;
            record.by_players.push_back({static_cast<int>(players), sum.games, sum.average()});
        }
        for (const auto& entry : group.top.sorted()) {
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

}  // namespace dicebox::db::records_detail
