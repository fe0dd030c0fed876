#include "dicebox/db/history.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <variant>

#include "dicebox/db/games.hpp"

namespace dicebox::db {
namespace {

// A player seated in fewer games than this is found through their seats, then sorted;
// one in more (a bot of a million simulated games) is found by walking the games
// newest first, where their games come quickly.
constexpr int kFewGames = 4096;

constexpr std::int64_t kEarliest = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kLatest = std::numeric_limits<std::int64_t>::max();

bool seated_in_few_games(Store& store, std::int64_t player) {
    const auto probe = store.sql().prepare(
        "SELECT count(*) FROM (SELECT 1 FROM seats WHERE player_id = ? LIMIT ?) AS few");
    probe->bind(1, player);
    probe->bind(2, kFewGames);
    probe->step();
    return probe->integer(0) < kFewGames;
}

// Where the date order lets a range start and stop: the filter's dates, narrowed to the
// games from the cursor's moment on in the order asked, so that a later page is found
// along the index as fast as the first.
struct Bounds {
    std::int64_t since = kEarliest;  // started at or after
    std::int64_t until = kLatest;    // started before
};

Bounds bounds_of(const HistoryFilter& filter) {
    Bounds bounds{filter.since.value_or(kEarliest), filter.until.value_or(kLatest)};
    if (const auto& after = filter.after) {
        if (filter.descending) {
            bounds.until = std::min(bounds.until,
                                    after->started_at < kLatest ? after->started_at + 1 : kLatest);
        } else {
            bounds.since = std::max(bounds.since, after->started_at);
        }
    }
    return bounds;
}

// Among the games started in the cursor's millisecond, those after it in the order.
std::string cursor_clause(const HistoryFilter& filter) {
    if (!filter.after) return "";
    return fmt::format("AND (started_at != {} OR id {} {})", filter.after->started_at,
                       filter.descending ? "<" : ">", filter.after->id);
}

// No LIMIT is as many as there can be.
std::int64_t limit_of(const HistoryFilter& filter) {
    return filter.limit ? static_cast<std::int64_t>(*filter.limit) : kLatest;
}

// One range of the index games_by_kind: the games of one kind (played or simulated),
// game and variant, in date order, read one at a time as the merge asks for them.
class Range {
  public:
    Range(Store& store, const HistoryFilter& filter, int simulated, const std::string& module,
          const std::string& variant, std::optional<std::int64_t> player)
        : descending_(filter.descending),
          query_(store.sql().prepare(
              fmt::format("SELECT id, started_at FROM games WHERE simulated = ? AND module = ? "
                          "AND variant = ? AND started_at >= ? AND started_at < ? {0} {1} "
                          "ORDER BY started_at {2}, id {2} LIMIT ?",
                          cursor_clause(filter),
                          player ? "AND EXISTS (SELECT 1 FROM seats WHERE game_id = games.id "
                                   "AND player_id = ?)"
                                 : "",
                          filter.descending ? "DESC" : "ASC"))) {
        const auto bounds = bounds_of(filter);
        query_->bind(1, simulated);
        query_->bind(2, module);
        query_->bind(3, variant);
        query_->bind(4, bounds.since);
        query_->bind(5, bounds.until);
        if (player) query_->bind(6, *player);
        // The merge takes no more than the limit from one range; a server sends every row
        // a statement yields.
        query_->bind(player ? 7 : 6, limit_of(filter));
        next();
    }

    bool done() const { return done_; }
    std::int64_t id() const { return id_; }
    // Whether this range's game comes before the other's in the order asked.
    bool before(const Range& other) const {
        const bool newer =
            started_at_ != other.started_at_ ? started_at_ > other.started_at_ : id_ > other.id_;
        return descending_ ? newer : !newer;
    }
    void next() {
        done_ = !query_->step();
        if (done_) return;
        id_ = query_->int64(0);
        started_at_ = query_->int64(1);
    }

