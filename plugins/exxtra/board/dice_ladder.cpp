#include "dice_ladder.hpp"

#include <QKeyEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace dicebox::exxtra_board {
RingButton::RingButton(int ring, QWidget* parent) : QAbstractButton(parent), ring_(ring) {
    setObjectName(QStringLiteral("ring_%1").arg(ring));
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Ring %1").arg(ring));
    setText(tr("Ring %1").arg(ring));
}

void RingButton::show_pairs(std::vector<Chip> chips) {
    chips_ = std::move(chips);
    QStringList held;
    for (const Chip& chip : chips_) held << tr("%1's %2").arg(chip.name, chip.value);
    setAccessibleDescription(held.isEmpty() ? tr("free") : held.join(QStringLiteral(", ")));
    update();
}

QStringList RingButton::pairs() const {
    QStringList out;
    for (const Chip& chip : chips_) out << chip.name + QLatin1Char(' ') + chip.value;
    return out;
}

QStringList RingButton::knocked() const {
    QStringList out;
    for (const Chip& chip : chips_) {
        if (chip.knocked) out << chip.name;
    }
    return out;
}

void RingButton::show_ghost(std::optional<Chip> ghost) {
    ghost_ = std::move(ghost);
    update();
}

void RingButton::enterEvent(QEnterEvent* event) {
    QAbstractButton::enterEvent(event);
    emit previewed(ring_);
}

void RingButton::leaveEvent(QEvent* event) {
    QAbstractButton::leaveEvent(event);
    emit unpreviewed(ring_);
}

void RingButton::focusInEvent(QFocusEvent* event) {
    QAbstractButton::focusInEvent(event);
    emit previewed(ring_);
}

void RingButton::focusOutEvent(QFocusEvent* event) {
    QAbstractButton::focusOutEvent(event);
    emit unpreviewed(ring_);
}

void RingButton::mouseDoubleClickEvent(QMouseEvent* event) {
    QAbstractButton::mouseDoubleClickEvent(event);
    if (isEnabled()) emit activated(ring_);
}

void RingButton::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        emit activated(ring_);
        return;
    }
    if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
        emit stepped(ring_, event->key() == Qt::Key_Up ? 1 : -1);
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void RingButton::paint_chip(QPainter& painter, const QRectF& box, const Chip& chip,
                            bool ghost) const {
    painter.save();
    if (ghost) {
        painter.setPen(QPen(chip.colour, 2.5, Qt::DashLine));
        painter.setBrush(QColor(255, 255, 255, 200));
    } else {
        // A pair about to be knocked off fades, so that the strike through it stands out.
        QColor fill = chip.colour;
        if (chip.knocked) fill.setAlpha(90);
        painter.setPen(QPen(chip.colour.darker(140), 1.5));
        painter.setBrush(fill);
    }
    painter.drawRoundedRect(box, 7, 7);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::max<qreal>(11, box.height() * 0.46)));
    painter.setFont(font);
    painter.setPen(ghost || chip.knocked ? chip.colour.darker(150) : QColor(255, 255, 255));
    const QRectF value_box(box.left() + 4, box.top(), box.height() * 1.15, box.height());
    painter.drawText(value_box, Qt::AlignCenter, chip.value);
    font.setBold(false);
    font.setPixelSize(static_cast<int>(std::max<qreal>(10, box.height() * 0.3)));
    painter.setFont(font);
    const QRectF name_box(value_box.right(), box.top(), box.right() - value_box.right() - 4,
                          box.height());
    painter.drawText(
        name_box, Qt::AlignVCenter | Qt::AlignLeft,
        painter.fontMetrics().elidedText(ghost          ? tr("here?")
                                         : chip.knocked ? tr("%1: off").arg(chip.name)
                                                        : chip.name,
                                         Qt::ElideRight, static_cast<int>(name_box.width())));
    if (chip.knocked) {
        // Struck out: the previewed placement sends this pair back to its owner.
        painter.setPen(QPen(QColor(200, 20, 20, 170), 2.5));
        painter.drawLine(box.topLeft() + QPointF(4, 4), box.bottomRight() - QPointF(4, 4));
        painter.drawLine(box.bottomLeft() + QPointF(4, -4), box.topRight() + QPointF(-4, 4));
    }
    painter.restore();
}

