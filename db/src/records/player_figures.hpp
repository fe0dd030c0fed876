// The parts of a player's records that add up: the games counted, the scores' range and
// the streak of wins. Each is kept per player while the games are counted
// (player_tally.hpp), and per player and kind of game in the summaries
// (summary_delta.hpp), whose parts are added up to the same figures.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>

#include "better_score.hpp"

namespace dicebox::db::records_detail {

struct GameCounts {
    std::int64_t games = 0;        // every game, solo ones included
    std::int64_t multi_games = 0;  // games with other seats
    std::int64_t wins = 0;         // of multi_games
    std::int64_t solo_games = 0;
    std::int64_t solo_losses = 0;  // solo games without a winner

    void add(bool solo, bool won) {
        ++games;
        if (solo) {
            ++solo_games;
            if (!won) ++solo_losses;
        } else {
            ++multi_games;
            if (won) ++wins;
        }
    }
    void add(const GameCounts& other) {
        games += other.games;
        multi_games += other.multi_games;
        wins += other.wins;
        solo_games += other.solo_games;
        solo_losses += other.solo_losses;
    }
};

// The best and worst score of a player's seats, and the best of a game played alone
// (the earliest of equal ones), in a game where `lower` scores win.
struct ScoreRange {
    bool any = false;
    int best = 0;
    int worst = 0;
    std::optional<int> solo_best;
    std::int64_t solo_date = 0;  // the end of the game of solo_best

    void add(int score, std::int64_t ended_at, bool solo, bool lower) {
        add({true, score, score, solo ? std::optional(score) : std::nullopt, ended_at}, lower);
    }
    void add(const ScoreRange& other, bool lower) {
        if (!other.any) return;
        if (!any || better_score(other.best, best, lower)) best = other.best;
        if (!any || better_score(worst, other.worst, lower)) worst = other.worst;
        any = true;
        if (other.solo_best && (!solo_best || better_score(*other.solo_best, *solo_best, lower) ||
                                (*other.solo_best == *solo_best && other.solo_date < solo_date))) {
            solo_best = other.solo_best;
            solo_date = other.solo_date;
        }
    }
};

// Wins in a row over games in the order they ended. Two runs of games one after the
// other add up to the run of all of them (then), which is what lets a summary take the
// games ended since it was written without reading the earlier ones again.
struct StreakRun {
    std::int64_t games = 0;
    std::int64_t opening = 0;  // wins before the first game not won
    std::int64_t run = 0;      // wins in a row up to the last game
    std::int64_t longest = 0;

    void add(bool won) { then({1, won ? 1 : 0, won ? 1 : 0, won ? 1 : 0}); }
    void then(const StreakRun& later) {
        longest = std::max({longest, later.longest, run + later.opening});
        if (opening == games) opening += later.opening;
        run = later.run == later.games ? run + later.games : later.run;
        games += later.games;
    }
};

}  // namespace dicebox::db::records_detail
