// `--rules FILE|NAME` and the limits of a house rule's sandbox, on the commands that play
// games: filled in here, loaded and checked by host/house_rules.hpp.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/house_rule.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// Registers --rules-instructions and --rules-memory on a subcommand (`engine`, whose
// games name their rules in the requests).
void add_limit_options(CLI::App& command, dicebox::host::RulesOptions& options);
// The same and --rules, to play under a house rule.
void add_rules_options(CLI::App& command, dicebox::host::RulesOptions& options);
// The same and --rules, to point at the script of a recorded game's house rule.
void add_stored_rules_options(CLI::App& command, dicebox::host::RulesOptions& options);

// What to do about a game's house rule host::stored_rule did not find, written after
// its reason: "; leave --rules out" or "; point at its script ... with --rules FILE", or
// nothing when --rules named a script that is not the game's.
std::string stored_rule_hint(const dicebox::db::GameRecord& game,
                             const dicebox::host::RulesOptions& options);

// What a command given a game's id needs to find the game's house rule `rule` again, to
// be written after "dicebox show 12" in a hint: nothing for the printed rules or a script
// among those found by name (host/rule_files.hpp); otherwise " --rules FILE", the
// script's whole path.
std::string rules_argument(const dicebox::HouseRule* rule);

// Game `id` as a command given a game's id is told it in a hint, so that it finds the
// game's history (db_argument) and house rule (rules_argument) again: "12 --db FILE".
std::string game_arguments(const Globals& globals, std::int64_t id, const dicebox::HouseRule* rule);

}  // namespace dicebox::cli
