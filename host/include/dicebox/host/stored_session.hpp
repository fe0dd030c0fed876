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

// Plays the log of `game` on `session`, set up as the game began (set_up_again()), its
// observers told of every event. Throws SetupError: RuleFails, LogRefused (the module, of
// another version perhaps, does not go on with the game).
void replay_log(dicebox::Session& session, const dicebox::db::GameRecord& game);

// The session of `game` where its log stops. Throws SetupError: Refused, RuleFails,
// LogRefused.
std::unique_ptr<dicebox::Session> taken_up(const dicebox::GameModule& module,
                                           const dicebox::db::GameRecord& game,
                                           const ScriptPtr& rule);

}  // namespace dicebox::host
