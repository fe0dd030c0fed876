// `dicebox simulate GAME --games N --bots ...`: bots play many seeded games; score
// statistics per seat and the throughput. With --rules and --compare, the same games
// under the printed rules and under the house rule, side by side.
#include <fmt/format.h>

#include <algorithm>
#include <variant>

#include "commands.hpp"
#include "dicebox/host/compare_report.hpp"
#include "dicebox/host/score_summary.hpp"
#include "dicebox/host/simulation.hpp"
#include "dicebox/host/simulation_setup.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "params_option.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"
#include "simulation_json.hpp"
#include "terminal/compare_text.hpp"
#include "terminal/progress.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

struct SimulateOptions {
    std::string game;
    std::uint64_t games = 1000;
    std::vector<std::string> bots;
    std::uint64_t seed = 1;
    unsigned threads = 1;
    bool json = false;
    bool record = false;
    bool compare = false;
    ParamOptions param_options;
    host::RulesOptions rules;
};

// The series of games under `script` (none: the printed rules), or why it cannot be
// played (set_up_series).
dicebox::Result<host::SimulationSetup, host::Refusal> setup_of(const dicebox::GameModule& module,
                                                               const SimulateOptions& options,
                                                               const nlohmann::json& overrides,
                                                               const host::ScriptPtr& script) {
    host::SimulationSetup setup;
    setup.module = &module;
    setup.bots = options.bots;
    setup.games = options.games;
    setup.seed = options.seed;
    setup.threads = options.threads;
    setup.keep_scores = options.compare;
    return host::set_up_series(std::move(setup), overrides, script);
}

void print_table(const dicebox::GameModule& module, const host::SimulationSetup& setup,
                 const host::Simulation& run, const nlohmann::json& seats) {
    const std::string variant =
        setup.variant.name == "standard" ? "" : fmt::format(", {}", setup.variant.name);
    fmt::print("{}: {} games, seed {}, {} thread{}{}\n", module.info().name, setup.games,
               setup.seed, setup.threads, setup.threads == 1 ? "" : "s", variant);
    fmt::print("{:<5} {:<10} {:>9} {:>8} {:>8} {:>7} {:>7} {:>9}\n", "seat", "bot", "mean", "±95%",
               "stdev", "min", "max", "wins");
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const auto& s = seats[seat];
        fmt::print("{:<5} {:<10} {:>9.2f} {:>8.2f} {:>8.2f} {:>7} {:>7} {:>9}\n", seat + 1,
                   s["bot"].get<std::string>(), s["mean"].get<double>(), s["ci95"].get<double>(),
                   s["stdev"].get<double>(), s["min"].get<int>(), s["max"].get<int>(),
                   s["wins"].get<std::uint64_t>());
    }
    fmt::print("{:.0f} games/s ({:.2f} s)\n", static_cast<double>(run.finished) / run.seconds,
               run.seconds);
}

// The house rule --rules names, null for none; or the exit status after saying why not.
std::variant<host::ScriptPtr, int> rule_of(const dicebox::GameModule& module,
                                           const SimulateOptions& options) {
    if (options.rules.rules.empty()) {
        if (!options.compare) return host::ScriptPtr();
        fmt::print(stderr,
                   "dicebox simulate: --compare sets a house rule against the printed rules; "
                   "name it with --rules FILE|NAME\n");
        return kExitUsage;
    }
    auto rules = host::rules_for(module, options.rules.rules, host::limits_of(options.rules));
    if (!rules) {
        fmt::print(stderr, "dicebox simulate: {}\n", rules.error());
        return kExitUsage;
    }
    return *rules;
}

// Plays each series, recording its games when asked; the runs, or the exit status after
// saying why they stopped.
std::variant<std::vector<host::Simulation>, int> play_series(
    const Globals& globals, const SimulateOptions& options,
    const std::vector<host::SimulationSetup>& setups) {
    std::optional<db::Store> history;
    std::optional<db::BatchRecorder> recorder;
    if (options.record) {
        history = open_history(globals, db::Access::Write, "simulate");
        if (!history) return kExitFailure;
        recorder.emplace(*history);
    }
    std::vector<host::Simulation> runs;
    for (const auto& setup : setups) {
        runs.push_back(simulate_drawing_progress(setup, recorder ? &*recorder : nullptr));
        const auto& run = runs.back();
        if (run.cancelled) {
            fmt::print(stderr, "dicebox simulate: stopped by Ctrl-C after {} of {} games{}{}.\n",
                       run.finished, setup.games,
                       options.compare ? fmt::format(" ({})", setup.variant.name) : "",
                       options.record ? "; the games played are kept in the history" : "");
            return kExitInterrupted;
        }
        if (run.failure.empty()) continue;
        fmt::print(stderr, "dicebox simulate: {}\n{} game{} of {} finished before{}.\n",
                   run.failure, run.finished, run.finished == 1 ? "" : "s", setup.variant.name,
                   options.record
                       ? "; they are kept in the history, and the stopped game as aborted"
                       : "");
        return kExitFailure;
    }
    return runs;
}

