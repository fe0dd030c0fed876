// Bots playing many seeded games of one set-up, on several threads (`simulate` and the
// app's what-if view): the score tallies, every score when asked, and the games recorded
// when asked; watched and cancelled from another thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/recorder.hpp"
#include "dicebox/module.hpp"

namespace dicebox::host {

struct SimulationSetup {
    const dicebox::GameModule* module = nullptr;
    std::vector<std::string> bots;  // one per seat
    dicebox::GameConfig config;     // the players, parameters and house rule
    dicebox::db::Variant variant;   // as the history names it
    std::uint64_t games = 0;
    std::uint64_t seed = 0;  // game i has the seed derive_seed(seed, i)
    unsigned threads = 1;
    bool keep_scores = false;  // for quantiles and histograms
};

// Integer sums, so that the figures do not depend on how games are split over threads.
struct SeatTally {
    std::int64_t sum = 0;
    std::int64_t sum_squares = 0;
    int min = std::numeric_limits<int>::max();
    int max = std::numeric_limits<int>::min();
    std::uint64_t wins = 0;

    void add(int score, bool won);
    void merge(const SeatTally& other);
};

// How far series have got, and the wish to stop them, shared with other threads. Both
// are single atomics, cheap to read as often as a progress bar likes. Several series
// run one after the other under one control add up their games.
class SimulationControl {
  public:
    // The games finished so far by the series run under this control.
    std::uint64_t finished() const { return finished_.load(std::memory_order_relaxed); }
    // Stops the series running and any started after: each stops after the games being
    // played, which are tallied.
    void cancel() { cancelled_.store(true); }
    bool cancelled() const { return cancelled_.load(); }

    // What the series' threads call as each game ends.
    void count_finished() { finished_.fetch_add(1, std::memory_order_relaxed); }

  private:
    std::atomic<std::uint64_t> finished_{0};
    std::atomic<bool> cancelled_{false};
};

struct Simulation {
    std::vector<SeatTally> seats;  // one per seat
    std::vector<int> scores;       // every seat's score of every game, when kept, sorted
    std::uint64_t finished = 0;    // games played to their end
    double seconds = 0;
    // What stopped the series (a house rule failing in game i, the history failing), or
    // empty. The games finished before are tallied and recorded; a game its house rule
    // stopped is recorded as aborted.
    std::string failure;
    bool cancelled = false;  // the control cancelled it before all games were played
};

// Plays the series on setup.threads threads and returns when they are done. Each game
// goes to `recorder` too, when there is one; `control`, when there is one, counts the
// games finished and may cancel the series.
Simulation simulate_games(const SimulationSetup& setup, dicebox::db::BatchRecorder* recorder,
                          SimulationControl* control = nullptr);

}  // namespace dicebox::host
