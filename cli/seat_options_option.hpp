// `--seat-option NAME:OPTION[=VALUE]` and `--handicap NAME` on the command line: seat
// options (GameModule::seat_options()) for any game, checked against the game's schema.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "dicebox/host/lineup.hpp"
#include "dicebox/module.hpp"
#include "dicebox/result.hpp"

namespace dicebox::cli {

struct SeatOptionOptions {
    std::vector<std::string> seat_options;  // "NAME:OPTION[=VALUE]", as typed
    std::vector<std::string> handicap;      // shorthand for --seat-option NAME:handicap
};

// Registers --seat-option and --handicap on a subcommand.
void add_seat_option_options(CLI::App& command, SeatOptionOptions& options);

// The seats with the options given set, or why they do not fit: a player who has no
// seat, an option the game's seats do not take, a value the option does not take. A
// seat is named by its player's name or, for a bot, "bot:KIND" (its first seat).
dicebox::Result<std::vector<dicebox::host::SeatSpec>> with_seat_options(
    const dicebox::GameModule& module, std::vector<dicebox::host::SeatSpec> seats,
    const SeatOptionOptions& options);

}  // namespace dicebox::cli