// The figures of one series, as a table or as JSON.
void report(const dicebox::GameModule& module, const SimulateOptions& options,
            const nlohmann::json& params, const host::SimulationSetup& setup,
            const host::Simulation& run) {
    const auto seats = to_json(host::seat_figures(setup, run));
    if (!options.json) return print_table(module, setup, run, seats);
    const nlohmann::json figures = {
        {"game", module.info().id},
        {"games", options.games},
        {"seed", options.seed},
        {"threads", options.threads},
        {"seconds", run.seconds},
        {"games_per_second", static_cast<double>(run.finished) / run.seconds},
        {"variant", setup.variant.name},
        {"params", params},
        {"seats", seats}};
    fmt::print("{}\n", figures.dump(2));
}

int simulate(const Globals& globals, SimulateOptions options) {
    const auto* module = find_game(globals, options.game, "simulate");
    if (module == nullptr) return kExitUsage;
    if (options.bots.empty()) {
        // The fewest players the game allows, each the module's default bot.
        options.bots.assign(static_cast<std::size_t>(module->info().min_players),
                            module->default_bot());
    }
    const auto params = param_overrides(*module, options.param_options);
    if (!params) {
        fmt::print(stderr, "dicebox simulate: {}\n", params.error());
        return kExitUsage;
    }
    const auto script = rule_of(*module, options);
    if (const int* status = std::get_if<int>(&script)) return *status;
    options.threads = std::max(1u, options.threads);
    // Compared: the printed rules (with the same --param) first, then the house rule.
    const auto rule = std::get<host::ScriptPtr>(script);
    std::vector<host::SimulationSetup> setups;
    for (const auto& each :
         options.compare ? std::vector{host::ScriptPtr(), rule} : std::vector{rule}) {
        auto setup = setup_of(*module, options, *params, each);
        if (!setup) {
            fmt::print(stderr, "dicebox simulate: {}\n", host::text(setup.error()));
            return kExitUsage;
        }
        setups.push_back(*setup);
    }
    const auto played = play_series(globals, options, setups);
    if (const int* status = std::get_if<int>(&played)) return *status;
    const auto& runs = std::get<std::vector<host::Simulation>>(played);
    if (options.compare) {
        const auto compared = to_json(host::compare_series(*module, setups, runs));
        fmt::print("{}", options.json ? compared.dump(2) + "\n" : compare_text(compared));
        return kExitOk;
    }
    report(*module, options, *params, setups.front(), runs.front());
    return kExitOk;
}

}  // namespace

void add_simulate(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("simulate", "Let bots play many seeded games; score statistics");
    auto options = std::make_shared<SimulateOptions>();
    cmd->add_option("game", options->game, "The game (see 'dicebox games')")->required();
    add_whole_number(*cmd, "--games", options->games, "How many games", 1)
        ->default_str(std::to_string(options->games));
    cmd->add_option("--bots", options->bots,
                    "One bot per seat, e.g. greedy,random (default: the game's default bot in the "
                    "fewest seats it allows)")
        ->delimiter(',');
    add_whole_number(*cmd, "--seed", options->seed,
                     "Seed of the series; game i has its own seed from it", 0)
        ->default_str(std::to_string(options->seed));
    add_whole_number(*cmd, "--threads", options->threads, "Threads to play on", 1, 256)
        ->default_str(std::to_string(options->threads));
    cmd->add_flag("--json", options->json, "Print the figures as JSON");
    cmd->add_flag("--record", options->record,
                  "Keep every game with its whole log in the history, marked as simulated");
    add_param_options(*cmd, options->param_options);
    add_rules_options(*cmd, options->rules);
    cmd->add_flag("--compare", options->compare,
                  "Play the same games (same seeds, same bots) under the printed rules and under "
                  "the house rule of --rules, and set their scores side by side: mean, spread, "
                  "quantiles, win shares and a histogram");
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return simulate(globals, *options); };
    });
}

}  // namespace dicebox::cli
