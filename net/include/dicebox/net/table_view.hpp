// What a client makes of the tables a server shows it (docs/protocol.md, "Network"): the
// game they are set up as, the game so far replayed from what the seat was told, and at
// the end the dice checked and the game kept, marked as played online. The terminal's
// seat client and the app's share it.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/store.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/result.hpp"

namespace dicebox::net {

// The request that opens a table of `module` (without a "stand_in"): each person's seat
// kept for their name, or free for anyone when the name is empty; each bot's seat its
// kind; the parameters on top of the rules, and the house rule's text when there is one.
nlohmann::json open_request(const dicebox::GameModule& module,
                            const std::vector<host::SeatSpec>& seats, const nlohmann::json& params,
                            const host::ScriptPtr& rule);

// The house rule of the table an answer seats a connection at or shows it (its `table`
// and `rule_script`): null for a table under the printed rules; the rule when its text
// loads, can rule `module`'s game and is the one whose SHA-256 the table names; else why
// it cannot be had here.
dicebox::Result<host::ScriptPtr> rule_of_table(const dicebox::GameModule& module,
                                               const nlohmann::json& answer);

// The game a table holds: its seats (named, with their bots and options), its parameters
// and `rule`, its house rule (null for none); no seed.
host::NewGame game_of_table(const dicebox::GameModule& module, const nlohmann::json& table,
                            host::ScriptPtr rule);

// The game at the end of `table` (its `seed` and `log` revealed) replayed from its seed,
// and why its dice cannot be trusted: a seed that is not the one whose SHA-256 `announced`
// is, or a roll the seed does not give (empty when both are right). Throws
// host::SetupError when the game cannot be set up.
struct CheckedEnd {
    host::StartedGame game;
    std::string unfair;
};
CheckedEnd checked_end(host::NewGame game, const nlohmann::json& table,
                       const std::string& announced);

// Keeps a game checked at its end in a player's own history `store`, marked as played
// online at `table` (as the player saw it last) under `rule` (null: the printed rules),
// whose text the history keeps to show and replay the game; begun and ended at those
// times (Unix milliseconds). Its id there. Throws db::StoreError.
std::int64_t keep_game(dicebox::db::Store& store, const host::StartedGame& game,
                       const nlohmann::json& table, const host::ScriptPtr& rule,
                       std::int64_t began_at, std::int64_t ended_at);

}  // namespace dicebox::net