void RingButton::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const bool lit = isEnabled() && (underMouse() || hasFocus());
    QColor border = QColor(150, 130, 100);
    qreal width = 1.2;
    if (isChecked()) {
        border = QColor(30, 30, 30);
        width = 3;
    } else if (lit) {
        border = QColor(40, 110, 200);
        width = 2.5;
    }
    painter.setPen(QPen(border, width));
    painter.setBrush(isEnabled() ? QColor(250, 244, 228) : QColor(240, 236, 226));
    painter.drawRoundedRect(area, 8, 8);

    // The ring itself: a metal ring with its number, and the spaces it is worth.
    const qreal side = area.height() - 10;
    const QRectF ring_box(area.left() + 8, area.top() + 5, side, side);
    painter.setPen(QPen(QColor(120, 120, 130), std::max<qreal>(3, side / 9)));
    painter.setBrush(QColor(225, 225, 232));
    painter.drawEllipse(ring_box.adjusted(2, 2, -2, -2));
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(side * 0.45));
    painter.setFont(font);
    painter.setPen(QColor(40, 40, 50));
    painter.drawText(ring_box, Qt::AlignCenter, QString::number(ring_));
    font.setBold(false);
    font.setPixelSize(static_cast<int>(std::max<qreal>(10, side * 0.26)));
    painter.setFont(font);
    painter.setPen(QColor(90, 80, 60));
    const QRectF steps_box(ring_box.right() + 4, area.top(), 34, area.height());
    painter.drawText(steps_box, Qt::AlignCenter,
                     ring_ == 0 ? tr("±0") : QStringLiteral("+%1").arg(ring_));

    // The pairs on it, side by side (ring 0 holds any number of them).
    const qreal chips_left = steps_box.right() + 6;
    const qreal room = area.right() - 6 - chips_left;
    const int count = static_cast<int>(chips_.size()) + (ghost_ ? 1 : 0);
    if (count == 0) {
        painter.setPen(QColor(160, 150, 130));
        painter.drawText(QRectF(chips_left, area.top(), room, area.height()),
                         Qt::AlignVCenter | Qt::AlignLeft, tr("free"));
        return;
    }
    const qreal gap = 6;
    const qreal chip_width = std::min<qreal>(130, (room - gap * (count - 1)) / count);
    const qreal chip_height = area.height() - 12;
    qreal left = chips_left;
    for (const Chip& chip : chips_) {
        paint_chip(painter, QRectF(left, area.top() + 6, chip_width, chip_height), chip, false);
        left += chip_width + gap;
    }
    if (ghost_) {
        paint_chip(painter, QRectF(left, area.top() + 6, chip_width, chip_height), *ghost_, true);
    }
}

DiceLadder::DiceLadder(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("dice_ladder"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    group_.setExclusive(true);
    connect(&group_, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) emit selected_changed(id);
    });
}

void DiceLadder::set_rings(int rings) {
    if (this->rings() == rings) return;
    for (RingButton* button : buttons_) {
        group_.removeButton(button);
        delete button;
    }
    buttons_.clear();
    for (int ring = 0; ring <= rings; ++ring) {
        auto* button = new RingButton(ring, this);
        group_.addButton(button, ring);
        connect(button, &RingButton::previewed, this, &DiceLadder::previewed);
        connect(button, &RingButton::unpreviewed, this, &DiceLadder::unpreviewed);
        connect(button, &RingButton::activated, this, &DiceLadder::activated);
        // Arrows walk the ladder and select as they go, like a group of radio buttons.
        connect(button, &RingButton::stepped, this, [this](int from, int by) {
            RingButton* next = this->ring(from + by);
            if (next == nullptr || !next->isEnabled()) return;
            next->setFocus(Qt::TabFocusReason);
            next->setChecked(true);
        });
        buttons_.push_back(button);
    }
    auto* column = static_cast<QVBoxLayout*>(layout());
    for (RingButton* button : rings_top_down()) column->addWidget(button, 1);
}

RingButton* DiceLadder::ring(int ring) const {
    if (ring < 0 || ring > rings()) return nullptr;
    return buttons_[static_cast<std::size_t>(ring)];
}

int DiceLadder::selected() const {
    return group_.checkedId();
}

void DiceLadder::clear_selection() {
    // An exclusive group keeps one button checked; let go of it for a moment.
    group_.setExclusive(false);
    for (RingButton* button : buttons_) button->setChecked(false);
    group_.setExclusive(true);
}

std::vector<RingButton*> DiceLadder::rings_top_down() const {
    return {buttons_.rbegin(), buttons_.rend()};
}

}  // namespace dicebox::exxtra_board
