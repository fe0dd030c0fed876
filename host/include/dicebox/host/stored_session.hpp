// A game of the history set up again as it was played, under its house rule
// (stored_rule.hpp): for show and replay from its start, for resume where it stopped. And
// the one rule for whether a stored game may go on here, which the terminal's `resume`, the
// app's History and its Resume dialog all follow.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/host/refusal.hpp"
#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

// The session of `game` as it began, before its first event. Throws SetupError:
// GameRefuses (the module no longer sets the game up this way), RuleFails.
std::unique_ptr<dicebox::Session> start_stored_game(const dicebox::GameModule& module,
                                                    const dicebox::db::GameRecord& game,
                                                    const ScriptPtr& rule);

// Plays the log of `game` on `session`, set up as the game began (start_stored_game()),
// its observers told of every event. Throws SetupError: RuleFails, LogRefused (the module,
// of another version perhaps, does not go on with the game).
void replay_log(dicebox::Session& session, const dicebox::db::GameRecord& game);

// Why game `id` of the history (its status, whether bots played it in a simulation, and
// whether it was played at a server's table) may not go on here: Finished, Aborted,
// Simulated, or AtServer (naming `table`, its code, when known); nothing when it may.
std::optional<Refusal> resume_refusal(std::int64_t id, dicebox::db::Status status, bool simulated,
                                      bool online, const std::string& table = {});

// A game of the history taken up where it stopped, to be played on here.
struct Resumed {
    dicebox::db::GameRecord record;
    std::unique_ptr<dicebox::Session> session;
    std::vector<SeatSpec> seats;
};

// `game` of the history, which resume_refusal() lets go on, taken up where it stopped under
// its module here and its house rule found as `rules` says (stored_rule()). Throws
// SetupError: stored_rule()'s, the lineup's, GameRefuses, RuleFails, LogRefused.
Resumed resume_stored_game(const dicebox::GameModule& module, dicebox::db::GameRecord game,
                           const RulesOptions& rules);

}  // namespace dicebox::host
