// What the app remembers from one start to the next beside the settings, in the same
// QSettings file: the window's size and place, and the seats each game was last set up
// with (so that the same people sit down again at once).
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include "play/game_setup.hpp"

namespace dicebox::gui {

// QWidget::saveGeometry() of the window as it was last closed; empty the first time.
QByteArray remembered_geometry();
void remember_geometry(const QByteArray& geometry);

// A seat as the app remembers it: a person's name, or the kind of a bot. Kept apart, so
// that a person may be called anything, "bot:random" included.
struct RememberedSeat {
    QString name;  // a person's; empty for a bot
    QString bot;   // empty for a person
};

// The seats of the game last set up of each game, by the game's id.
QMap<QString, QList<RememberedSeat>> remembered_lineups();
void remember_lineup(const GameSetup& setup);

}  // namespace dicebox::gui
