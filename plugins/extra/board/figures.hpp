// Numbers as EXTRA!'s board shows them.
#pragma once

#include <QString>

namespace dicebox::extra_board {

// The most dice a roll has: the rules allow 5 to 7 (the "dice" parameter).
constexpr int kMostDice = 7;

// A score with its sign and a typographic minus, as the sheets print it: "+20", "−200", "0".
inline QString signed_number(int n) {
    return n > 0   ? QStringLiteral("+%1").arg(n)
           : n < 0 ? QStringLiteral("−%1").arg(-n)
                   : QStringLiteral("0");
}

}  // namespace dicebox::extra_board
