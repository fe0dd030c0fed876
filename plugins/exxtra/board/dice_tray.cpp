#include "dice_tray.hpp"

#include <QPainter>

#include "dicebox/board/dice_painter.hpp"

namespace dicebox::exxtra_board {
namespace {

// Faces 1 to 6 as pips; the 7 of die A (and a house rule's higher faces) and the X as
// symbols, as they are printed on the real dice.
void paint_face(QPainter& painter, const QRectF& square, const QString& face,
                const dicebox::board::DieLook& look) {
    bool number = false;
    const int pips = face.toInt(&number);
    if (number && pips >= 1 && pips <= 6) {
        dicebox::board::paint_die(painter, square, pips, look);
    } else {
        dicebox::board::DieLook symbol = look;
        if (face == QLatin1String("X")) symbol.pips = QColor(190, 30, 30);
        dicebox::board::paint_die_symbol(painter, square, face, symbol);
    }
}

}  // namespace

DiceTray::DiceTray(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("dice_tray"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void DiceTray::show_roll(const TrayRoll& roll) {
    roll_ = roll;
    setToolTip(roll.a.isEmpty()
                   ? tr("No roll on the table")
                   : tr("Die A shows %1, die B shows %2. %3").arg(roll.a, roll.b, roll.caption));
    update();
}

void DiceTray::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    painter.setPen(QPen(QColor(120, 100, 70), 1.5));
    painter.setBrush(QColor(46, 98, 62));  // the felt of a dice tray
    painter.drawRoundedRect(area, 10, 10);

    const qreal side = std::min(area.height() - 34, area.width() / 4.5);
    const qreal top = area.top() + 8;
    const QRectF die_a(area.left() + 14, top, side, side);
    const QRectF die_b(die_a.right() + side * 0.3, top, side, side);

    QFont font = painter.font();
    if (roll_.a.isEmpty()) {
        // No roll: the empty places of the two dice.
        painter.setPen(QPen(QColor(200, 220, 200), 1.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(die_a, side * 0.18, side * 0.18);
        painter.drawRoundedRect(die_b, side * 0.18, side * 0.18);
    } else {
        dicebox::board::DieLook look;
        if (roll_.invalid) look.body = QColor(215, 210, 200);
        paint_face(painter, die_a, roll_.a, look);
        paint_face(painter, die_b, roll_.b, look);
    }
    font.setPixelSize(12);
    painter.setFont(font);
    painter.setPen(QColor(225, 235, 225));
    painter.drawText(QRectF(die_a.left(), die_a.bottom() + 2, side, 16), Qt::AlignCenter,
                     tr("die A"));
    painter.drawText(QRectF(die_b.left(), die_b.bottom() + 2, side, 16), Qt::AlignCenter,
                     tr("die B"));

    // The value, the way the players say it: the higher die is the tens digit.
    const qreal right_width = area.right() - die_b.right() - 20;
    const QRectF value_area(die_b.right() + 12, top, right_width, side * 0.7);
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::max<qreal>(14, side * 0.62)));
    painter.setFont(font);
    painter.setPen(roll_.invalid ? QColor(255, 150, 140) : QColor(255, 255, 255));
    const QString value = roll_.a.isEmpty() ? QStringLiteral("–")
                          : roll_.invalid   ? QStringLiteral("✗")
                                            : roll_.value;
    painter.drawText(value_area, Qt::AlignCenter, value);

    font.setBold(false);
    font.setPixelSize(13);
    painter.setFont(font);
    painter.setPen(QColor(235, 240, 235));
    const QString caption = roll_.a.isEmpty() ? tr("no roll on the table") : roll_.caption;
    painter.drawText(QRectF(value_area.left(), value_area.bottom(), right_width,
                            area.bottom() - value_area.bottom() - 4),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption);
}

}  // namespace dicebox::exxtra_board
