// The house rule a game of the history was played under, found again to set the game up
// as it was (resume, show, replay).
#pragma once

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/refusal.hpp"
#include "dicebox/result.hpp"

namespace dicebox::host {

// The script of `game`: the one options.rules names, or else the text the history keeps
// with the game (played online), or else the known script (rule_files.hpp,
// options.folders first) whose variant is the stored one, text and all; null for a game
// under the printed rules. Otherwise why not, without a front end's hint: a script named
// that does not load (RuleNotLoaded), a script named for a game under the printed rules
// (RulePrinted), a named script that is not the game's (RuleNotTheGames), a script that
// has changed since (RuleChanged: its SHA-256 differs), or none found (RuleNotFound).
dicebox::Result<ScriptPtr, Refusal> stored_rule(const dicebox::db::GameRecord& game,
                                                const RulesOptions& options);

}  // namespace dicebox::host
