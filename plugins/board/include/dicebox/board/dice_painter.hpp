// Dice drawn as dice, and the players' colours: what every board draws alike.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QString>

#include "dicebox/state.hpp"

namespace dicebox::board {

struct DieLook {
    QColor body = QColor(250, 248, 240);
    QColor pips = QColor(30, 30, 30);
    QColor edge = QColor(90, 90, 90);
};

// A die showing `face` (1 to 6) as pips, filling `square`.
void paint_die(QPainter& painter, const QRectF& square, int face, const DieLook& look = {});
// A die showing a symbol instead of pips (Exxtra's X, a blank face).
void paint_die_symbol(QPainter& painter, const QRectF& square, const QString& symbol,
                      const DieLook& look = {});

// The colour of a seat's pieces and name, the same on every board.
QColor seat_colour(Seat seat);

}  // namespace dicebox::board
