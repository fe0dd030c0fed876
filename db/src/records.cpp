// Records from the raw tables in one pass.
//
// SQLite aggregates by sorting, and every figure here needs the seats joined to their
// games, so the figures are summed here from one stream of games with their seats
// instead, and nothing is sorted by SQLite: the games come from the covering partial
// index games_finished, one range per (played or simulated, game, variant) merged in
// the order the games ended (for the streaks), each with its seats from the seats'
// primary key. A filter on a player reads only the games where that player sat,
// through seats_by_player, by id; that player's streaks are sorted here.
//
// [SECTION] the filter as SQL
// [SECTION] the stream of finished games
// [SECTION] the tallies
// [SECTION] records() and head_to_head()
#include "dicebox/db/records.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace dicebox::db {
namespace {

constexpr std::size_t kTopScores = 10;

// [SECTION] the filter as SQL --------------------------------------------------------

// The filter's conditions on the games `g`, each value a bound parameter.
class GameConditions {
  public:
    explicit GameConditions(const RecordsFilter& filter) {
        sql_ = filter.simulated ? "g.status = 'finished'"
                                : "g.status = 'finished' AND g.simulated = 0";
        if (!filter.game.empty()) add("g.module", filter.game);
        if (!filter.variant.empty()) add("g.variant", filter.variant);
    }

    const std::string& sql() const { return sql_; }
    // Binds the values to the statement's parameters from number `first` on.
    void bind(sqlite3_stmt* statement, int first) const {
        for (const auto& value : values_) {
            sqlite3_bind_text(statement, first++, value.data(), static_cast<int>(value.size()),
                              SQLITE_TRANSIENT);
        }
    }

  private:
    void add(const char* column, const std::string& value) {
        sql_ += fmt::format(" AND {} = ?", column);
        values_.push_back(value);
    }

    std::string sql_;
    std::vector<std::string> values_;
};

// A statement on SQLite's C interface, for the streams of millions of values:
// SQLiteCpp's getColumn() makes an object holding a shared pointer for each value.
class RawQuery {
  public:
    RawQuery(Store& store, const std::string& sql) : db_(store.sql().getHandle()) {
        if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &statement_, nullptr) != SQLITE_OK) {
            throw SQLite::Exception(db_, sqlite3_errcode(db_));
        }
    }
    RawQuery(const RawQuery&) = delete;
    RawQuery& operator=(const RawQuery&) = delete;
    ~RawQuery() { sqlite3_finalize(statement_); }

    sqlite3_stmt* get() { return statement_; }
    void bind(int index, std::int64_t value) { sqlite3_bind_int64(statement_, index, value); }
    void bind(int index, const std::string& value) {
        sqlite3_bind_text(statement_, index, value.data(), static_cast<int>(value.size()),
                          SQLITE_TRANSIENT);
    }
    bool step() {
        const int result = sqlite3_step(statement_);
        if (result == SQLITE_ROW) return true;
        if (result == SQLITE_DONE) return false;
        throw SQLite::Exception(db_, result);
    }
    std::int64_t int64(int column) const { return sqlite3_column_int64(statement_, column); }
    int integer(int column) const { return sqlite3_column_int(statement_, column); }
    std::string_view text(int column) const {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
        return {text, static_cast<std::size_t>(sqlite3_column_bytes(statement_, column))};
    }

  private:
    sqlite3* db_;
    sqlite3_stmt* statement_ = nullptr;
};

// [SECTION] the stream of finished games ---------------------------------------------

// The players, games and variants met, each by a small number.
class Catalog {
  public:
    explicit Catalog(Store& store) {
        SQLite::Statement players(store.sql(), "SELECT id, name FROM players ORDER BY id");
        while (players.executeStep()) {
            const auto id = static_cast<std::size_t>(players.getColumn(0).getInt64());
            if (id >= player_of_id_.size()) player_of_id_.resize(id + 1, kNone);
            player_of_id_[id] = names_.size();
            names_.push_back(players.getColumn(1).getString());
        }
        SQLite::Statement modules(store.sql(), "SELECT id, lower_score_wins FROM modules");
        while (modules.executeStep()) {
            lower_score_wins_[modules.getColumn(0).getString()] =
                modules.getColumn(1).getInt() != 0;
        }
    }

    std::size_t player_count() const { return names_.size(); }
    // The player of a players.id.
    std::size_t player(std::int64_t id) const {
        return player_of_id_.at(static_cast<std::size_t>(id));
    }
    const std::string& name(std::size_t player) const { return names_[player]; }
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

// The games of one query, one at a time. The query yields each game's seats together
// (it is ordered by game), each row as g.id, g.ended_at, s.player_id, s.seat, s.score,
// s.rank, s.winner, and then, unless every game is of `fixed_group`, g.module and
// g.variant.
class GameCursor {
  public:
    GameCursor(Store& store, const std::string& sql, std::optional<std::size_t> fixed_group)
        : query_(store, sql), fixed_group_(fixed_group) {}

