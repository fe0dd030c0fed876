#include "dicebox/db/history.hpp"

#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>

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

// One range of the index games_by_kind: the games of one kind (played or simulated),
// game and variant, newest first, read one at a time as the merge asks for them.
class Range {
  public:
    Range(Store& store, const HistoryFilter& filter, int simulated, const std::string& module,
          const std::string& variant, std::optional<std::int64_t> player)
        : query_(store.sql(),
                 fmt::format("SELECT id, started_at FROM games WHERE simulated = ? AND module = ? "
                             "AND variant = ? AND started_at >= ? AND started_at < ? {} "
                             "ORDER BY started_at DESC, id DESC",
                             player ? "AND EXISTS (SELECT 1 FROM seats WHERE game_id = games.id "
                                      "AND player_id = ?)"
                                    : "")) {
        query_.bind(1, simulated);
        query_.bind(2, module);
        query_.bind(3, variant);
        query_.bind(4, filter.since.value_or(kEarliest));
        query_.bind(5, filter.until.value_or(kLatest));
        if (player) query_.bind(6, *player);
        next();
    }

    bool done() const { return done_; }
    std::int64_t id() const { return id_; }
    bool newer_than(const Range& other) const {
        return started_at_ != other.started_at_ ? started_at_ > other.started_at_ : id_ > other.id_;
    }
    void next() {
        done_ = !query_.executeStep();
        if (done_) return;
        id_ = query_.getColumn(0).getInt64();
        started_at_ = query_.getColumn(1).getInt64();
    }

  private:
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

// Every range the filter covers, merged newest first.
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
        Range* newest = nullptr;
        for (const auto& range : ranges) {
            if (!range->done() && (newest == nullptr || range->newer_than(*newest))) {
                newest = range.get();
            }
        }
        if (newest == nullptr) break;
        ids.push_back(newest->id());
        newest->next();
    }
    return ids;
}

// The games of a player seated in few games: all of them, filtered and sorted.
std::vector<std::int64_t> games_of_player(Store& store, const HistoryFilter& filter,
                                          std::int64_t player) {
    Statement query(store.sql(),
                    "SELECT id FROM games WHERE id IN (SELECT game_id FROM seats WHERE player_id "
                    "= ?1) AND (?2 OR simulated = 0) AND (?3 IS NULL OR module = ?3) AND (?4 IS "
                    "NULL OR variant = ?4) AND started_at >= ?5 AND started_at < ?6 "
                    "ORDER BY started_at DESC, id DESC LIMIT ?7");
    query.bind(1, player);
    query.bind(2, filter.simulated ? 1 : 0);
    if (filter.game) query.bind(3, *filter.game);
    if (filter.variant) query.bind(4, *filter.variant);
    query.bind(5, filter.since.value_or(kEarliest));
    query.bind(6, filter.until.value_or(kLatest));
    // A negative LIMIT is none.
    query.bind(7, filter.limit ? static_cast<std::int64_t>(*filter.limit) : std::int64_t{-1});
    std::vector<std::int64_t> ids;
    while (query.executeStep()) ids.push_back(query.getColumn(0).getInt64());
    return ids;
}

}  // namespace

std::vector<std::int64_t> find_games(Store& store, const HistoryFilter& filter) try {
    if (filter.limit == std::size_t{0}) return {};
    if (!filter.player) return merge_ranges(store, filter, std::nullopt);
    const auto player = find_player(store, *filter.player);
    if (!player) return {};
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
                       "SELECT started_at, ended_at, module, variant, status, simulated FROM "
                       "games WHERE id = ?");
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
        // millions are never walked.
        Statement query(store.sql(),
                        "SELECT id FROM games WHERE simulated = 0 AND status = 'unfinished' "
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
