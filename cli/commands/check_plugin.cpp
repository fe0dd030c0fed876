// `dicebox check-plugin FILE`: the conformance checks every game shipped with dicebox
// passes (check/), run on any plugin file, with what each found wrong.
#include <fmt/format.h>

#include <cstdio>

#include "commands.hpp"
#include "dicebox/check/checks.hpp"
#include "dicebox/loader.hpp"
#include "exit_codes.hpp"

namespace dicebox::cli {
namespace {

struct CheckOptions {
    std::string file;
    bool quick = false;
};

// A tenth of the games with --quick: a first look while writing a game.
constexpr double kQuickShare = 0.1;

// Runs `check` at every player count it is run at; prints one line, and under it what it
// found. Returns whether it passed.
bool run_and_report(const check::Check& check, const GameModule& module,
                    const check::Amounts& amounts) {
    const auto& info = module.info();
    std::vector<check::Findings> found;
    if (check.each_player_count) {
        for (int players = info.min_players; players <= info.max_players; ++players) {
            found.push_back(check::run(check, module, players, amounts));
        }
    } else {
        found.push_back(check::run(check, module, 0, amounts));
    }
    bool passed = true;
    for (const auto& findings : found) passed = passed && !findings.any();
    fmt::print("  {:<4}  {}\n", passed ? "ok" : "FAIL", check.says);
    for (const auto& findings : found) {
        for (const auto& finding : findings.first_found()) fmt::print("        {}\n", finding);
        if (findings.count() > findings.first_found().size()) {
            fmt::print("        and {} more like it\n",
                       findings.count() - findings.first_found().size());
        }
    }
    std::fflush(stdout);
    return passed;
}

}  // namespace

void add_check_plugin(CLI::App& app, const Globals&, Runner& run) {
    auto* cmd = app.add_subcommand(
        "check-plugin",
        "Run the conformance checks every game passes on a plugin file: random games to the "
        "end with the invariants checked after every event, the JSON and notation round trips, "
        "views without another seat's secret, replay from the log, every legal action applies "
        "and illegal ones are refused; exit status 0 only when all pass");
    auto options = std::make_shared<CheckOptions>();
    cmd->add_option("file", options->file, "The game's plugin (dicebox-GAME.so)")
        ->required()
        ->type_name("FILE");
    cmd->add_flag("--quick", options->quick,
                  "Play a tenth of the games: a first look (the shipped games pass the full run)");
    cmd->callback([&run, options] {
        run = [options] {
            PluginRegistry registry;
            if (!registry.load_file(options->file)) {
                fmt::print(stderr, "dicebox check-plugin: {}: {}\n", options->file,
                           registry.failures().front().reason);
                return kExitFailure;
            }
            const GameModule& module = *registry.plugins().front().module;
            const auto& info = module.info();
            fmt::print("{} {} ({}), {} to {} players, from {}\n", info.name, info.version, info.id,
                       info.min_players, info.max_players, options->file);
            const auto amounts =
                options->quick ? check::Amounts{}.scaled(kQuickShare) : check::Amounts{};
            int failed = 0;
            for (const auto& check : check::checks()) {
                if (!run_and_report(check, module, amounts)) ++failed;
            }
            const auto total = check::checks().size();
            if (failed == 0) {
                fmt::print("All {} checks pass.\n", total);
                return kExitOk;
            }
            fmt::print("{} of {} checks fail.\n", failed, total);
            return kExitFailure;
        };
    });
}

}  // namespace dicebox::cli
