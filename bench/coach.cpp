// The coach: a hint at a decision of each game, and the review of a whole EXTRA! game
// (host/hint.hpp, host/review.hpp), as `hint` and `dicebox review` ask them.
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
    const auto coach = dicebox::host::coach_of(session->module());
    // The first hint of a process may solve the game first (Exxtra, Strike): not timed.
    benchmark::DoNotOptimize(dicebox::host::hint(*coach, *session, due.front(), kNames));
    for (auto _ : state)
        benchmark::DoNotOptimize(dicebox::host::hint(*coach, *session, due.front(), kNames));
}

BENCHMARK_CAPTURE(hint, extra, "extra", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hint, exxtra, "exxtra", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hint, strike, "strike", 2)->Unit(benchmark::kMillisecond);

// A whole solo game of the expert, reviewed decision by decision.
void review_extra(benchmark::State& state) {
    const auto game = played("extra", 1, "expert", -1);
    const auto log = game->log_json();
    for (auto _ : state) {
        dicebox::Session start(game->module(), game->config(), game->seed());
        benchmark::DoNotOptimize(dicebox::host::review(start, log, kNames));
    }
    state.counters["decisions"] = static_cast<double>(log.size() / 2);
}
BENCHMARK(review_extra)->Unit(benchmark::kMillisecond);

}  // namespace
