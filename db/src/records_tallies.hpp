// The tallies of the records: per game and variant, per player, and who ranked above
// whom. Each takes the stream's games one at a time (records_games.hpp). Internal to
// records.cpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "records_games.hpp"

namespace dicebox::db::records_detail {

constexpr std::size_t kTopScores = 10;

// Whether score `a` is better than `b` in a game where `lower` scores win.
inline bool better_score(int a, int b, bool lower) {
    return lower ? a < b : a > b;
}

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

// Per game and variant: counts, averages and the high-score table.
class VariantTally {
  public:
    VariantTally(const Catalog& catalog, std::optional<std::size_t> only)
        : catalog_(catalog), only_(only) {}

    void add(const GameResult& game) {
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

    std::vector<VariantRecords> result() const {
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

  private:
    struct Group {
        std::int64_t games = 0;
        ScoreSum all;
        std::vector<ScoreSum> by_players;  // by number of seats
        RanksAbove ranks_above;
        std::vector<ScoreCandidate> top;  // a heap whose front is the lowest kept
    };

    static void offer(Group& group, const ScoreCandidate& candidate) {
        if (group.top.size() < kTopScores) {
            group.top.push_back(candidate);
            std::push_heap(group.top.begin(), group.top.end(), group.ranks_above);
        } else if (group.ranks_above(candidate, group.top.front())) {
            std::pop_heap(group.top.begin(), group.top.end(), group.ranks_above);
            group.top.back() = candidate;
            std::push_heap(group.top.begin(), group.top.end(), group.ranks_above);
        }
    }

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    std::vector<Group> groups_;
};

// Per player: games, wins, streaks, and best and worst scores per game.
class PlayerTally {
  public:
    // `in_order`: whether the games come in the order they ended.
    PlayerTally(const Catalog& catalog, std::optional<std::size_t> only, bool in_order)
        : catalog_(catalog), only_(only), in_order_(in_order), players_(catalog.player_count()) {}

    void add(const GameResult& game) {
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

    std::vector<PlayerRecords> result() {
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

  private:
    struct Streak {
        int run = 0;  // wins in a row up to the last game added
        int longest = 0;
        void add(bool won) {
            run = won ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    };
    struct Outcome {
        std::int64_t ended_at = 0;
        std::int64_t game_id = 0;
        bool won = false;
        bool operator<(const Outcome& other) const {
            return std::tie(ended_at, game_id) < std::tie(other.ended_at, other.game_id);
        }
    };
    struct Scores {
        bool any = false;
        int best = 0;
        int worst = 0;
        std::optional<int> solo_best;
        std::int64_t solo_date = 0;
    };
    struct Player {
        std::int64_t games = 0;
        std::int64_t multi_games = 0;
        std::int64_t wins = 0;
        std::int64_t solo_games = 0;
        std::int64_t solo_losses = 0;
        Streak streak;                   // over the multi-seat games in the order they ended
        std::vector<Outcome> unordered;  // those games, when they came in another order
        std::vector<Scores> scores;      // by game and variant
    };

    // The variants' scores merged per game.
    std::vector<PlayerGameRecords> per_game(const Player& player,
                                            const std::vector<std::string>& modules) const {
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

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    bool in_order_;
    std::vector<Player> players_;
};

// Who ranked above whom, for each pair of players who met.
class MeetingTally {
  public:
    MeetingTally(const Catalog& catalog, std::optional<std::size_t> only)
        : catalog_(catalog), only_(only) {}

    void add(const GameResult& game) {
        for (const auto& player : game.participants) {
            if (only_ && player.player != *only_) continue;
            for (const auto& opponent : game.participants) {
                if (opponent.player == player.player) continue;
                Meeting& meeting = meetings_[key(player.player, opponent.player)];
                ++meeting.games;
                if (opponent.best_rank < player.best_rank) ++meeting.beaten;
            }
        }
    }

    std::vector<Nemesis> result() const {
        std::map<std::size_t, Nemesis> nemeses;
        for (const auto& [pair, meeting] : meetings_) {
            if (meeting.games < kNemesisMinGames || meeting.beaten == 0) continue;
            const auto player = static_cast<std::size_t>(pair >> 32);
            const auto opponent = static_cast<std::size_t>(pair & 0xffffffffu);
            const std::string& name = catalog_.name(opponent);
            auto [it, added] = nemeses.try_emplace(player);
            Nemesis& nemesis = it->second;
            if (added || meeting.beaten > nemesis.beaten ||
                (meeting.beaten == nemesis.beaten && name < nemesis.nemesis)) {
                nemesis = {catalog_.name(player), name, meeting.beaten, meeting.games};
            }
        }
        std::vector<Nemesis> result;
        for (auto& [player, nemesis] : nemeses) result.push_back(std::move(nemesis));
        std::sort(result.begin(), result.end(),
                  [](const auto& a, const auto& b) { return a.player < b.player; });
        return result;
    }

  private:
    struct Meeting {
        std::int64_t games = 0;
        std::int64_t beaten = 0;
    };
    static std::uint64_t key(std::size_t player, std::size_t opponent) {
        return static_cast<std::uint64_t>(player) << 32 | static_cast<std::uint64_t>(opponent);
    }

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    std::unordered_map<std::uint64_t, Meeting> meetings_;
};
}  // namespace dicebox::db::records_detail
