// The seats of a game as given on the command line: "Ann,Ben,bot:greedy".
#pragma once

#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/module.hpp"
#include "dicebox/result.hpp"

namespace cli {

struct SeatSpec {
    std::string name;  // a person's name, or the bot's name for a bot
    std::string bot;   // empty for a person at the terminal
    bool handicap = false;
};

// Parses the players list against the module's bots; --handicap names (people or
// "bot:NAME" entries) get the children's handicap where the game has one.
dicebox::Result<std::vector<SeatSpec>> parse_lineup(const dicebox::GameModule& module,
                                                    const std::string& players,
                                                    const std::vector<std::string>& handicapped);

// The seats of a recorded game as a lineup, so that bots of one kind are numbered as
// when the game began (resume).
dicebox::Result<std::vector<SeatSpec>> lineup_of(const dicebox::GameModule& module,
                                                 const dicebox::db::GameRecord& game);

// The seats' names, in seat order.
std::vector<std::string> names_of(const std::vector<SeatSpec>& seats);

// What the history stores of a lineup's seats: players (bots as "bot:KIND"), bots and
// handicaps.
std::vector<dicebox::db::SeatRecord> seat_records(const std::vector<SeatSpec>& seats);

// The game configuration of a lineup: one seat option object per seat.
dicebox::GameConfig config_of(const std::vector<SeatSpec>& seats);

// The seats' handicaps as `config` has them, after a house rule added its seat options
// (a children's table gives everybody the handicap), so that the history shows them.
void take_handicaps(const dicebox::GameConfig& config, std::vector<SeatSpec>& seats);

}  // namespace cli