  private:
    bool descending_;
    std::unique_ptr<Statement> query_;
    bool done_ = false;
    std::int64_t id_ = 0;
    std::int64_t started_at_ = 0;
};

std::vector<std::string> modules_of(Store& store, const HistoryFilter& filter) {
    if (filter.game) return {*filter.game};
    std::vector<std::string> modules;
    const auto query = store.sql().prepare("SELECT id FROM modules ORDER BY id");
    while (query->step()) modules.push_back(query->string(0));
    return modules;
}

// The variants played of a game, each found by one step along the index (a loose
// index scan), however many games each has.
std::vector<std::string> variants_of(Store& store, int simulated, const std::string& module) {
    std::vector<std::string> variants;
    const auto first = store.sql().prepare(
        "SELECT variant FROM games WHERE simulated = ? AND module = ? "
        "ORDER BY variant LIMIT 1");
    first->bind(1, simulated);
    first->bind(2, module);
    if (!first->step()) return variants;
    variants.push_back(first->string(0));
    const auto after = store.sql().prepare(
        "SELECT variant FROM games WHERE simulated = ? AND module = ? AND variant > ? "
        "ORDER BY variant LIMIT 1");
    for (;;) {
        after->bind(1, simulated);
        after->bind(2, module);
        after->bind(3, variants.back());
        if (!after->step()) return variants;
        variants.push_back(after->string(0));
        after->reset();
    }
}

// Every range the filter covers, merged in date order.
std::vector<std::int64_t> merge_ranges(Store& store, const HistoryFilter& filter,
                                       std::optional<std::int64_t> player) {
    std::vector<std::unique_ptr<Range>> ranges;
    for (int simulated = 0; simulated <= (filter.simulated ? 1 : 0); ++simulated) {
        for (const auto& module : modules_of(store, filter)) {
            const auto variants = filter.variant ? std::vector{*filter.variant}
                                                 : variants_of(store, simulated, module);
            for (const auto& variant : variants) {
                ranges.push_back(
                    std::make_unique<Range>(store, filter, simulated, module, variant, player));
            }
        }
    }
    std::vector<std::int64_t> ids;
    while (!filter.limit || ids.size() < *filter.limit) {
        Range* first = nullptr;
        for (const auto& range : ranges) {
            if (!range->done() && (first == nullptr || range->before(*first))) {
                first = range.get();
            }
        }
        if (first == nullptr) break;
        ids.push_back(first->id());
        first->next();
    }
    return ids;
}

// The conditions a query asks, each value a parameter bound in the order written.
class Conditions {
  public:
    template <typename Value>
    void add(const char* condition, Value value) {
        add(condition);
        values_.emplace_back(std::move(value));
    }
    void add(const char* condition) {
        if (!sql_.empty()) sql_ += " AND ";
        sql_ += condition;
    }
    const std::string& sql() const { return sql_; }
    // Binds the values from parameter 1 on; returns the next parameter's number.
    int bind(Statement& statement) const {
        int index = 1;
        for (const auto& value : values_) {
            std::visit([&](const auto& v) { statement.bind(index++, v); }, value);
        }
        return index;
    }

