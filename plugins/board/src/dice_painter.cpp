#include "dicebox/board/dice_painter.hpp"

#include <array>

#include "dicebox/pips.hpp"

namespace dicebox::board {
namespace {

void paint_body(QPainter& painter, const QRectF& square, const DieLook& look) {
    const qreal radius = square.width() * 0.18;
    painter.setPen(QPen(look.edge, std::max<qreal>(1.0, square.width() / 30)));
    painter.setBrush(look.body);
    painter.drawRoundedRect(square.adjusted(1, 1, -1, -1), radius, radius);
}

}  // namespace

void paint_die(QPainter& painter, const QRectF& square, int face, const DieLook& look) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paint_body(painter, square, look);
    const qreal cell = square.width() / 4;
    const qreal pip = square.width() * 0.09;
    painter.setPen(Qt::NoPen);
    painter.setBrush(look.pips);
    for (int spot = 0; spot < 9; ++spot) {
        if (!has_pip(face, spot)) continue;
        const QPointF centre(square.left() + cell * (1 + spot % 3),
                             square.top() + cell * (1 + spot / 3));
        painter.drawEllipse(centre, pip, pip);
    }
    painter.restore();
}

void paint_die_symbol(QPainter& painter, const QRectF& square, const QString& symbol,
                      const DieLook& look) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paint_body(painter, square, look);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(square.height() * 0.55)));
    painter.setFont(font);
    painter.setPen(look.pips);
    painter.drawText(square, Qt::AlignCenter, symbol);
    painter.restore();
}

QColor seat_colour(Seat seat) {
    // Six colours told apart at a glance, also by most colour-blind eyes (Okabe–Ito).
    static const std::array<QColor, 6> kColours{
        QColor(0, 114, 178),   QColor(213, 94, 0),  QColor(0, 158, 115),
        QColor(204, 121, 167), QColor(230, 159, 0), QColor(86, 180, 233),
    };
    return kColours[static_cast<std::size_t>(seat) % kColours.size()];
}

}  // namespace dicebox::board
