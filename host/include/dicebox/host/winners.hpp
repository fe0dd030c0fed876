// Who won a finished game, in one sentence: the terminal says it in English and the app
// in its language, but which sentence fits — a solo game won or lost, one winner, a
// shared win, or nobody — and whose names go into it are decided here, once. A front
// end gives its wording; the names go where the wording says "%1", as Qt's tr() texts
// have them, so that the app's translated texts serve as they are.
#pragma once

#include <string>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox::host {

// One sentence of each kind, with "%1" where the name (or the names joined) goes.
struct WinnersWording {
    std::string solo_won;   // "%1 won this solo game."
    std::string solo_lost;  // "%1 lost this solo game."
    std::string one;        // "%1 wins."
    std::string shared;     // "Shared win: %1."
    std::string nobody;     // "Nobody won."  (a game of several cut short)
    std::string joiner;     // " and ", between the names of a shared win
};

// The sentence saying that `winners` (seats, in order) won the game played by `names`
// (one per seat), in `wording`.
std::string winners_sentence(const std::vector<std::string>& names,
                             const std::vector<Seat>& winners, const WinnersWording& wording);

}  // namespace dicebox::host
