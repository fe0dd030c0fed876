// Test access to the real boards: each game's board library, loaded through the board
// kit's registry from the build's plugin directory, and screenshots of real windows.
#pragma once

#include <QString>
#include <QWidget>
#include <memory>
#include <string>

#include "dicebox/board/board_view.hpp"
#include "dicebox/board/boards.hpp"
#include "dicebox/session.hpp"

namespace testing_support {

const dicebox::board::BoardRegistry& boards();
// A new board of game `id` for `table`; aborts the test program when the game has none.
std::unique_ptr<dicebox::board::BoardView> make_board(const std::string& id,
                                                      const dicebox::board::Table& table);

// Shows `board` the game as the app does while it is played: the onlooker's view.
void show_played(dicebox::board::BoardView& board, const dicebox::Session& session);

// Saves what `window` shows as NAME.png in the build's screenshots folder and returns
// the file's path; fails the calling QtTest when it cannot.
QString save_screenshot(QWidget& window, const QString& name);

}  // namespace testing_support
