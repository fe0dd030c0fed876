// The subcommands of `dicebox`. Each registers its options on the app and runs when
// chosen; `run` returns the process's exit status (see exit_codes.hpp).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

namespace dicebox::cli {

struct Globals;

// Adds a subcommand; `run` is set to what main() calls when it is chosen.
using Runner = std::function<int()>;

void add_games(CLI::App& app, const Globals& globals, Runner& run);
void add_play(CLI::App& app, const Globals& globals, Runner& run);
void add_resume(CLI::App& app, const Globals& globals, Runner& run);
void add_simulate(CLI::App& app, const Globals& globals, Runner& run);
void add_engine(CLI::App& app, const Globals& globals, Runner& run);
void add_history(CLI::App& app, const Globals& globals, Runner& run);
// `history rebuild-summaries`, under the history command; returns it.
CLI::App* add_rebuild_summaries(CLI::App& history, const Globals& globals, Runner& run);
void add_show(CLI::App& app, const Globals& globals, Runner& run);
void add_replay(CLI::App& app, const Globals& globals, Runner& run);
void add_review(CLI::App& app, const Globals& globals, Runner& run);
void add_export(CLI::App& app, const Globals& globals, Runner& run);
void add_import(CLI::App& app, const Globals& globals, Runner& run);
void add_sync(CLI::App& app, const Globals& globals, Runner& run);
void add_records(CLI::App& app, const Globals& globals, Runner& run);
void add_rules(CLI::App& app, const Globals& globals, Runner& run);
void add_check_plugin(CLI::App& app, const Globals& globals, Runner& run);
void add_serve(CLI::App& app, const Globals& globals, Runner& run);
void add_join(CLI::App& app, const Globals& globals, Runner& run);
void add_host(CLI::App& app, const Globals& globals, Runner& run);
void add_seat(CLI::App& app, const Globals& globals, Runner& run);

}  // namespace dicebox::cli
