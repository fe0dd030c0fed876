#include "removed_pile.hpp"

#include <QPainter>
#include <QtMath>
#include <algorithm>

#include "dicebox/board/dice_painter.hpp"

namespace dicebox::strike_board {

RemovedPile::RemovedPile(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("removed_pile"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMaximumHeight(100);
}

void RemovedPile::set_count(int count, int x) {
    count_ = count;
    x_ = std::clamp(x, 0, count);
    setToolTip(tr("%n die(s) removed from the game", "", count));
    update();
}

void RemovedPile::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(150, 150, 150), 1, Qt::DashLine));
    painter.setBrush(QColor(236, 233, 226));
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 8, 8);
    if (count_ == 0) {
        painter.setPen(QColor(120, 120, 120));
        painter.drawText(rect(), Qt::AlignCenter, tr("no die removed yet"));
        return;
    }
    // A heap: dice in rows from the bottom up, each a little askew, the same every time;
    // kept clear of the rounded edge however they are turned.
    const qreal side = std::clamp<qreal>(height() / 2.8, 14, 32);
    const qreal reach = side * 0.62;  // half a die turned by up to 15°
    const qreal inset = 6 + reach;
    const qreal step = side * 0.95;
    const int per_row =
        std::max(1, static_cast<int>((width() - 2 * inset - step * 0.45) / step) + 1);
    dicebox::board::DieLook look;
    look.body = QColor(214, 210, 200);
    look.pips = QColor(110, 110, 110);
    look.edge = QColor(130, 130, 130);
    for (int i = 0; i < count_; ++i) {
        const int row = i / per_row;
        const int column = i % per_row;
        const qreal x = inset + column * step + (row % 2) * step * 0.45;
        const qreal y = height() - inset - row * side * 0.7;
        painter.save();
        painter.translate(x, y);
        painter.rotate(((i * 37) % 31) - 15);
        const QRectF square(-side / 2, -side / 2, side, side);
        // The X dice first, as they lay; a die that flew out shows no face.
        dicebox::board::paint_die_symbol(painter, square, i < x_ ? QStringLiteral("X") : QString(),
                                         look);
        painter.restore();
    }
}

}  // namespace dicebox::strike_board
