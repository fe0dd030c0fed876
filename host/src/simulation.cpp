#include "dicebox/host/simulation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "dicebox/host/lineup.hpp"
#include "dicebox/match.hpp"

namespace dicebox::host {
namespace {

namespace db = dicebox::db;

// What the workers share: the count of games done, and the first failure, which stops
// them all, as cancelling does.
struct Progress {
    explicit Progress(SimulationControl& watched) : control(watched) {}

    SimulationControl& control;
    std::atomic<bool> stopped{false};
    std::mutex mutex;
    std::string failure;

    bool over() const { return stopped || control.cancelled(); }

    void stop(std::string why) {
        const std::lock_guard lock(mutex);
        if (failure.empty()) failure = std::move(why);
        stopped = true;
    }
};

struct Part {
    std::vector<SeatTally> seats;
    std::vector<int> scores;
    std::uint64_t finished = 0;
};

// The game a house rule stopped, as far as it went.
db::GameRecord aborted_record(const dicebox::Session& session, const SimulationSetup& setup,
                              const std::vector<db::SeatRecord>& seats, std::int64_t started) {
    auto record = db::record_of(session, seats, setup.variant);
    record.status = db::Status::Aborted;
    record.started_at = started;
    record.ended_at = db::now_ms();
    return record;
}

// Plays games first, first + stride, ... below setup.games: game i always has seed
// derive_seed(seed, i), whatever the thread that plays it.
void play_games(const SimulationSetup& setup, std::uint64_t first, std::uint64_t stride, Part& part,
                Progress& progress, db::BatchRecorder* recorder) {
    const auto& module = *setup.module;
    std::vector<SeatSpec> lineup;
    for (const auto& bot : setup.bots) lineup.push_back({bot, bot});
    take_options(setup.config, lineup);
    const auto seats_recorded = seat_records(lineup);
    std::uint64_t game = first;
    try {
        dicebox::Session session(module, setup.config, 0);
        dicebox::Match match(session, dicebox::bots_of(module, setup.bots));
        for (; game < setup.games && !progress.over(); game += stride) {
            session.restart(dicebox::derive_seed(setup.seed, game));
            const std::int64_t started = db::now_ms();
            try {
                match.play();
            } catch (const dicebox::HookError& e) {
                if (recorder != nullptr) {
                    recorder->add(aborted_record(session, setup, seats_recorded, started));
                }
                progress.stop(fmt::format("the house rule stopped game {} (seed {}): {}", game + 1,
                                          session.seed(), e.what()));
                return;
            }
            if (recorder != nullptr) {
                auto record = db::record_of(session, seats_recorded, setup.variant);
                record.started_at = started;
                record.ended_at = db::now_ms();
                recorder->add(std::move(record));
            }
            const auto scores = session.state().scores();
            const auto winners = session.state().winners();
            for (std::size_t seat = 0; seat < scores.size(); ++seat) {
                const bool won = std::find(winners.begin(), winners.end(),
                                           static_cast<dicebox::Seat>(seat)) != winners.end();
                part.seats[seat].add(scores[seat], won);
                if (setup.keep_scores) part.scores.push_back(scores[seat]);
            }
            ++part.finished;
            progress.control.count_finished();
        }
    } catch (const std::exception& e) {
        // A thread may not throw; the history failing or a house rule failing as the
        // game is set up stops the series with its reason.
        progress.stop(e.what());
    }
}

}  // namespace

void SeatTally::add(int score, bool won) {
    sum += score;
    sum_squares += static_cast<std::int64_t>(score) * score;
    min = std::min(min, score);
    max = std::max(max, score);
    wins += won;
}

void SeatTally::merge(const SeatTally& other) {
    sum += other.sum;
    sum_squares += other.sum_squares;
    min = std::min(min, other.min);
    max = std::max(max, other.max);
    wins += other.wins;
}

Simulation simulate_games(const SimulationSetup& setup, db::BatchRecorder* recorder,
                          SimulationControl* control) {
    const std::size_t players = setup.bots.size();
    const unsigned threads = std::max(1u, setup.threads);
    std::vector<Part> parts(threads, Part{std::vector<SeatTally>(players), {}, 0});
    SimulationControl own_control;
    Progress progress(control != nullptr ? *control : own_control);
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < threads; ++t) {
        workers.emplace_back(play_games, std::cref(setup), t, threads, std::ref(parts[t]),
                             std::ref(progress), recorder);
    }
    for (auto& worker : workers) worker.join();
    if (recorder != nullptr) recorder->flush();

    Simulation result;
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.seats.resize(players);
    for (auto& part : parts) {
        for (std::size_t seat = 0; seat < players; ++seat)
            result.seats[seat].merge(part.seats[seat]);
        result.scores.insert(result.scores.end(), part.scores.begin(), part.scores.end());
        result.finished += part.finished;
    }
    std::sort(result.scores.begin(), result.scores.end());
    result.failure = std::move(progress.failure);
    result.cancelled = progress.control.cancelled() && result.finished < setup.games;
    return result;
}

}  // namespace dicebox::host
