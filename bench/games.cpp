#include "games.hpp"

#include <cstdint>
#include <memory>

#include "dicebox/match.hpp"
#include "dicebox/rng.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace bench {

void play_games(benchmark::State& state, std::string_view game,
                const std::vector<std::string>& bots, dicebox::GameConfig config) {
    const auto& module = bench::module(game);
    config.players = static_cast<int>(bots.size());
    dicebox::Session session(module, config, kSeed);
    dicebox::Match match(session, dicebox::bots_of(module, bots));
    std::uint64_t games = 0;
    std::uint64_t events = 0;
    for (auto _ : state) {
        session.restart(dicebox::derive_seed(kSeed, games++));
        benchmark::DoNotOptimize(match.play());
        events += session.log().size();
    }
    state.counters["games/s"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["events/game"] =
        benchmark::Counter(static_cast<double>(events), benchmark::Counter::kAvgIterations);
}

void new_sessions(benchmark::State& state, std::string_view game,
                  const dicebox::GameConfig& config) {
    const auto& module = bench::module(game);
    std::uint64_t sessions = 0;
    for (auto _ : state) {
        const dicebox::Session session(module, config, dicebox::derive_seed(kSeed, sessions++));
        benchmark::DoNotOptimize(session.state().chance_due());
    }
    state.counters["sessions/s"] =
        benchmark::Counter(static_cast<double>(sessions), benchmark::Counter::kIsRate);
}

}  // namespace bench
