#include "player_tally.hpp"

#include <algorithm>

#include "better_score.hpp"

namespace dicebox::db::records_detail {

void PlayerTally::add(const GameResult& game) {
    const bool solo = game.seats.size() == 1;
    const bool lower = catalog_.lower_score_wins(game.group);
    for (const auto& seat : game.seats) {
        if (only_ && seat.player != *only_) continue;
        auto& all_scores = players_[seat.player].scores;
        if (game.group >= all_scores.size()) all_scores.resize(game.group + 1);
        auto& scores = all_scores[game.group];
        if (!scores.any) {
            scores = {true, seat.score, seat.score, std::nullopt, 0};
        } else {
            if (better_score(seat.score, scores.best, lower)) scores.best = seat.score;
            if (better_score(scores.worst, seat.score, lower)) scores.worst = seat.score;
        }
        if (solo && (!scores.solo_best || better_score(seat.score, *scores.solo_best, lower) ||
                     (seat.score == *scores.solo_best && game.ended_at < scores.solo_date))) {
            scores.solo_best = seat.score;
            scores.solo_date = game.ended_at;
        }
    }
    for (const auto& participant : game.participants) {
        if (only_ && participant.player != *only_) continue;
        Player& player = players_[participant.player];
        ++player.games;
        if (solo) {
            ++player.solo_games;
            if (!participant.won) ++player.solo_losses;
        } else {
            ++player.multi_games;
            if (participant.won) ++player.wins;
            if (in_order_) {
                player.streak.add(participant.won);
            } else {
                player.unordered.push_back({game.ended_at, game.id, participant.won});
            }
        }
    }
}

std::vector<PlayerRecords> PlayerTally::result() {
    std::vector<PlayerRecords> records;
    const auto modules = catalog_.modules_met();
    for (std::size_t number = 0; number < players_.size(); ++number) {
        Player& player = players_[number];
        if (player.games == 0) continue;
        PlayerRecords record;
        record.player = catalog_.name(number);
        record.games = player.games;
        record.multi_games = player.multi_games;
        record.wins = player.wins;
        if (player.multi_games > 0) {
            record.win_rate =
                static_cast<double>(player.wins) / static_cast<double>(player.multi_games);
        }
        record.solo_games = player.solo_games;
        record.solo_losses = player.solo_losses;
        std::sort(player.unordered.begin(), player.unordered.end());
        for (const auto& outcome : player.unordered) player.streak.add(outcome.won);
        record.current_streak = player.streak.run;
        record.longest_streak = player.streak.longest;
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
        PlayerGameRecords game;
        game.game = module;
        game.lower_score_wins = catalog_.module_lower_score_wins(module);
        bool any = false;
        for (std::size_t group = 0; group < player.scores.size(); ++group) {
            const Scores& scores = player.scores[group];
            if (!scores.any || catalog_.module_of(group) != module) continue;
            const bool lower = game.lower_score_wins;
            if (!any || better_score(scores.best, game.best, lower)) game.best = scores.best;
            if (!any || better_score(game.worst, scores.worst, lower)) {
                game.worst = scores.worst;
            }
            any = true;
            if (scores.solo_best &&
                (!game.solo_best || better_score(*scores.solo_best, *game.solo_best, lower) ||
                 (*scores.solo_best == *game.solo_best &&
                  scores.solo_date < *game.solo_best_date))) {
                game.solo_best = scores.solo_best;
                game.solo_best_date = scores.solo_date;
            }
        }
        if (any) games.push_back(std::move(game));
    }
    return games;
}

}  // namespace dicebox::db::records_detail
