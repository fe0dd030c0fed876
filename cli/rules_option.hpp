// `--rules FILE|NAME` and the limits of a house rule's sandbox, on the commands that play
// games: filled in here, loaded and checked by host/house_rules.hpp.
#pragma once

#include <CLI/CLI.hpp>

#include "dicebox/host/house_rules.hpp"

namespace cli {

// Registers --rules-instructions and --rules-memory on a subcommand (`engine`, whose
// games name their rules in the requests).
void add_limit_options(CLI::App& command, dicebox::host::RulesOptions& options);
// The same and --rules, to play under a house rule.
void add_rules_options(CLI::App& command, dicebox::host::RulesOptions& options);
// The same and --rules, to point at the script of a recorded game's house rule.
void add_stored_rules_options(CLI::App& command, dicebox::host::RulesOptions& options);

}  // namespace cli
