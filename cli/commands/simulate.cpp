// `dicebox simulate GAME --games N --bots ...`: bots play many seeded games; score
// statistics per seat and the throughput.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

#include "commands.hpp"
#include "dicebox/db/recorder.hpp"
#include "dicebox/match.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "lineup.hpp"
#include "params_option.hpp"
#include "plugins.hpp"

namespace cli {
namespace {

struct SimulateOptions {
    std::string game;
    std::uint64_t games = 1000;
    std::vector<std::string> bots;
    std::uint64_t seed = 1;
    unsigned threads = 1;
    bool json = false;
    bool record = false;
    ParamOptions param_options;
    nlohmann::json params;  // the overrides the options ask for
};

// Integer sums, so that the figures do not depend on how games are split over threads.
struct SeatTally {
    std::int64_t sum = 0;
    std::int64_t sum_squares = 0;
    int min = std::numeric_limits<int>::max();
    int max = std::numeric_limits<int>::min();
    std::uint64_t wins = 0;

    void add(int score, bool won) {
        sum += score;
        sum_squares += static_cast<std::int64_t>(score) * score;
        min = std::min(min, score);
        max = std::max(max, score);
        wins += won;
    }
    void merge(const SeatTally& other) {
        sum += other.sum;
        sum_squares += other.sum_squares;
        min = std::min(min, other.min);
        max = std::max(max, other.max);
        wins += other.wins;
    }
};

// Plays games first, first + stride, ... below `games`: game i always has seed
// derive_seed(seed, i), whatever the thread that plays it. Each game goes to the
// recorder too, when there is one.
void play_games(const dicebox::GameModule& module, const SimulateOptions& options,
                std::uint64_t first, std::uint64_t stride, std::vector<SeatTally>& tallies,
                std::atomic<std::uint64_t>& done, dicebox::db::BatchRecorder* recorder) {
    std::vector<std::unique_ptr<dicebox::Agent>> agents;
    std::vector<dicebox::Agent*> seats;
    for (const auto& bot : options.bots) {
        agents.push_back(std::make_unique<dicebox::BotAgent>(module.make_bot(bot)));
        seats.push_back(agents.back().get());
    }
    dicebox::GameConfig config;
    config.players = static_cast<int>(options.bots.size());
    config.params = options.params;
    dicebox::Session session(module, config, 0);
    std::vector<SeatSpec> lineup;
    for (const auto& bot : options.bots) lineup.push_back({bot, bot});
    const auto seats_recorded = seat_records(lineup);
    for (std::uint64_t game = first; game < options.games; game += stride) {
        session.restart(dicebox::derive_seed(options.seed, game));
        const std::int64_t started = dicebox::db::now_ms();
        dicebox::run_match(session, seats);
        if (recorder != nullptr) {
            auto record = dicebox::db::record_of(session, seats_recorded);
            record.started_at = started;
            record.ended_at = dicebox::db::now_ms();
            recorder->add(std::move(record));
        }
        const auto scores = session.state().scores();
        const auto winners = session.state().winners();
        for (std::size_t seat = 0; seat < scores.size(); ++seat) {
            const bool won = std::find(winners.begin(), winners.end(),
                                       static_cast<dicebox::Seat>(seat)) != winners.end();
            tallies[seat].add(scores[seat], won);
        }
        done.fetch_add(1, std::memory_order_relaxed);
    }
}

void draw_progress(std::uint64_t done, std::uint64_t total) {
    constexpr int kWidth = 40;
    const double part = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
    const int filled = static_cast<int>(part * kWidth);
    fmt::print(stderr, "\r[{}{}] {:>3.0f}%", std::string(static_cast<std::size_t>(filled), '#'),
               std::string(static_cast<std::size_t>(kWidth - filled), ' '), part * 100);
}

int simulate(const Globals& globals, SimulateOptions options) {
    const auto* module = find_game(globals, options.game);
    if (module == nullptr) return kExitFailure;
    if (options.bots.empty()) {
        // The fewest players the game allows, each the module's default bot.
        options.bots.assign(static_cast<std::size_t>(module->info().min_players),
                            module->default_bot());
    }
    for (const auto& bot : options.bots) {
        if (!module->make_bot(bot)) {
            fmt::print(stderr, "dicebox simulate: {} has no bot '{}'; its bots are: {}\n",
                       module->info().name, bot, fmt::join(module->bots(), ", "));
            return kExitUsage;
        }
    }
    const auto params = param_overrides(*module, options.param_options);
    if (!params) {
        fmt::print(stderr, "dicebox simulate: {}\n", params.error());
        return kExitUsage;
    }
    options.params = *params;
    const std::size_t players = options.bots.size();
    try {
        // A game set up once here, so that no thread meets a configuration the game
        // refuses (too many players, or parameters that do not fit their number).
        dicebox::GameConfig config;
        config.players = static_cast<int>(players);
        config.params = options.params;
        module->new_game(config);
    } catch (const dicebox::ParamError& e) {
        fmt::print(stderr, "dicebox simulate: {}\n", e.what());
        return kExitUsage;
    }
    options.threads = std::max(1u, options.threads);
    std::optional<dicebox::db::Store> history;
    std::optional<dicebox::db::BatchRecorder> recorder;
    if (options.record) {
        history = open_history(globals, dicebox::db::Access::Write, "simulate");
        if (!history) return kExitFailure;
        recorder.emplace(*history);
    }

    std::vector<std::vector<SeatTally>> tallies(options.threads, std::vector<SeatTally>(players));
    std::atomic<std::uint64_t> done{0};
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < options.threads; ++t) {
        workers.emplace_back(play_games, std::cref(*module), std::cref(options), t, options.threads,
                             std::ref(tallies[t]), std::ref(done), recorder ? &*recorder : nullptr);
    }
    if (isatty(STDERR_FILENO)) {
        while (done.load() < options.games) {
            draw_progress(done.load(), options.games);
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        draw_progress(options.games, options.games);
        fmt::print(stderr, "\n");
    }
    for (auto& worker : workers) worker.join();
    if (recorder) recorder->flush();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::vector<SeatTally> total(players);
    for (const auto& part : tallies) {
        for (std::size_t seat = 0; seat < players; ++seat) total[seat].merge(part[seat]);
    }
    const double n = static_cast<double>(options.games);
    const double rate = n / seconds;

    nlohmann::json report = {{"game", module->info().id}, {"games", options.games},
                             {"seed", options.seed},      {"threads", options.threads},
                             {"seconds", seconds},        {"games_per_second", rate},
                             {"params", options.params},  {"seats", nlohmann::json::array()}};
    for (std::size_t seat = 0; seat < players; ++seat) {
        const SeatTally& t = total[seat];
        const double mean = static_cast<double>(t.sum) / n;
        const double variance =
            options.games > 1 ? (static_cast<double>(t.sum_squares) - n * mean * mean) / (n - 1)
                              : 0.0;
        const double stdev = std::sqrt(std::max(variance, 0.0));
        report["seats"].push_back({{"bot", options.bots[seat]},
                                   {"mean", mean},
                                   {"ci95", 1.96 * stdev / std::sqrt(n)},
                                   {"stdev", stdev},
                                   {"min", options.games ? t.min : 0},
                                   {"max", options.games ? t.max : 0},
                                   {"wins", t.wins}});
    }
    if (options.json) {
        fmt::print("{}\n", report.dump(2));
        return kExitOk;
    }
    std::string variant;
    for (const auto& [name, value] : options.params.items()) {
        variant += fmt::format(", {}={}", name, value.dump());
    }
    fmt::print("{}: {} games, seed {}, {} thread{}{}\n", module->info().name, options.games,
               options.seed, options.threads, options.threads == 1 ? "" : "s", variant);
    fmt::print("{:<5} {:<10} {:>9} {:>8} {:>8} {:>7} {:>7} {:>9}\n", "seat", "bot", "mean", "±95%",
               "stdev", "min", "max", "wins");
    for (std::size_t seat = 0; seat < players; ++seat) {
        const auto& s = report["seats"][seat];
        fmt::print("{:<5} {:<10} {:>9.2f} {:>8.2f} {:>8.2f} {:>7} {:>7} {:>9}\n", seat + 1,
                   s["bot"].get<std::string>(), s["mean"].get<double>(), s["ci95"].get<double>(),
                   s["stdev"].get<double>(), s["min"].get<int>(), s["max"].get<int>(),
                   s["wins"].get<std::uint64_t>());
    }
    fmt::print("{:.0f} games/s ({:.2f} s)\n", rate, seconds);
    return kExitOk;
}

}  // namespace

void add_simulate(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("simulate", "Let bots play many seeded games; score statistics");
    auto options = std::make_shared<SimulateOptions>();
    cmd->add_option("game", options->game, "The game (see 'dicebox games')")->required();
    // Checked as a number first: an unsigned option would take "-5" as a huge count.
    cmd->add_option("--games", options->games, "How many games")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    cmd->add_option("--bots", options->bots,
                    "One bot per seat, e.g. greedy,random (default: the game's default bot in the "
                    "fewest seats it allows)")
        ->delimiter(',');
    cmd->add_option("--seed", options->seed, "Seed of the series; game i has its own seed from it")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    cmd->add_option("--threads", options->threads, "Threads to play on")
        ->check(CLI::Range(1u, 256u))
        ->capture_default_str();
    cmd->add_flag("--json", options->json, "Print the figures as JSON");
    cmd->add_flag("--record", options->record,
                  "Keep every game with its whole log in the history, marked as simulated");
    add_param_options(*cmd, options->param_options);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return simulate(globals, *options); };
    });
}

}  // namespace cli
