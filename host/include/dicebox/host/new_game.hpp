// A new game set up as every front end and the server set one up (the terminal's play,
// the engine's `new`, the app's new game, a server's table, a series of simulated games):
// from its game, its seats, the parameters on top of its rules, its house rule and its
// seed, the session under the house rule, its seats as the rule leaves them, and the record
// the history starts from.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/host/refusal.hpp"
#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

struct NewGame {
    const dicebox::GameModule* module = nullptr;
    std::vector<SeatSpec> seats;  // check_seats() already, or only options (the engine)
    nlohmann::json params = nlohmann::json::object();  // on top of the rules
    ScriptPtr rule;                                    // null: the printed rules
    std::optional<std::uint64_t> seed;                 // nothing: one drawn here
};

// The configuration the game is set up with: its seats' options and the parameters, under
// its house rule.
dicebox::GameConfig config_of(const NewGame& game);

struct StartedGame {
    std::unique_ptr<dicebox::Session> session;
    std::vector<SeatSpec> seats;     // with the options the house rule added
    dicebox::db::GameRecord record;  // what the history stores of it from its first event
};

// Throws SetupError: GameRefuses (players, parameters, seat options, in the game's own
// words), RuleFails.
StartedGame start_game(const NewGame& game);

}  // namespace dicebox::host
