// The finished games the records count, read as one stream: the filter as SQL, the
// players and (game, variant) groups met, and each game with its seats. Internal to the
// records, their tallies and summaries, and the charts.
//
// SQLite aggregates by sorting, and every figure here needs the seats joined to their
// games, so the figures are summed here from one stream of games with their seats
// instead, and nothing is sorted by SQLite: the games come from the covering partial
// index games_finished, one range per (played or simulated, game, variant) merged in
// the order the games ended (for the streaks), each with its seats from the seats'
// primary key. A filter on a player reads only the games where that player sat,
// through seats_by_player, by id; that player's streaks are sorted here.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dicebox/db/records.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db::records_detail {

// The filter's conditions on the games `g`, or on the kinds of game of the records'
// summaries (which hold only finished games), each value a bound parameter.
class GameConditions {
  public:
    enum class On { Games, Summaries };

    explicit GameConditions(const RecordsFilter& filter, On on = On::Games)
        : column_prefix_(on == On::Games ? "g." : "") {
        if (on == On::Games) {
            sql_ = filter.simulated ? "g.status = 'finished'"
                                    : "g.status = 'finished' AND g.simulated = 0";
        } else {
            sql_ = filter.simulated ? "simulated IN (0, 1)" : "simulated = 0";
        }
        if (!filter.game.empty()) add("module", filter.game);
        if (!filter.variant.empty()) add("variant", filter.variant);
    }

    const std::string& sql() const { return sql_; }
    // Binds the values to the statement's parameters from number `first` on.
    void bind(Statement& statement, int first) const {
        for (const auto& value : values_) statement.bind(first++, value);
    }
    int count() const { return static_cast<int>(values_.size()); }

  private:
    void add(const char* column, const std::string& value) {
        sql_ += fmt::format(" AND {}{} = ?", column_prefix_, column);
        values_.push_back(value);
    }

    const char* column_prefix_;
    std::string sql_;
    std::vector<std::string> values_;
};

// The players, games and variants met, each by a small number.
class Catalog {
  public:
    // Knows no player or game yet: each is added before its first game.
    Catalog() = default;
    // Knows every player and game of the history.
    explicit Catalog(Store& store) {
        const auto players = store.sql().prepare("SELECT id, name FROM players ORDER BY id");
        while (players->step()) add_player(players->int64(0), players->string(1));
        const auto modules = store.sql().prepare("SELECT id, lower_score_wins FROM modules");
        while (modules->step()) add_module(modules->string(0), modules->integer(1) != 0);
    }

    // The player of players.id `id`, unless known already.
    void add_player(std::int64_t id, const std::string& name) {
        const auto at = static_cast<std::size_t>(id);
        if (at >= player_of_id_.size()) player_of_id_.resize(at + 1, kNone);
        if (player_of_id_[at] != kNone) return;
        player_of_id_[at] = names_.size();
        names_.push_back(name);
        ids_.push_back(id);
    }
    void add_module(const std::string& module, bool lower_score_wins) {
        lower_score_wins_[module] = lower_score_wins;
    }

    std::size_t player_count() const { return names_.size(); }
    // The player of a players.id.
    std::size_t player(std::int64_t id) const {
        return player_of_id_.at(static_cast<std::size_t>(id));
    }
    const std::string& name(std::size_t player) const { return names_[player]; }
    // The players.id of a player.
    std::int64_t id(std::size_t player) const { return ids_[player]; }
    bool module_lower_score_wins(const std::string& module) const {
        const auto it = lower_score_wins_.find(module);
        return it != lower_score_wins_.end() && it->second;
    }

    // The number of a game and variant; consecutive games mostly share one.
    std::size_t group(std::string_view module, std::string_view variant) {
        if (last_ < groups_.size() && groups_[last_].module == module &&
            groups_[last_].variant == variant) {
            return last_;
        }
        auto key = std::make_pair(std::string(module), std::string(variant));
        const auto [it, added] = group_of_.try_emplace(key, groups_.size());
        if (added) {
            const bool lower = module_lower_score_wins(key.first);
            groups_.push_back({std::move(key.first), std::move(key.second), lower});
        }
        return last_ = it->second;
    }
    const std::string& module_of(std::size_t group) const { return groups_[group].module; }
    const std::string& variant_of(std::size_t group) const { return groups_[group].variant; }
    bool lower_score_wins(std::size_t group) const { return groups_[group].lower_score_wins; }
    // The modules of the groups met, without repeats, sorted.
    std::vector<std::string> modules_met() const {
        std::vector<std::string> modules;
        for (const auto& group : groups_) modules.push_back(group.module);
        std::sort(modules.begin(), modules.end());
        modules.erase(std::unique(modules.begin(), modules.end()), modules.end());
        return modules;
    }

  private:
    static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> player_of_id_;
    std::vector<std::string> names_;
    std::vector<std::int64_t> ids_;
    std::map<std::string, bool> lower_score_wins_;
    struct Group {
        std::string module;
        std::string variant;
        bool lower_score_wins = false;
    };
    std::vector<Group> groups_;
    std::map<std::pair<std::string, std::string>, std::size_t> group_of_;
    std::size_t last_ = 0;
};

struct SeatResult {
    std::size_t player = 0;
    int seat = 0;
    int score = 0;
    int rank = 0;
    bool winner = false;
};

// A player's part in one game: several seats of a bot against itself count once.
struct Participant {
    std::size_t player = 0;
    int best_rank = 0;
    bool won = false;
};

struct GameResult {
    std::int64_t id = 0;
    bool simulated = false;
    std::size_t group = 0;
    std::int64_t ended_at = 0;
    std::vector<SeatResult> seats;
    std::vector<Participant> participants;

    void find_participants() {
        participants.clear();
        for (const auto& seat : seats) {
            auto it = std::find_if(participants.begin(), participants.end(),
                                   [&](const Participant& p) { return p.player == seat.player; });
            if (it == participants.end()) {
                participants.push_back({seat.player, seat.rank, seat.winner});
            } else {
                it->best_rank = std::min(it->best_rank, seat.rank);
                it->won = it->won || seat.winner;
            }
        }
    }
};
// Calls `take` with every finished game the filter matches, with all its seats: in the
// order the games ended, or by id when `player_id` (that player's games only) is given.
void for_each_game(Store& store, Catalog& catalog, const RecordsFilter& filter,
                   std::optional<std::int64_t> player_id,
                   const std::function<void(const GameResult&)>& take);

}  // namespace dicebox::db::records_detail
