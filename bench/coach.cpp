// The coach: a hint at a decision of each game, and the review of a whole game of each
// game and number of players (host/hint.hpp, host/review.hpp), as `hint` and `dicebox
// review` ask them.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/host/hint.hpp"
#include "dicebox/host/review.hpp"
#include "plugins.hpp"

namespace {

const std::vector<std::string> kNames{"Ann", "Ben"};

// A game of `players` seats of `bot` played from the start until its `decisions`-th
// decision is due (or to the end, for decisions = -1).
std::unique_ptr<dicebox::Session> played(std::string_view game, int players, const char* bot,
                                         int decisions) {
    dicebox::GameConfig config;
    config.players = players;
    auto session = std::make_unique<dicebox::Session>(bench::module(game), config, bench::kSeed);
    const auto chooser = session->module().make_bot(bot);
    std::vector<dicebox::Seat> due;
    for (int made = 0; !session->state().terminal();) {
        if (session->state().chance_due()) {
            session->roll();
            continue;
        }
        if (made++ == decisions) break;
        session->state().to_move(due);
        session->act(due.front(),
                     chooser->choose(session->state(), due.front(), session->bot_rng(due.front())));
    }
    return session;
}

void hint(benchmark::State& state, std::string_view game, int players) {
    const auto session = played(game, players, "planner", 6);
    std::vector<dicebox::Seat> due;
    session->state().to_move(due);
    const auto coach = dicebox::host::coach_of(*session);
    // The first hint of a process may solve the game first (Exxtra, Strike): not timed.
    benchmark::DoNotOptimize(dicebox::host::hint(*coach, *session, due.front(), kNames));
    for (auto _ : state)
        benchmark::DoNotOptimize(dicebox::host::hint(*coach, *session, due.front(), kNames));
}

BENCHMARK_CAPTURE(hint, extra, "extra", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hint, exxtra, "exxtra", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hint, strike, "strike", 2)->Unit(benchmark::kMillisecond);

// A whole game of `bot` in every seat, reviewed decision by decision as `dicebox review`
// reviews it: the goal is under 2 s for every game and number of players.
void review(benchmark::State& state, std::string_view game, int players, const char* bot) {
    const auto played_game = played(game, players, bot, -1);
    const auto log = played_game->log_json();
    const std::vector<std::string> names(static_cast<std::size_t>(players), "Ann");
    for (auto _ : state) {
        dicebox::Session start(played_game->module(), played_game->config(), played_game->seed());
        benchmark::DoNotOptimize(dicebox::host::review(start, log, names));
    }
    int decisions = 0;
    for (const auto& event : log) decisions += event.contains("seat") ? 1 : 0;
    state.counters["decisions"] = decisions;
}
// The review plays its sampled games on two threads: the CPU time is the process's.
BENCHMARK_CAPTURE(review, extra_1, "extra", 1, "expert")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, extra_4, "extra", 4, "expert")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, exxtra_2, "exxtra", 2, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, exxtra_3, "exxtra", 3, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, exxtra_4, "exxtra", 4, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, exxtra_6, "exxtra", 6, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, strike_2, "strike", 2, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, strike_3, "strike", 3, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, strike_4, "strike", 4, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(review, strike_5, "strike", 5, "planner")
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

}  // namespace