  private:
    std::string sql_;
    std::vector<std::variant<std::int64_t, std::string>> values_;
};

// The conditions of the filter's game, variant and kind.
void add_kind(Conditions& where, const HistoryFilter& filter) {
    if (!filter.simulated) where.add("simulated = 0");
    if (filter.game) where.add("module = ?", *filter.game);
    if (filter.variant) where.add("variant = ?", *filter.variant);
}

std::vector<std::int64_t> ids_of(Statement& query) {
    std::vector<std::int64_t> ids;
    while (query.step()) ids.push_back(query.int64(0));
    return ids;
}

// The games of a player seated in few games: all of them, filtered and sorted.
std::vector<std::int64_t> games_of_player(Store& store, const HistoryFilter& filter,
                                          std::int64_t player) {
    const auto bounds = bounds_of(filter);
    Conditions where;
    where.add("id IN (SELECT game_id FROM seats WHERE player_id = ?)", player);
    where.add("started_at >= ?", bounds.since);
    where.add("started_at < ?", bounds.until);
    add_kind(where, filter);
    const auto query = store.sql().prepare(
        fmt::format("SELECT id FROM games WHERE {0} {1} ORDER BY started_at {2}, id {2} LIMIT ?",
                    where.sql(), cursor_clause(filter), filter.descending ? "DESC" : "ASC"));
    const int next = where.bind(*query);
    query->bind(next, limit_of(filter));
    return ids_of(*query);
}

// The games in an order the indexes do not keep (by game, variant or status): every game
// that matches sorted, the newest first among equals, and a page of them.
std::vector<std::int64_t> sorted_games(Store& store, const HistoryFilter& filter,
                                       std::optional<std::int64_t> player) {
    const char* key = filter.order == HistoryOrder::Game      ? "module"
                      : filter.order == HistoryOrder::Variant ? "variant"
                                                              // As they come in a game's life.
                                                              : "CASE status WHEN 'unfinished' "
                                                                "THEN 0 WHEN 'finished' THEN 1 "
                                                                "ELSE 2 END";
    // Only the conditions asked, so that the database can choose an index for them.
    Conditions where;
    where.add("started_at >= ?", filter.since.value_or(kEarliest));
    where.add("started_at < ?", filter.until.value_or(kLatest));
    add_kind(where, filter);
    if (player) {
        where.add("EXISTS (SELECT 1 FROM seats WHERE game_id = games.id AND player_id = ?)",
                  *player);
    }
    const auto query = store.sql().prepare(
        fmt::format("SELECT id FROM games WHERE {} ORDER BY {} {}, started_at DESC, id DESC "
                    "LIMIT ? OFFSET ?",
                    where.sql(), key, filter.descending ? "DESC" : "ASC"));
    const int next = where.bind(*query);
    query->bind(next, limit_of(filter));
    query->bind(next + 1, static_cast<std::int64_t>(filter.offset));
    return ids_of(*query);
}

}  // namespace

std::vector<std::int64_t> find_games(Store& store, const HistoryFilter& filter) try {
    if (filter.limit == std::size_t{0}) return {};
    std::optional<std::int64_t> player;
    if (filter.player) {
        player = find_player(store, *filter.player);
        if (!player) return {};
    }
    if (filter.order != HistoryOrder::Date) return sorted_games(store, filter, player);
    if (!player) return merge_ranges(store, filter, std::nullopt);
    if (seated_in_few_games(store, *player)) return games_of_player(store, filter, *player);
    return merge_ranges(store, filter, player);
} catch (const SqlError& e) {
    store.fail("reading the history", e);
}

namespace {

// The games `ids` with their seats, in that order.
std::vector<HistoryEntry> entries_of(Store& store, const std::vector<std::int64_t>& ids) {
    try {
        const auto game = store.sql().prepare(
            "SELECT started_at, ended_at, module, variant, status, simulated, online "
            "FROM games WHERE id = ?");
        const auto seats = store.sql().prepare(
            "SELECT p.name, s.bot, s.score, s.rank, s.winner FROM seats s JOIN "
            "players p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.seat");
        std::vector<HistoryEntry> entries;
        entries.reserve(ids.size());
        for (const auto id : ids) {
            HistoryEntry entry;
            entry.id = id;
            game->bind(1, id);
            game->step();
            entry.started_at = game->int64(0);
            if (!game->is_null(1)) entry.ended_at = game->int64(1);
            entry.module = game->string(2);
            entry.variant = game->string(3);
            entry.status = status_from(game->string(4));
            entry.simulated = game->integer(5) != 0;
            entry.online = game->integer(6) != 0;
            game->reset();
            seats->bind(1, id);
            while (seats->step()) {
                HistorySeat seat;
                seat.player = seats->string(0);
                seat.bot = seats->string(1);  // "" for NULL
                if (!seats->is_null(2)) seat.score = seats->integer(2);
                if (!seats->is_null(3)) seat.rank = seats->integer(3);
                seat.winner = seats->integer(4) != 0;
                entry.seats.push_back(std::move(seat));
            }
            seats->reset();
            entries.push_back(std::move(entry));
        }
        return entries;
    } catch (const SqlError& e) {
        store.fail("reading the history", e);
    }
}

}  // namespace

std::vector<HistoryEntry> list_games(Store& store, const HistoryFilter& filter) {
    return entries_of(store, find_games(store, filter));
}

std::vector<HistoryEntry> unfinished_games(Store& store, std::size_t limit) {
    std::vector<std::int64_t> ids;
    try {
        // Played games only: games_by_kind leads with `simulated`, so the simulated
        // millions are never walked. A server's table goes on at the server, not here.
        const auto query = store.sql().prepare(
            "SELECT id FROM games WHERE simulated = 0 AND status = 'unfinished' "
            "AND id NOT IN (SELECT game_id FROM online_tables) "
            "ORDER BY started_at DESC, id DESC LIMIT ?");
        query->bind(1, static_cast<std::int64_t>(limit));
        while (query->step()) ids.push_back(query->int64(0));
    } catch (const SqlError& e) {
        store.fail("reading the unfinished games", e);
    }
    return entries_of(store, ids);
}

std::vector<std::string> people(Store& store) {
    try {
        const auto query = store.sql().prepare(
            "SELECT name FROM players WHERE name NOT LIKE 'bot:%' ORDER BY name");
        std::vector<std::string> names;
        while (query->step()) names.push_back(query->string(0));
        return names;
    } catch (const SqlError& e) {
        store.fail("reading the players", e);
    }
}

}  // namespace dicebox::db
