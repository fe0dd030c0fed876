#include "player_tally.hpp"

#include <algorithm>

namespace dicebox::db::records_detail {

ScoreRange& PlayerTally::scores(std::size_t player, std::size_t group) {
    auto& all_scores = players_[player].scores;
    if (group >= all_scores.size()) all_scores.resize(group + 1);
    return all_scores[group];
}

void PlayerTally::add(const GameResult& game) {
    const bool solo = game.seats.size() == 1;
    const bool lower = catalog_.lower_score_wins(game.group);
    for (const auto& seat : game.seats) {
        if (only_ && seat.player != *only_) continue;
        scores(seat.player, game.group).add(seat.score, game.ended_at, solo, lower);
    }
    for (const auto& participant : game.participants) {
        if (only_ && participant.player != *only_) continue;
        Player& player = players_[participant.player];
        player.counts.add(solo, participant.won);
        if (solo) continue;
        if (in_order_) {
            player.streak.add(participant.won);
        } else {
            player.unordered.push_back({game.ended_at, game.id, participant.won});
        }
    }
}

void PlayerTally::add_part(std::size_t player, std::size_t group, const GameCounts& counts,
                           const ScoreRange& range) {
    players_[player].counts.add(counts);
    scores(player, group).add(range, catalog_.lower_score_wins(group));
}

void PlayerTally::set_streak(std::size_t player, const StreakRun& streak) {
    players_[player].streak = streak;
}

std::vector<PlayerRecords> PlayerTally::result() {
    std::vector<PlayerRecords> records;
    const auto modules = catalog_.modules_met();
    for (std::size_t number = 0; number < players_.size(); ++number) {
        Player& player = players_[number];
        const GameCounts& counts = player.counts;
        if (counts.games == 0) continue;
        PlayerRecords record;
        record.player = catalog_.name(number);
        record.games = counts.games;
        record.multi_games = counts.multi_games;
        record.wins = counts.wins;
        if (counts.multi_games > 0) {
            record.win_rate =
                static_cast<double>(counts.wins) / static_cast<double>(counts.multi_games);
        }
        record.solo_games = counts.solo_games;
        record.solo_losses = counts.solo_losses;
        std::sort(player.unordered.begin(), player.unordered.end());
        for (const auto& outcome : player.unordered) player.streak.add(outcome.won);
        record.current_streak = static_cast<int>(player.streak.run);
        record.longest_streak = static_cast<int>(player.streak.longest);
        record.per_game = per_game(player, modules);
        records.push_back(std::move(record));
    }
    std::sort(records.begin(), records.end(),
              [](const auto& a, const auto& b) { return a.player < b.player; });
    return records;
}

std::vector<PlayerGameRecords> PlayerTally::per_game(
    const Player& player, const std::vector<std::string>& modules) const {
    std::vector<PlayerGameRecords> games;
    for (const auto& module : modules) {
        const bool lower = catalog_.module_lower_score_wins(module);
        ScoreRange range;
        for (std::size_t group = 0; group < player.scores.size(); ++group) {
            if (catalog_.module_of(group) == module) range.add(player.scores[group], lower);
        }
        if (!range.any) continue;
        PlayerGameRecords game{module,      lower,           range.best,
                               range.worst, range.solo_best, std::nullopt};
        if (range.solo_best) game.solo_best_date = range.solo_date;
        games.push_back(std::move(game));
    }
    return games;
}

}  // namespace dicebox::db::records_detail
