// The past of a game opened with events already played (resumed, or a seat taken back):
// the game's log tells each event in the board's own sentences, as it did while the game
// was played here, and not only in notation.
#pragma once

#include <vector>

#include "dicebox/board/board_abi.hpp"
#include "dicebox/secrets.hpp"
#include "dicebox/state.hpp"
#include "play/game_log.hpp"

namespace dicebox::gui {

// Writes `events` into `log`, each with what a board of its own (made by `board` for
// `table`) tells of it when shown the game event by event from `initial`, the game as the
// window may know it. An event the window may not know (another seat's held decision)
// ends the sentences: the rest are written in notation only.
void tell_past(GameLog& log, const DiceboxBoard& board, const dicebox::board::Table& table,
               const dicebox::State& initial, const std::vector<dicebox::Told>& events);

}  // namespace dicebox::gui
