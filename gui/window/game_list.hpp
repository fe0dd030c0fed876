// The game switcher: every game found, with its version, player count and what it is,
// and the plugin files that could not be loaded.
#pragma once

#include <QListWidget>

#include "window/catalog.hpp"

namespace dicebox::gui {

class GameList : public QListWidget {
    Q_OBJECT

  public:
    explicit GameList(const Catalog& catalog, QWidget* parent = nullptr);

    // The game of the current line, or nullptr on a plugin that failed.
    const dicebox::GameModule* current_game() const;

  signals:
    // Enter or a double click on a game: set one up.
    void game_chosen(const dicebox::GameModule* game);

  private:
    const Catalog& catalog_;
};

}  // namespace dicebox::gui
