// A stored game's players with their seat options, in words, for `show`, `replay` and
// `review`: "Players: Ann (handicap, 2 hints), Ben". The options are written as they are stored,
// whatever the game, so that no game's options need words of their own here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"

namespace dicebox::cli {

// A seat's options: a flag that is on by its name, any other value as NAME=VALUE
// ("handicap", "handicap=false, dice=[6,6]"); "" when there are none.
std::string options_text(const nlohmann::json& options);

// The players by seat (`names`, told apart), each followed by its options and the hints
// the coach gave it in brackets when it has any.
std::string players_text(const std::vector<std::string>& names,
                         const std::vector<dicebox::db::SeatRecord>& seats);

}  // namespace dicebox::cli
