// What the app remembers from one start to the next beside the settings, in the same
// QSettings file: the window's size and place, and the seats each game was last set up
// with (so that the same people sit down again at once).
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include "game_setup.hpp"

namespace gui {

// QWidget::saveGeometry() of the window as it was last closed; empty the first time.
QByteArray remembered_geometry();
void remember_geometry(const QByteArray& geometry);

// The seats of the game last set up of each game, by the game's id: each a person's name
// or "bot:KIND".
QMap<QString, QStringList> remembered_lineups();
void remember_lineup(const GameSetup& setup);

}  // namespace gui
