// The house rule a game of the history was played under, found again to set the game up
// as it was (resume, show, replay).
#pragma once

#include <string>

#include "dicebox/db/game_record.hpp"
#include "dicebox/result.hpp"
#include "dicebox/host/house_rules.hpp"

namespace dicebox::host {

// The script of `game`: the one --rules names, or else the known script (rule_files.hpp,
// options.folders first) whose variant is the stored one, text and all; null for a game
// under the printed rules. Otherwise why not: a script that has changed since (its
// SHA-256 differs), or none found.
dicebox::Result<ScriptPtr> stored_rule(const dicebox::db::GameRecord& game,
                                       const RulesOptions& options);

// What a command given a game's id needs to find the game's house rule `rule` again, to
// be written after "dicebox show 12" in a hint: nothing for the printed rules or a script
// among those found by name (rule_files.hpp); otherwise " --rules FILE", the script's
// whole path.
std::string rules_argument(const dicebox::HouseRule* rule);

}  // namespace dicebox::host
