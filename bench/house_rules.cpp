// EXTRA! under house rules (scripts/): solo games as `dicebox simulate --rules` plays
// them, against the same games under the printed rules. Issue 6 asks that a rule with a
// Lua scoring hook (solitaire-dice.lua) play at least half as fast as the printed rules,
// and a rule of parameters only (gentle.lua) as fast. The hooks are asked when a session
// is set up, so the set-up is timed on its own as well.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "dicebox/script/script.hpp"
#include "games.hpp"
#include "plugins.hpp"

namespace {

// The printed rules (no file), or a shipped script read once by the real Lua host.
dicebox::GameConfig ruled(const char* script) {
    dicebox::GameConfig config;
    if (script == nullptr) return config;
    static const std::filesystem::path scripts = DICEBOX_BENCH_SCRIPTS_DIR;
    return dicebox::script::ruled_by(config, dicebox::script::Script::load(scripts / script),
                                     bench::module("extra"));
}

void solo_games(benchmark::State& state, const char* script, const char* bot) {
    bench::play_games(state, "extra", {bot}, ruled(script));
}

// The script's parameters without the script: Solitaire Dice's row_score is also what
// its parameters give the printed formula, so these are the same games, scored built in.
void solo_games_built_in(benchmark::State& state, const char* script, const char* bot) {
    dicebox::GameConfig config = ruled(script);
    config.rule = nullptr;
    bench::play_games(state, "extra", {bot}, config);
}

// A session of its own for every game: the rule's hooks are opened and asked anew.
void new_session(benchmark::State& state, const char* script) {
    bench::new_sessions(state, "extra", ruled(script));
}

constexpr const char* kPrinted = nullptr;
constexpr const char* kSolitaireDice = "extra/solitaire-dice.lua";
constexpr const char* kGentle = "extra/gentle.lua";

BENCHMARK_CAPTURE(solo_games, printed_planner, kPrinted, "planner");
BENCHMARK_CAPTURE(solo_games, solitaire_dice_planner, kSolitaireDice, "planner");
BENCHMARK_CAPTURE(solo_games_built_in, solitaire_dice_planner, kSolitaireDice, "planner");
BENCHMARK_CAPTURE(solo_games, gentle_planner, kGentle, "planner");
BENCHMARK_CAPTURE(solo_games, printed_random, kPrinted, "random");
BENCHMARK_CAPTURE(solo_games, solitaire_dice_random, kSolitaireDice, "random");
BENCHMARK_CAPTURE(solo_games_built_in, solitaire_dice_random, kSolitaireDice, "random");
BENCHMARK_CAPTURE(solo_games, gentle_random, kGentle, "random");
BENCHMARK_CAPTURE(new_session, printed, kPrinted);
BENCHMARK_CAPTURE(new_session, solitaire_dice, kSolitaireDice);
BENCHMARK_CAPTURE(new_session, gentle, kGentle);

}  // namespace
