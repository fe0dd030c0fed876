// Recording simulated games into the history, as `simulate --record` does: whole
// games with their logs, in batches, into one file, and into a PostgreSQL database on a
// server on this machine (started by the benchmark, as the tests start theirs). The
// games are played beforehand, so that only the recording is timed.
#include <benchmark/benchmark.h>
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <vector>

#include "dicebox/db/recorder.hpp"
#include "dicebox/match.hpp"
#include "plugins.hpp"
#include "postgres_server.hpp"

namespace {

namespace db = dicebox::db;
namespace fs = std::filesystem;

// Random-policy EXTRA! games of `players` seats, with their logs.
std::vector<db::GameRecord> extra_games(int players, std::size_t count) {
    const auto& extra = bench::module("extra");
    dicebox::GameConfig config;
    config.players = players;
    dicebox::Session session(extra, config, 0);
    dicebox::Match match(
        session, dicebox::bots_of(
                     extra, std::vector<std::string>(static_cast<std::size_t>(players), "random")));
    std::vector<db::SeatRecord> records(static_cast<std::size_t>(players));
    for (auto& record : records) {
        record.player = "bot:random";
        record.bot = "random";
    }
    std::vector<db::GameRecord> games;
    for (std::size_t i = 0; i < count; ++i) {
        session.restart(i);
        match.play();
        games.push_back(db::record_of(session, records));
    }
    return games;
}

// Records the same games over and over into one growing history; reports games/s and
// the events a game has.
void record_games(benchmark::State& state, const std::vector<db::GameRecord>& games,
                  const fs::path& history) {
    db::Store store(history, db::Access::Write);
    db::BatchRecorder recorder(store);
    for (auto _ : state) {
        for (const auto& game : games) recorder.add(game);
        recorder.flush();
    }
    std::size_t events = 0;
    for (const auto& game : games) events += game.events.size();
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(games.size()));
    state.counters["events_per_game"] =
        static_cast<double>(events) / static_cast<double>(games.size());
}

void record_extra_games(benchmark::State& state) {
    const auto games = extra_games(static_cast<int>(state.range(0)), 2000);
    const fs::path file =
        fs::temp_directory_path() / fmt::format("dicebox-bench-{}.sqlite", getpid());
    record_games(state, games, file);
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(file.string() + suffix);
}

void record_extra_games_postgres(benchmark::State& state) {
    const auto games = extra_games(static_cast<int>(state.range(0)), 2000);
    const testing_support::PostgresDatabase database;
    record_games(state, games, database.uri());
}

BENCHMARK(record_extra_games)->Arg(1)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(record_extra_games_postgres)
    ->Arg(1)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
