// The house rule a game of the history was played under, found again to set the game up
// as it was (resume, show, replay).
#pragma once

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/result.hpp"

namespace dicebox::host {

// The script of `game`: the one options.rules names, or else the text the history keeps
// with the game (played online), or else the known script (rule_files.hpp,
// options.folders first) whose variant is the stored one, text and all;
// null for a game under the printed rules. Otherwise why not, in words without a front
// end's hint: a script named for a game under the printed rules, a named script that is
// not the game's, a script that has changed since (its SHA-256 differs), or none found.
dicebox::Result<ScriptPtr> stored_rule(const dicebox::db::GameRecord& game,
                                       const RulesOptions& options);

}  // namespace dicebox::host
