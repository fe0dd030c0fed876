#include "dice_tray.hpp"

#include <QApplication>
#include <QDrag>
#include <QDragEnterEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

#include "dicebox/board/dice_painter.hpp"
#include "figures.hpp"

namespace dicebox::extra_board {
namespace {

const QString kDieMime = QStringLiteral("application/x-dicebox-extra-die");

}  // namespace

DieButton::DieButton(QWidget* parent) : QAbstractButton(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
}

void DieButton::set_face(int face) {
    face_ = face;
    setAccessibleName(face == 0 ? tr("empty") : QString::number(face));
    update();
}

void DieButton::set_placed(bool placed) {
    placed_ = placed;
    update();
}

void DieButton::set_takes_drops(bool takes) {
    setAcceptDrops(takes);
}

void DieButton::mousePressEvent(QMouseEvent* event) {
    press_ = event->position().toPoint();
    QAbstractButton::mousePressEvent(event);
}

void DieButton::mouseMoveEvent(QMouseEvent* event) {
    if (drag_index_ < 0 || placed_ || !(event->buttons() & Qt::LeftButton) ||
        (event->position().toPoint() - press_).manhattanLength() <
            QApplication::startDragDistance()) {
        QAbstractButton::mouseMoveEvent(event);
        return;
    }
    // Dragged rather than clicked: no click on release.
    setDown(false);
    auto* drag = new QDrag(this);
    auto* carried = new QMimeData;
    carried->setData(kDieMime, QByteArray::number(drag_index_));
    drag->setMimeData(carried);
    drag->setPixmap(grab());
    drag->setHotSpot(event->position().toPoint());
    drag->exec(Qt::MoveAction);
}

void DieButton::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(kDieMime)) event->acceptProposedAction();
}

void DieButton::dropEvent(QDropEvent* event) {
    if (!event->mimeData()->hasFormat(kDieMime)) return;
    event->acceptProposedAction();
    emit die_dropped(event->mimeData()->data(kDieMime).toInt());
}

void DieButton::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(width(), height()) - 6;
    const QRectF square((width() - side) / 2, (height() - side) / 2, side, side);
    if (face_ == 0 || placed_) {
        // An empty slot, or the place a die left for a slot.
        painter.setPen(QPen(QColor(150, 150, 150), 1.5, Qt::DashLine));
        painter.setBrush(QColor(0, 0, 0, 12));
        painter.drawRoundedRect(square.adjusted(2, 2, -2, -2), side * 0.18, side * 0.18);
        if (placed_ && face_ != 0) {
            dicebox::board::DieLook faint;
            faint.body = QColor(240, 240, 236, 90);
            faint.pips = QColor(160, 160, 160, 120);
            faint.edge = QColor(190, 190, 190, 120);
            dicebox::board::paint_die(painter, square.adjusted(8, 8, -8, -8), face_, faint);
        }
    } else {
        dicebox::board::DieLook look;
        if (!isEnabled()) look.pips = QColor(110, 110, 110);
        if (isDown()) look.body = QColor(232, 228, 214);
        dicebox::board::paint_die(painter, square, face_, look);
    }
    if (hasFocus()) {
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
    }
}

DiceTray::DiceTray(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    roll_label_ = new QLabel(tr("The dice (keys 1–5)"), this);
    layout->addWidget(roll_label_);

    // The row keeps a die's height with no dice on it, so that the slots never move.
    auto* dice_row = new QWidget(this);
    auto* roll_row = new QHBoxLayout(dice_row);
    roll_row->setContentsMargins(0, 0, 0, 0);
    roll_row->setSpacing(4);
    for (int i = 0; i < kMostDice; ++i) {
        auto* die = new DieButton(dice_row);
        die->setObjectName(QStringLiteral("die%1").arg(i + 1));
        die->setToolTip(tr("Die %1: into the next free slot (key %1)").arg(i + 1));
        die->set_drag_index(i);
        connect(die, &QAbstractButton::clicked, this, [this, i] { emit die_clicked(i); });
        roll_row->addWidget(die);
        dice_.push_back(die);
    }
    roll_row->addStretch();
    dice_row->setMinimumHeight(dice_.front()->sizeHint().height());
    layout->addWidget(dice_row);

    // Pair 1, pair 2 and the 5th die, each a row: its name, its slot_grid, what it makes.
    auto* slot_grid = new QGridLayout;
    slot_grid->setHorizontalSpacing(6);
    slot_grid->setVerticalSpacing(2);
    const QString names[] = {tr("Pair 1"), tr("Pair 2"), tr("5th die")};
    const char* object_names[] = {"pair1_first", "pair1_second", "pair2_first", "pair2_second",
                                  "fifth"};
    for (int line = 0; line < 3; ++line) {
        auto* name = new QLabel(names[line], this);
        name->setStyleSheet(QStringLiteral("font-weight: bold"));
        slot_grid->addWidget(name, line, 0);
        const int first = line * 2;
        const int count = line < 2 ? 2 : 1;
        for (int s = first; s < first + count; ++s) {
            auto* slot = new DieButton(this);
            slot->setObjectName(QString::fromLatin1(object_names[s]));
            slot->setToolTip(tr("Drop a die here; click to put it back"));
            slot->set_takes_drops(true);
            connect(slot, &QAbstractButton::clicked, this, [this, s] { emit slot_clicked(s); });
            connect(slot, &DieButton::die_dropped, this,
                    [this, s](int die) { emit die_dropped(die, s); });
            slot_grid->addWidget(slot, line, 1 + s - first);
            slots_.push_back(slot);
        }
        auto* text = new QLabel(this);
        text->setWordWrap(true);
        text->setMinimumWidth(120);
        if (line < 2) {
            text->setObjectName(QStringLiteral("pair%1_sum").arg(line + 1));
            sums_.push_back(text);
        } else {
            text->setObjectName(QStringLiteral("fifth_text"));
            fifth_text_ = text;
        }
        slot_grid->addWidget(text, line, 3);
    }
    slot_grid->setColumnStretch(3, 1);
    layout->addLayout(slot_grid);
}

void DiceTray::show_assignment(const Assignment& assignment, bool active) {
    const auto& roll = assignment.roll();
    shown_ = static_cast<int>(roll.size());
    roll_label_->setText(roll.empty() ? tr("The dice are not rolled yet")
                         : active     ? tr("The dice (keys 1–%1)").arg(roll.size())
                                      : tr("The dice"));
    for (std::size_t i = 0; i < dice_.size(); ++i) {
        DieButton* die = dice_[i];
        const bool shown = i < roll.size();
        die->setVisible(shown);
        die->set_face(shown ? roll[i] : 0);
        die->set_placed(shown && assignment.slot_of(static_cast<int>(i)) >= 0);
        die->setEnabled(active && shown);
    }
    for (int s = 0; s < kSlots; ++s) {
        slots_[static_cast<std::size_t>(s)]->set_face(assignment.face_at(s));
        // Enabled while choosing even when empty: a die may be dropped on it.
        slots_[static_cast<std::size_t>(s)]->setEnabled(active);
    }
    for (int pair = 0; pair < 2; ++pair) {
        const int a = assignment.face_at(pair * 2), b = assignment.face_at(pair * 2 + 1);
        sums_[static_cast<std::size_t>(pair)]->setText(
            a != 0 && b != 0 ? tr("= %1, row %1").arg(a + b) : QString());
    }
}

void DiceTray::set_fifth_text(const QString& text) {
    fifth_text_->setText(text);
}

}  // namespace dicebox::extra_board
