// A game of the history set up again as it was played, under its house rule
// (stored_rule.hpp): for show and replay from its start, for resume where it stopped.
#pragma once

#include <memory>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

// The session of `game` as it began, before its first event. Throws SetupError: Refused
// (the module no longer sets the game up this way), RuleFails.
std::unique_ptr<dicebox::Session> set_up_again(const dicebox::GameModule& module,
                                               const dicebox::db::GameRecord& game,
                                               const ScriptPtr& rule);

// The session of `game` where its log stops. Throws SetupError: RuleFails, LogRefused
// (the module, of another version perhaps, does not go on with the game).
std::unique_ptr<dicebox::Session> taken_up(const dicebox::GameModule& module,
                                           const dicebox::db::GameRecord& game,
                                           const ScriptPtr& rule);

}  // namespace dicebox::host
