#include "dicebox/db/history.hpp"

#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>

#include "dicebox/db/games.hpp"

namespace dicebox::db {
namespace {

using SQLite::Statement;

// A player seated in fewer games than this is found through their seats, then sorted;
// one in more (a bot of a million simulated games) is found by walking the games
// newest first, where their games come quickly.
constexpr int kFewGames = 4096;

constexpr std::int64_t kEarliest = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kLatest = std::numeric_limits<std::int64_t>::max();

bool seated_in_few_games(Store& store, std::int64_t player) {
    Statement probe(store.sql(),
                    "SELECT count(*) FROM (SELECT 1 FROM seats WHERE player_id = ? LIMIT ?)");
    probe.bind(1, player);
    probe.bind(2, kFewGames);
    probe.executeStep();
    return probe.getColumn(0).getInt() < kFewGames;
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

// One range of the index games_by_kind: the games of one kind (played or simulated),
// game and variant, in date order, read one at a time as the merge asks for them.
class Range {
  public:
    Range(Store& store, const HistoryFilter& filter, int simulated, const std::string& module,
          const std::string& variant, std::optional<std::int64_t> player)
        : descending_(filter.descending),
          query_(store.sql(),
                 fmt::format("SELECT id, started_at FROM games WHERE simulated = ? AND module = ? "
                             "AND variant = ? AND started_at >= ? AND started_at < ? {0} {1} "
                             "ORDER BY started_at {2}, id {2}",
                             cursor_clause(filter),
                             player ? "AND EXISTS (SELECT 1 FROM seats WHERE game_id = games.id "
                                      "AND player_id = ?)"
                                    : "",
                             filter.descending ? "DESC" : "ASC")) {
        const auto bounds = bounds_of(filter);
        query_.bind(1, simulated);
        query_.bind(2, module);
        query_.bind(3, variant);
        query_.bind(4, bounds.since);
        query_.bind(5, bounds.until);
        if (player) query_.bind(6, *player);
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
        done_ = !query_.executeStep();
        if (done_) return;
        id_ = query_.getColumn(0).getInt64();
        started_at_ = query_.getColumn(1).getInt64();
    }

  private:
    bool descending_;
    Statement query_;
    bool done_ = false;
    std::int64_t id_ = 0;
    std::int64_t started_at_ = 0;
};

std::vector<std::string> modules_of(Store& store, const HistoryFilter& filter) {
    if (filter.game) return {*filter.game};
    std::vector<std::string> modules;
    Statement query(store.sql(), "SELECT id FROM modules ORDER BY id");
    while (query.executeStep()) modules.push_back(query.getColumn(0).getString());
    return modules;
}

// The variants played of a game, each found by one step along the index (a loose
// index scan), however many games each has.
std::vector<std::string> variants_of(Store& store, int simulated, const std::string& module) {
    std::vector<std::string> variants;
    Statement first(store.sql(),
                    "SELECT variant FROM games WHERE simulated = ? AND module = ? "
                    "ORDER BY variant LIMIT 1");
    first.bind(1, simulated);
    first.bind(2, module);
    if (!first.executeStep()) return variants;
    variants.push_back(first.getColumn(0).getString());
    Statement after(store.sql(),
                    "SELECT variant FROM games WHERE simulated = ? AND module = ? AND variant > ? "
                    "ORDER BY variant LIMIT 1");
    for (;;) {
        after.bind(1, simulated);
        after.bind(2, module);
        after.bind(3, variants.back());
        if (!after.executeStep()) return variants;
        variants.push_back(after.getColumn(0).getString());
        after.reset();
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

// A negative LIMIT is none.
std::int64_t limit_of(const HistoryFilter& filter) {
    return filter.limit ? static_cast<std::int64_t>(*filter.limit) : std::int64_t{-1};
}

// The games of a player seated in few games: all of them, filtered and sorted.
std::vector<std::int64_t> games_of_player(Store& store, const HistoryFilter& filter,
                                          std::int64_t player) {
    Statement query(
        store.sql(),
        fmt::format("SELECT id FROM games WHERE id IN (SELECT game_id FROM seats WHERE player_id "
                    "= ?1) AND (?2 OR simulated = 0) AND (?3 IS NULL OR module = ?3) AND (?4 IS "
                    "NULL OR variant = ?4) AND started_at >= ?5 AND started_at < ?6 {0} "
                    "ORDER BY started_at {1}, id {1} LIMIT ?7",
                    cursor_clause(filter), filter.descending ? "DESC" : "ASC"));
    const auto bounds = bounds_of(filter);
    query.bind(1, player);
    query.bind(2, filter.simulated ? 1 : 0);
    if (filter.game) query.bind(3, *filter.game);
    if (filter.variant) query.bind(4, *filter.variant);
    query.bind(5, bounds.since);
    query.bind(6, bounds.until);
    query.bind(7, limit_of(filter));
    std::vector<std::int64_t> ids;
    while (query.executeStep()) ids.push_back(query.getColumn(0).getInt64());
    return ids;
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
    // Only the conditions asked, so that SQLite can choose an index for them.
    std::string where = "started_at >= ?1 AND started_at < ?2";
    if (!filter.simulated) where += " AND simulated = 0";
    if (filter.game) where += " AND module = ?3";
    if (filter.variant) where += " AND variant = ?4";
    if (player)
        where += " AND EXISTS (SELECT 1 FROM seats WHERE game_id = games.id AND player_id = ?5)";
    Statement query(store.sql(),
                    fmt::format("SELECT id FROM games WHERE {} ORDER BY {} {}, started_at DESC, "
                                "id DESC LIMIT ?6 OFFSET ?7",
                                where, key, filter.descending ? "DESC" : "ASC"));
    query.bind(1, filter.since.value_or(kEarliest));
    query.bind(2, filter.until.value_or(kLatest));
    if (filter.game) query.bind(3, *filter.game);
    if (filter.variant) query.bind(4, *filter.variant);
    if (player) query.bind(5, *player);
    query.bind(6, limit_of(filter));
    query.bind(7, static_cast<std::int64_t>(filter.offset));
    std::vector<std::int64_t> ids;
    while (query.executeStep()) ids.push_back(query.getColumn(0).getInt64());
    return ids;
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
} catch (const SQLite::Exception& e) {
    store.fail("reading the history", e);
}

namespace {

// The games `ids` with their seats, in that order.
std::vector<HistoryEntry> entries_of(Store& store, const std::vector<std::int64_t>& ids) {
    try {
        Statement game(store.sql(),
                       "SELECT started_at, ended_at, module, variant, status, simulated, online "
                       "FROM games WHERE id = ?");
        Statement seats(store.sql(),
                        "SELECT p.name, s.bot, s.score, s.rank, s.winner FROM seats s JOIN "
                        "players p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.seat");
        std::vector<HistoryEntry> entries;
        entries.reserve(ids.size());
        for (const auto id : ids) {
            HistoryEntry entry;
            entry.id = id;
            game.bind(1, id);
            game.executeStep();
            entry.started_at = game.getColumn(0).getInt64();
            if (!game.getColumn(1).isNull()) entry.ended_at = game.getColumn(1).getInt64();
            entry.module = game.getColumn(2).getString();
            entry.variant = game.getColumn(3).getString();
            entry.status = status_from(game.getColumn(4).getString());
            entry.simulated = game.getColumn(5).getInt() != 0;
            entry.online = game.getColumn(6).getInt() != 0;
            game.reset();
            seats.bind(1, id);
            while (seats.executeStep()) {
                HistorySeat seat;
                seat.player = seats.getColumn(0).getString();
                seat.bot = seats.getColumn(1).getString();  // "" for NULL
                if (!seats.getColumn(2).isNull()) seat.score = seats.getColumn(2).getInt();
                if (!seats.getColumn(3).isNull()) seat.rank = seats.getColumn(3).getInt();
                seat.winner = seats.getColumn(4).getInt() != 0;
                entry.seats.push_back(std::move(seat));
            }
            seats.reset();
            entries.push_back(std::move(entry));
        }
        return entries;
    } catch (const SQLite::Exception& e) {
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
        Statement query(store.sql(),
                        "SELECT id FROM games WHERE simulated = 0 AND status = 'unfinished' "
                        "AND id NOT IN (SELECT game_id FROM online_tables) "
                        "ORDER BY started_at DESC, id DESC LIMIT ?");
        query.bind(1, static_cast<std::int64_t>(limit));
        while (query.executeStep()) ids.push_back(query.getColumn(0).getInt64());
    } catch (const SQLite::Exception& e) {
        store.fail("reading the unfinished games", e);
    }
    return entries_of(store, ids);
}

std::vector<std::string> people(Store& store) {
    try {
        Statement query(store.sql(),
                        "SELECT name FROM players WHERE name NOT LIKE 'bot:%' ORDER BY name");
        std::vector<std::string> names;
        while (query.executeStep()) names.push_back(query.getColumn(0).getString());
        return names;
    } catch (const SQLite::Exception& e) {
        store.fail("reading the players", e);
    }
}

}  // namespace dicebox::db
