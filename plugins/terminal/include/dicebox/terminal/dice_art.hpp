// Dice drawn in the terminal, side by side, with their pips.
#pragma once

#include <string>
#include <vector>

namespace dicebox::terminal {

// The face of a special die marked with an X instead of pips (Exxtra).
constexpr int kXFace = 0;

// Five lines of text showing the dice next to each other: faces 1..9 as pips, kXFace
// as a large X.
std::string draw_dice(const std::vector<int>& faces);

}  // namespace dicebox::terminal
