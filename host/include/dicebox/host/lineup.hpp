// The seats of a game as data: who sits at each (a person by name, or a kind of bot) and
// the seat's options. The front ends build it their own way (cli: "Ann,bot:greedy"; the
// app: a row per seat), and every game is set up, recorded and resumed from it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/refusal.hpp"
#include "dicebox/module.hpp"
#include "dicebox/result.hpp"

namespace dicebox::host {

struct SeatSpec {
    std::string name;  // a person's name, or the bot's name for a bot
    std::string bot;   // the kind of bot; empty for a person
    // The seat's options as the module declares them (GameModule::seat_options()): only
    // the values given, {} when none.
    nlohmann::json options = nlohmann::json::object();
};

// `seats` checked against the module's bots, with every seat told apart: bots of one
// kind, or of a person's name, are numbered in seat order ('cautious 1', 'cautious 2').
// Otherwise why not: a bot the game does not have (NoSuchBot), a person without a name
// (NoName) or with one nobody may have (BadName: dicebox/names.hpp), two people of one name
// (SameName).
using Lineup = dicebox::Result<std::vector<SeatSpec>, Refusal>;
Lineup check_seats(const dicebox::GameModule& module, std::vector<SeatSpec> seats);

// The seats of a recorded game as a lineup, so that bots of one kind are numbered as
// when the game began (resume); their names are kept as the history has them.
Lineup lineup_of(const dicebox::GameModule& module, const dicebox::db::GameRecord& game);

// The names the seats go by wherever a game is shown, as check_seats() gives them: a
// person's own; a bot's kind, numbered in seat order when another seat would have the same
// name ('bold 1', 'bold 2'). For the seats of a new game or of one in the history alike.
std::vector<std::string> table_names(const std::vector<SeatSpec>& seats);

// The seats' names, in seat order.
std::vector<std::string> names_of(const std::vector<SeatSpec>& seats);

// What the history stores of a lineup's seats: players (bots as "bot:KIND"), bots and
// options.
std::vector<dicebox::db::SeatRecord> seat_records(const std::vector<SeatSpec>& seats);

// The game configuration of a lineup: one seat option object per seat.
dicebox::GameConfig config_of(const std::vector<SeatSpec>& seats);

// The seats' options as `config` has them, after a house rule added its own (a
// children's table gives everybody the handicap), so that the history shows them.
void take_options(const dicebox::GameConfig& config, std::vector<SeatSpec>& seats);

}  // namespace dicebox::host