    RawQuery& query() { return query_; }
    // Reads the first row; call after binding.
    void start() { step(); }
    bool done() const { return !on_row_; }
    // The next game's place in time: its end, then its id.
    const std::pair<std::int64_t, std::int64_t>& next_key() const { return next_key_; }

    void read(Catalog& catalog, GameResult& game) {
        game.id = next_key_.second;
        game.ended_at = next_key_.first;
        game.group = fixed_group_ ? *fixed_group_ : catalog.group(query_.text(7), query_.text(8));
        game.seats.clear();
        do {
            game.seats.push_back({catalog.player(query_.int64(2)), query_.integer(3),
                                  query_.integer(4), query_.integer(5), query_.integer(6) != 0});
            step();
        } while (on_row_ && next_key_.second == game.id);
        game.find_participants();
    }

  private:
    void step() {
        on_row_ = query_.step();
        if (!on_row_) return;
        const std::int64_t id = query_.int64(0);
        if (id != next_key_.second) next_key_ = {query_.int64(1), id};
    }

    RawQuery query_;
    std::optional<std::size_t> fixed_group_;
    bool on_row_ = false;
    std::pair<std::int64_t, std::int64_t> next_key_;
};

// The distinct modules (no `module` given) or variants of `module` among the finished
// games of one kind, in order. Each is one step along games_finished (a loose index
// scan), however many games share it.
std::vector<std::string> distinct_in_index(Store& store, int simulated,
                                           const std::optional<std::string>& module) {
    const char* column = module ? "variant" : "module";
    const std::string where =
        fmt::format("status = 'finished' AND simulated = ?{}", module ? " AND module = ?" : "");
    SQLite::Statement first(
        store.sql(),
        fmt::format("SELECT {0} FROM games INDEXED BY games_finished WHERE {1} ORDER BY {0} "
                    "LIMIT 1",
                    column, where));
    SQLite::Statement after(
        store.sql(),
        fmt::format("SELECT {0} FROM games INDEXED BY games_finished WHERE {1} AND {0} > ? "
                    "ORDER BY {0} LIMIT 1",
                    column, where));
    auto bind_where = [&](SQLite::Statement& query) {
        query.bind(1, simulated);
        if (module) query.bind(2, *module);
    };
    std::vector<std::string> values;
    bind_where(first);
    if (!first.executeStep()) return values;
    values.push_back(first.getColumn(0).getString());
    for (;;) {
        after.reset();
        bind_where(after);
        after.bind(module ? 3 : 2, values.back());
        if (!after.executeStep()) return values;
        values.push_back(after.getColumn(0).getString());
    }
}

// One cursor per range of games_finished (played or simulated, game, variant) that
// the filter covers; each range comes in the order its games ended.
std::vector<std::unique_ptr<GameCursor>> range_cursors(Store& store, Catalog& catalog,
                                                       const RecordsFilter& filter) {
    constexpr const char* kRange =
        "SELECT g.id, g.ended_at, s.player_id, s.seat, s.score, s.rank, s.winner "
        "FROM games g INDEXED BY games_finished JOIN seats s ON s.game_id = g.id "
        "WHERE g.status = 'finished' AND g.simulated = ? AND g.module = ? AND g.variant = ? "
        "ORDER BY g.ended_at, g.id";
    std::vector<std::unique_ptr<GameCursor>> cursors;
    for (int simulated = 0; simulated <= (filter.simulated ? 1 : 0); ++simulated) {
        const auto modules = filter.game.empty() ? distinct_in_index(store, simulated, std::nullopt)
                                                 : std::vector{filter.game};
        for (const auto& module : modules) {
            const auto variants = filter.variant.empty()
                                      ? distinct_in_index(store, simulated, module)
                                      : std::vector{filter.variant};
            for (const auto& variant : variants) {
                auto cursor =
                    std::make_unique<GameCursor>(store, kRange, catalog.group(module, variant));
                cursor->query().bind(1, simulated);
                cursor->query().bind(2, module);
                cursor->query().bind(3, variant);
                cursor->start();
                if (!cursor->done()) cursors.push_back(std::move(cursor));
            }
        }
    }
    return cursors;
}

// The games where `player_id` sat that the filter matches, by id: sorting them by
// their end would cost SQLite more than the rest of the work.
std::unique_ptr<GameCursor> player_cursor(Store& store, const RecordsFilter& filter,
                                          std::int64_t player_id) {
    const GameConditions conditions(filter);
    auto cursor = std::make_unique<GameCursor>(
        store,
        fmt::format("SELECT g.id, g.ended_at, s.player_id, s.seat, s.score, s.rank, s.winner, "
                    "g.module, g.variant FROM games g JOIN seats s ON s.game_id = g.id "
                    "WHERE g.id IN (SELECT game_id FROM seats WHERE player_id = ?) AND {} "
                    "ORDER BY g.id",
                    conditions.sql()),
        std::nullopt);
    cursor->query().bind(1, player_id);
    conditions.bind(cursor->query().get(), 2);
    cursor->start();
    return cursor;
}

// Every finished game the filter matches, with all its seats: the ranges merged in
// the order the games ended, or the player's games by id.
void for_each_game(Store& store, Catalog& catalog, const RecordsFilter& filter,
                   std::optional<std::int64_t> player_id,
                   const std::function<void(const GameResult&)>& take) {
    std::vector<std::unique_ptr<GameCursor>> cursors;
    if (player_id) {
        cursors.push_back(player_cursor(store, filter, *player_id));
    } else {
        cursors = range_cursors(store, catalog, filter);
    }
    // A heap whose front is the cursor with the game that ended first.
    auto later = [](const auto& a, const auto& b) { return a->next_key() > b->next_key(); };
    std::erase_if(cursors, [](const auto& cursor) { return cursor->done(); });
    std::make_heap(cursors.begin(), cursors.end(), later);
    GameResult game;
    while (!cursors.empty()) {
        std::pop_heap(cursors.begin(), cursors.end(), later);
        auto& cursor = cursors.back();
        cursor->read(catalog, game);
        take(game);
        if (cursor->done()) {
            cursors.pop_back();
        } else {
            std::push_heap(cursors.begin(), cursors.end(), later);
        }
    }
}

// [SECTION] the tallies --------------------------------------------------------------

// Whether score `a` is better than `b` in a game where `lower` scores win.
bool better_score(int a, int b, bool lower) {
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

std::optional<std::int64_t> player_id(Store& store, const std::string& name) {
    SQLite::Statement query(store.sql(), "SELECT id FROM players WHERE name = ?");
    query.bind(1, name);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

}  // namespace

// [SECTION] records() and head_to_head() ---------------------------------------------

Records records(Store& store, const RecordsFilter& filter) try {
    // One read transaction, so that the players read first and the games read after
    // are of the same state of a file that a recorder may be writing.
    std::optional<SQLite::Transaction> snapshot;
    if (sqlite3_get_autocommit(store.sql().getHandle()) != 0) {
        snapshot.emplace(store.sql(), SQLite::TransactionBehavior::DEFERRED);
    }
    Catalog catalog(store);
    std::optional<std::int64_t> id;
    std::optional<std::size_t> only;
    if (!filter.player.empty()) {
        id = player_id(store, filter.player);
        if (!id) return {};
        only = catalog.player(*id);
    }
    VariantTally variants(catalog, only);
    PlayerTally players(catalog, only, !id);
    MeetingTally meetings(catalog, only);
    for_each_game(store, catalog, filter, id, [&](const GameResult& game) {
        variants.add(game);
        players.add(game);
        meetings.add(game);
    });
    return {variants.result(), players.result(), meetings.result()};
} catch (const SQLite::Exception& e) {
    store.fail("reading the records", e);
}

HeadToHead head_to_head(Store& store, const RecordsFilter& filter, const std::string& opponent) {
    if (filter.player.empty()) {
        throw std::invalid_argument(
            fmt::format("a head-to-head needs a player to compare with {}", opponent));
    }
    if (filter.player == opponent) {
        throw std::invalid_argument(
            fmt::format("a head-to-head needs two players, not {} twice", opponent));
    }
    HeadToHead result{filter.player, opponent};
    try {
        const auto player = player_id(store, filter.player);
        const auto other = player_id(store, opponent);
        if (!player || !other) return result;
        const GameConditions conditions(filter);
        // Each game once, with each side's best seat (a bot may hold several). The
        // player's seats come from seats_by_player in the order of their games, so the
        // grouping sorts nothing; the opponent's seat in each is one step into the same
        // index, and only the games both sat in are read.
        RawQuery query(
            store, fmt::format("SELECT sum(mine < theirs), sum(mine > theirs), sum(mine = theirs) "
                               "FROM (SELECT min(me.rank) AS mine, min(them.rank) AS theirs "
                               "FROM seats me INDEXED BY seats_by_player "
                               "CROSS JOIN seats them INDEXED BY seats_by_player "
                               "ON them.player_id = ? AND them.game_id = me.game_id "
                               "CROSS JOIN games g ON g.id = me.game_id "
                               "WHERE me.player_id = ? AND {} GROUP BY me.game_id)",
                               conditions.sql()));
        query.bind(1, *other);
        query.bind(2, *player);
        conditions.bind(query.get(), 3);
        query.step();
        result.wins = query.int64(0);
        result.losses = query.int64(1);
        result.draws = query.int64(2);
        return result;
    } catch (const SQLite::Exception& e) {
        store.fail("reading the head-to-head", e);
    }
}

}  // namespace dicebox::db
