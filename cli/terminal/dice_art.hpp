// Dice drawn in the terminal, side by side, with their pips.
#pragma once

#include <string>
#include <vector>

namespace cli {

// Five lines of text showing the dice (faces 1..6) next to each other.
std::string draw_dice(const std::vector<int>& faces);

}  // namespace cli
