// The history's queries on a database of 1,000,000 finished games of 20 players, in an
// SQLite file and in PostgreSQL: the newest games with and without filters, the history
// view's pages, the records and a head-to-head (from the summaries and from the games),
// and the summaries rebuilt.
// The file is made once and kept in the build folder (bench-history-1m.sqlite); the
// PostgreSQL database is made anew on a server of the benchmark's own each time a
// .../postgresql benchmark runs (a minute or two). Its games carry no event logs: no
// history or records query reads the events table.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/records.hpp"
#include "dicebox/db/summaries.hpp"
#include "dicebox/rng.hpp"
#include "postgres_server.hpp"

namespace {

namespace db = dicebox::db;

constexpr std::int64_t kGames = 1'000'000;
constexpr std::array<const char*, 20> kPlayers = {
    "Ann", "Ben", "Cleo", "Dan",  "Eva",  "Finn", "Gus",  "Hana", "Ivo",  "Jil",
    "Kai", "Lea", "Max",  "Nina", "Otto", "Pia",  "Quin", "Rosa", "Sven", "Tara"};

int below(dicebox::Rng& rng, int n) {
    return static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
}

// A finished game of six years of play: the game, its seats, their scores and ranks.
db::GameRecord random_game(dicebox::Rng& rng, std::int64_t index) {
    db::GameRecord game;
    const int kind = below(rng, 20);
    game.module = kind < 12 ? "extra" : kind < 17 ? "exxtra" : "strike";
    game.module_name = game.module;
    game.module_version = "1.0.0";
    game.lower_score_wins = game.module == "strike";
    if (below(rng, 10) == 0) game.variant = "double_moves=false";
    game.seed = rng.next();
    // 2021-01-01 onwards, one game every ~3 minutes.
    game.started_at = 1'609'459'200'000 + index * 189'000;
    game.ended_at = game.started_at + 1'200'000;
    game.status = below(rng, 50) == 0 ? db::Status::Unfinished : db::Status::Finished;
    const int seats = below(rng, 5) == 0 ? 1 : 2 + below(rng, 3);
    std::array<int, kPlayers.size()> order{};
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    for (int i = 0; i < seats; ++i)
        std::swap(
            order[static_cast<std::size_t>(i)],
            order[static_cast<std::size_t>(i + below(rng, static_cast<int>(order.size()) - i))]);
    for (int i = 0; i < seats; ++i) {
        db::SeatRecord seat;
        seat.player = kPlayers[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
        if (game.status == db::Status::Finished) {
            seat.score = game.module == "extra"    ? below(rng, 2400) - 1800
                         : game.module == "exxtra" ? below(rng, 22)
                                                   : below(rng, 4);
        }
        game.seats.push_back(seat);
    }
    if (game.status != db::Status::Finished) return game;
    for (auto& seat : game.seats) {
        int ahead = 0;
        for (const auto& other : game.seats) {
            ahead +=
                game.lower_score_wins ? *other.score < *seat.score : *other.score > *seat.score;
        }
        seat.rank = ahead + 1;
        seat.winner = ahead == 0 && (seats > 1 || *seat.score > 0);
    }
    return game;
}

// The first column of the first row of `sql`, a number.
std::int64_t first_number(db::Store& store, const char* sql) {
    const auto query = store.sql().prepare(sql);
    query->step();
    return query->int64(0);
}

enum class Backend { SQLite, PostgreSQL };

// Writes the million games into an empty history.
void write_million(db::Store& store) {
    dicebox::Rng rng(2026, 0);
    std::vector<db::GameRecord> games;
    for (std::int64_t first = 0; first < kGames; first += 10'000) {
        games.clear();
        for (std::int64_t i = first; i < first + 10'000; ++i) games.push_back(random_game(rng, i));
        store.transaction("making the benchmark's history",
                          [&] { db::insert_games(store, games); });
    }
    store.sql().execute("ANALYZE");
}

// The file of the SQLite history, kept from one run to the next, or the URI of the
// PostgreSQL one, on a server of the run's own.
std::filesystem::path million_location(Backend backend) {
    if (backend == Backend::SQLite) {
        return std::filesystem::path(DICEBOX_BENCH_DATA_DIR) / "bench-history-1m.sqlite";
    }
    static const testing_support::PostgresDatabase database;
    return database.uri();
}

db::Store& sqlite_million() {
    static db::Store store = [] {
        const auto file = million_location(Backend::SQLite);
        {
            db::Store writing(file, db::Access::Write);
            if (first_number(writing, "SELECT count(*) FROM games") != kGames) {
                writing.sql().execute(
                    "DELETE FROM events; DELETE FROM game_logs; DELETE FROM seats; DELETE FROM "
                    "games");
                db::rebuild_summaries(writing);
                write_million(writing);
            }
        }
        return db::Store(file, db::Access::Read);
    }();
    return store;
}

db::Store& postgres_million() {
    static db::Store store = [] {
        {
            db::Store writing(million_location(Backend::PostgreSQL), db::Access::Write);
            write_million(writing);
        }
        return db::Store(million_location(Backend::PostgreSQL), db::Access::Read);
    }();
    return store;
}

db::Store& million_games(Backend backend) {
    return backend == Backend::SQLite ? sqlite_million() : postgres_million();
}

void history_query(benchmark::State& state, Backend backend, db::HistoryFilter filter) {
    auto& store = million_games(backend);
    for (auto _ : state) benchmark::DoNotOptimize(db::list_games(store, filter));
}

// A page of the history view as it reads them (200 games): the first, or page `page`
// further down, reached by date through the last game of the page before, in the other
// orders by an offset.
void history_page(benchmark::State& state, Backend backend, db::HistoryOrder order, int page) {
    auto& store = million_games(backend);
    db::HistoryFilter filter;
    filter.order = order;
    filter.limit = 200;
    filter.offset = static_cast<std::size_t>(page) * 200;
    if (page > 0 && order == db::HistoryOrder::Date) {
        auto before = filter;
        before.limit = filter.offset;
        const auto last = db::find_games(store, before).back();
        const auto query = store.sql().prepare("SELECT started_at FROM games WHERE id = ?");
        query->bind(1, last);
        query->step();
        filter.after = db::HistoryCursor{query->int64(0), last};
    }
    for (auto _ : state) benchmark::DoNotOptimize(db::list_games(store, filter));
}

// The records from the summaries (`records`, the app), or computed from the games.
void records_query(benchmark::State& state, Backend backend, db::Source source,
                   db::RecordsFilter filter) {
    auto& store = million_games(backend);
    for (auto _ : state) benchmark::DoNotOptimize(db::records(store, filter, source));
}

void head_to_head_query(benchmark::State& state, Backend backend, db::Source source) {
    auto& store = million_games(backend);
    db::RecordsFilter filter;
    filter.player = "Ann";
    for (auto _ : state) benchmark::DoNotOptimize(db::head_to_head(store, filter, "Ben", source));
}

// Every finished game counted into the summaries again (history rebuild-summaries).
void rebuild_summaries(benchmark::State& state, Backend backend) {
    million_games(backend);
    db::Store store(million_location(backend), db::Access::Write);
    for (auto _ : state) benchmark::DoNotOptimize(db::rebuild_summaries(store));
}

db::HistoryFilter history(std::optional<std::string> game, std::optional<std::string> player,
                          std::optional<std::string> variant, std::optional<std::int64_t> since) {
    db::HistoryFilter filter;
    filter.game = std::move(game);
    filter.player = std::move(player);
    filter.variant = std::move(variant);
    filter.since = since;
    return filter;
}

db::RecordsFilter records(std::string game, std::string player, std::string variant) {
    db::RecordsFilter filter;
    filter.game = std::move(game);
    filter.player = std::move(player);
    filter.variant = std::move(variant);
    return filter;
}

constexpr std::int64_t k2026 = 1'767'225'600'000;

// Each query on both databases: NAME/sqlite and NAME/postgresql.
template <typename... Args>
void on_both(const std::string& name, void (*query)(benchmark::State&, Backend, Args...),
             std::type_identity_t<Args>... args) {
    for (const auto backend : {Backend::SQLite, Backend::PostgreSQL}) {
        const std::string full = name + (backend == Backend::SQLite ? "/sqlite" : "/postgresql");
        benchmark::RegisterBenchmark(full.c_str(), query, backend, args...)
            ->Unit(benchmark::kMillisecond);
    }
}

[[maybe_unused]] const bool registered = [] {
    on_both("history_query/newest", history_query, history({}, {}, {}, {}));
    on_both("history_query/player", history_query, history({}, "Ann", {}, {}));
    on_both("history_query/game_since", history_query, history("strike", {}, {}, k2026));
    on_both("history_query/variant", history_query,
            history("exxtra", {}, "double_moves=false", {}));
    on_both("history_page/first", history_page, db::HistoryOrder::Date, 0);
    on_both("history_page/page_50", history_page, db::HistoryOrder::Date, 50);
    on_both("history_page/by_game_first", history_page, db::HistoryOrder::Game, 0);
    on_both("history_page/by_game_page_50", history_page, db::HistoryOrder::Game, 50);
    for (const auto source : {db::Source::Summaries, db::Source::Games}) {
        const std::string from = source == db::Source::Summaries ? "" : "_from_games";
        on_both("records_query" + from + "/everything", records_query, source, records("", "", ""));
        on_both("records_query" + from + "/game", records_query, source, records("extra", "", ""));
        on_both("records_query" + from + "/player", records_query, source, records("", "Ann", ""));
        on_both("records_query" + from + "/game_variant_player", records_query, source,
                records("exxtra", "Ann", "double_moves=false"));
        on_both("head_to_head_query" + from, head_to_head_query, source);
    }
    on_both("rebuild_summaries", rebuild_summaries);
    return true;
}();

}  // namespace
