#include "removed_pile.hpp"

#include <QPainter>
#include <QtMath>

#include "dicebox/board/dice_painter.hpp"

namespace strike_board {

RemovedPile::RemovedPile(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("removed_pile"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMaximumHeight(100);
}

void RemovedPile::set_count(int count) {
    count_ = count;
    setToolTip(tr("%1 dice removed from the game").arg(count));
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
    // A heap: dice in rows from the bottom up, each a little askew, the same every time.
    const qreal side = std::clamp<qreal>(height() / 2.8, 14, 32);
    const int per_row = std::max(1, static_cast<int>((width() - 12) / (side * 0.95)));
    dicebox::board::DieLook look;
    look.body = QColor(214, 210, 200);
    look.pips = QColor(110, 110, 110);
    look.edge = QColor(130, 130, 130);
    for (int i = 0; i < count_; ++i) {
        const int row = i / per_row;
        const int column = i % per_row;
        const qreal x = 8 + column * side * 0.95 + (row % 2) * side * 0.45;
        const qreal y = height() - 8 - side - row * side * 0.7;
        painter.save();
        painter.translate(x + side / 2, y + side / 2);
        painter.rotate(((i * 37) % 31) - 15);
        const QRectF square(-side / 2, -side / 2, side, side);
        const int face = 1 + (i * 5 + 3) % 6;
        if (face == 1) {
            dicebox::board::paint_die_symbol(painter, square, QStringLiteral("X"), look);
        } else {
            dicebox::board::paint_die(painter, square, face, look);
        }
        painter.restore();
    }
}

}  // namespace strike_board
