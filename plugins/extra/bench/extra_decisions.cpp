// One decision on a fixed position: each bot's choice, and the legal choices that the
// random bot draws from. The position is a logged game rather than one played by a
// bot here, so that it stays the same whatever the bots become.
#include <benchmark/benchmark.h>

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/rng.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace {

// Eight rounds of a solo game (EXTRA numbers 5, 4 and 6 chosen, 3, 3 and 2 crosses)
// with the ninth roll on the table. It shows every EXTRA number, so only the splits
// that cross one of them are legal.
constexpr const char* kMidGame = R"([
  {"chance": "1 2 5 5 5"}, {"seat": 0, "action": "1+2 5+5 x5@1"},
  {"chance": "1 1 4 4 6"}, {"seat": 0, "action": "1+1 4+6 x4@2"},
  {"chance": "1 1 3 3 6"}, {"seat": 0, "action": "1+3 1+3 x6@3"},
  {"chance": "1 3 4 4 6"}, {"seat": 0, "action": "1+3 4+6 x4"},
  {"chance": "1 2 2 3 5"}, {"seat": 0, "action": "1+3 2+2 x5"},
  {"chance": "2 4 4 5 6"}, {"seat": 0, "action": "2+4 4+6 x5"},
  {"chance": "4 4 4 4 6"}, {"seat": 0, "action": "4+4 4+6 x4"},
  {"chance": "1 2 5 5 6"}, {"seat": 0, "action": "1+2 5+5 x6"},
  {"chance": "1 3 4 5 6"}
])";

// The mid-game session, with its last `unplayed` events left out.
std::unique_ptr<dicebox::Session> mid_game(std::size_t unplayed = 0) {
    auto log = nlohmann::json::parse(kMidGame);
    log.erase(log.begin() + static_cast<std::ptrdiff_t>(log.size() - unplayed), log.end());
    auto session = std::make_unique<dicebox::Session>(bench::module("extra"), dicebox::GameConfig{},
                                                      bench::kSeed);
    session->replay(log);
    return session;
}

void decision(benchmark::State& state, const char* bot_name) {
    const auto session = mid_game();
    const auto bot = session->module().make_bot(bot_name);
    dicebox::Rng rng(bench::kSeed);
    for (auto _ : state) benchmark::DoNotOptimize(bot->choose(session->state(), 0, rng));
    state.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(decision, random, "random");
BENCHMARK_CAPTURE(decision, greedy, "greedy");
BENCHMARK_CAPTURE(decision, planner, "planner");
BENCHMARK_CAPTURE(decision, expert, "expert");

// The legal choices on the mid-game sheet for every possible roll of the five dice,
// taken in turn: rolls with five different faces have the most splits, rolls that
// show no EXTRA number turn every split into a free ride.
void legal_actions(benchmark::State& state) {
    const auto before_roll = mid_game(1);
    std::vector<std::unique_ptr<dicebox::State>> rolled;
    for (int a = 1; a <= 6; ++a)
        for (int b = a; b <= 6; ++b)
            for (int c = b; c <= 6; ++c)
                for (int d = c; d <= 6; ++d)
                    for (int e = d; e <= 6; ++e) {
                        auto position = before_roll->state().clone();
                        const auto roll =
                            position->parse_outcome(fmt::format("{} {} {} {} {}", a, b, c, d, e));
                        position->apply_chance(*roll);
                        rolled.push_back(std::move(position));
                    }

    std::vector<dicebox::Action> actions;
    std::size_t next = 0;
    std::uint64_t generated = 0;
    for (auto _ : state) {
        rolled[next]->legal_actions(0, actions);
        generated += actions.size();
        benchmark::DoNotOptimize(actions.data());
        next = next + 1 == rolled.size() ? 0 : next + 1;
    }
    state.counters["generations/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["actions/roll"] =
        benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kAvgIterations);
}

BENCHMARK(legal_actions);

}  // namespace
