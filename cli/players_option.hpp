// `--players "Ann,Ben,bot:greedy"`: the lineup (host/lineup.hpp) as the command line
// writes it; seat options come on top (seat_options_option.hpp).
#pragma once

#include <string>
#include <vector>

#include "dicebox/host/lineup.hpp"
#include "dicebox/module.hpp"
#include "dicebox/result.hpp"

namespace dicebox::cli {

// Parses the players list against the module's bots.
dicebox::Result<std::vector<dicebox::host::SeatSpec>> parse_lineup(
    const dicebox::GameModule& module, const std::string& players);

}  // namespace dicebox::cli
