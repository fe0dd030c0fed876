#include "arena_view.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>
#include <algorithm>

#include "dicebox/board/dice_painter.hpp"

namespace dicebox::strike_board {
namespace {

// The tray's semi-axes and the part of it where dice come to rest, in arena units.
constexpr qreal kA = 0.8;
constexpr qreal kB = 0.5;
constexpr qreal kFloor = 0.8;
constexpr qreal kDie = 0.15;
constexpr int kDuration = 700;   // ms: the dice fly, tumble and settle
constexpr qreal kSettled = 0.7;  // the share of it spent moving; then X and taken dice fade
constexpr int kXFace = 1;

qreal ease_out(qreal t) {
    return 1 - (1 - t) * (1 - t) * (1 - t);
}

QPointF mix(QPointF a, QPointF b, qreal t) {
    return a + (b - a) * t;
}

}  // namespace

ArenaView::ArenaView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("arena"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(kDuration);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] { finish(); });
}

QList<int> ArenaView::faces() const {
    const QList<Die>& resting = tumbling() ? after_ : dice_;
    QList<int> out;
    for (const Die& die : resting) out.append(die.face);
    std::sort(out.begin(), out.end());
    return out;
}

bool ArenaView::tumbling() const {
    return animation_.state() == QAbstractAnimation::Running;
}

qreal ArenaView::die_size(qsizetype count) const {
    // Many dice (a big throw of a long game) share the floor: smaller dice.
    return count <= 12 ? kDie : kDie * std::sqrt(12.0 / static_cast<qreal>(count));
}

qreal ArenaView::between(qreal low, qreal high) {
    return low + random_.generateDouble() * (high - low);
}

QPointF ArenaView::free_spot(const QList<QPointF>& taken) {
    const qreal gap = die_size(taken.size() + 1) * 1.45;
    QPointF best;
    qreal best_distance = -1;
    for (int attempt = 0; attempt < 300; ++attempt) {
        const qreal angle = random_.generateDouble() * 2 * M_PI;
        const qreal radius = std::sqrt(random_.generateDouble());
        const QPointF spot(kA * kFloor * radius * std::cos(angle),
                           kB * kFloor * radius * std::sin(angle));
        qreal nearest = 10;
        for (const QPointF& other : taken) {
            nearest = std::min(nearest, std::hypot(spot.x() - other.x(), spot.y() - other.y()));
        }
        if (nearest >= gap) return spot;
        if (nearest > best_distance) {
            best_distance = nearest;
            best = spot;
        }
    }
    return best;
}

void ArenaView::show_dice(const QList<int>& faces) {
    finish();
    // Dice that still lie there keep their place; the others are placed anew.
    QList<Die> kept;
    QList<int> missing;
    QList<Die> old = dice_;
    for (const int face : faces) {
        const auto same = std::find_if(old.begin(), old.end(),
                                       [face](const Die& die) { return die.face == face; });
        if (same != old.end()) {
            kept.append(*same);
            old.erase(same);
        } else {
            missing.append(face);
        }
    }
    for (const int face : missing) {
        QList<QPointF> taken;
        for (const Die& die : kept) taken.append(die.at);
        kept.append({free_spot(taken), between(-25.0, 25.0), face});
    }
    dice_ = kept;
    update();
}

void ArenaView::throw_in(int thrown, const AtRest& rest, const QList<int>& after,
                         const QColor& thrower) {
    finish();
    thrower_ = thrower;
    // The faces the dice come to rest with, X included.
    QList<int> resting = rest.faces;
    for (int i = 0; i < rest.x; ++i) resting.append(kXFace);
    moving_.clear();
    // Dice of the arena still showing a face of the rest lie where they lay; the
    // others were knocked: they jump and turn, or fly out of the arena.
    QList<Die> knocked;
    for (const Die& die : dice_) {
        if (const auto i = resting.indexOf(die.face); i >= 0) {
            moving_.append({die, die, false, false, false, 0});
            resting.removeAt(i);
        } else {
            knocked.append(die);
        }
    }
    const auto spots = [this] {
        QList<QPointF> taken;
        for (const Moving& m : moving_) {
            if (!m.lost) taken.append(m.to.at);
        }
        return taken;
    };
    for (const Die& die : knocked) {
        Moving m{die, die, true, false, false, between(-540.0, 540.0)};
        if (!resting.isEmpty()) {
            m.to = {free_spot(spots()), between(-25.0, 25.0), resting.takeFirst()};
        } else {
            const qreal out = std::atan2(die.at.y() / kB, die.at.x() / kA);
            m.to.at = QPointF(kA * 1.35 * std::cos(out), kB * 1.45 * std::sin(out));
            m.lost = true;
        }
        moving_.append(m);
    }
    // The thrown dice come from the thrower's side, at the bottom; those without a face
    // left to show missed the arena.
    for (int i = 0; i < thrown; ++i) {
        const qreal spread = thrown == 1 ? 0 : (i / qreal(thrown - 1) - 0.5) * kA;
        Die from{QPointF(spread * 0.6, kB * 1.6), between(0.0, 90.0),
                 2 + static_cast<int>(random_.bounded(5))};
        Moving m{from, from, true, false, false, between(360.0, 900.0)};
        if (!resting.isEmpty()) {
            m.to = {free_spot(spots()), between(-25.0, 25.0), resting.takeFirst()};
        } else {
            const qreal side = random_.bounded(2) == 0 ? -1 : 1;
            m.to.at = QPointF(side * kA * 1.3, between(-kB, kB));
            m.lost = true;
        }
        moving_.append(m);
    }
    // Once all rest: the X dice go, and the matched ones the thrower takes.
    QList<int> staying = after;
    after_.clear();
    for (Moving& m : moving_) {
        if (m.lost) continue;
        if (const auto i = staying.indexOf(m.to.face); i >= 0) {
            staying.removeAt(i);
            after_.append(m.to);
        } else {
            m.leaves = true;
        }
    }
    // Faces the model could not account for (it never happens with the rules' outcome)
    // are placed anyway, so the arena always shows what the rules say.
    for (const int face : staying) {
        QList<QPointF> taken;
        for (const Die& die : after_) taken.append(die.at);
        after_.append({free_spot(taken), 0, face});
    }
    animation_.stop();
    animation_.start();
    update();
}

void ArenaView::finish() {
    if (moving_.isEmpty()) return;
    animation_.stop();
    moving_.clear();
    dice_ = after_;
    after_.clear();
    update();
    emit settled();
}

void ArenaView::set_caption(const QString& caption) {
    caption_ = caption;
    update();
}

void ArenaView::paint_tray(QPainter& painter) const {
    const QRectF rim(-kA - 0.06, -kB - 0.06, 2 * (kA + 0.06), 2 * (kB + 0.06));
    QRadialGradient wood(QPointF(0, 0), kA + 0.06);
    wood.setColorAt(0.85, QColor(150, 96, 52));
    wood.setColorAt(1.0, QColor(104, 62, 30));
    painter.setPen(QPen(QColor(70, 40, 20), 0.01));
    painter.setBrush(wood);
    painter.drawEllipse(rim);
    const QRectF floor(-kA, -kB, 2 * kA, 2 * kB);
    QRadialGradient felt(QPointF(0, -kB * 0.2), kA);
    felt.setColorAt(0.0, QColor(46, 128, 84));
    felt.setColorAt(1.0, QColor(22, 84, 52));
    painter.setBrush(felt);
    painter.setPen(QPen(QColor(20, 60, 36), 0.012));
    painter.drawEllipse(floor);
}

void ArenaView::paint_die_at(QPainter& painter, const Die& die, qreal size, qreal opacity) const {
    painter.save();
    painter.setOpacity(opacity);
    painter.translate(die.at);
    painter.rotate(die.angle);
    // A soft shadow under the die.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(QRectF(-size / 2 + 0.012, -size / 2 + 0.016, size, size), size * 0.18,
                            size * 0.18);
    // paint_die works in device-sized units: draw at 100× and scale down.
    painter.scale(0.01, 0.01);
    const QRectF square(-size * 50, -size * 50, size * 100, size * 100);
    if (die.face == kXFace) {
        dicebox::board::DieLook look;
        look.pips = QColor(190, 30, 30);
        dicebox::board::paint_die_symbol(painter, square, QStringLiteral("X"), look);
    } else {
        dicebox::board::paint_die(painter, square, die.face);
    }
    painter.restore();
}

void ArenaView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Arena units to pixels: the tray fills the widget, margins kept.
    const qreal scale = std::min(width() / (2 * kA + 0.2), height() / (2 * kB + 0.2));
    painter.translate(width() / 2.0, height() / 2.0);
    painter.scale(scale, scale);
    paint_tray(painter);

    if (moving_.isEmpty()) {
        const qreal size = die_size(dice_.size());
        for (const Die& die : dice_) paint_die_at(painter, die, size, 1.0);
        if (dice_.isEmpty() && !caption_.isEmpty()) {
            painter.save();
            painter.resetTransform();
            QFont font = painter.font();
            font.setBold(true);
            font.setPixelSize(std::max(12, static_cast<int>(scale * 0.06)));
            painter.setFont(font);
            painter.setPen(QColor(240, 236, 210));
            const QRectF box(width() / 2.0 - scale * kA * 0.8, height() / 2.0 - scale * kB * 0.5,
                             scale * kA * 1.6, scale * kB);
            painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, caption_);
            painter.restore();
        }
        return;
    }
    const qreal t = animation_.currentValue().toReal();
    const qreal move = ease_out(std::min(1.0, t / kSettled));
    const qreal fade = t <= kSettled ? 0 : (t - kSettled) / (1 - kSettled);
    const qreal size = die_size(moving_.size());
    int index = 0;
    for (const Moving& m : moving_) {
        ++index;
        Die now = m.to;
        qreal opacity = 1;
        if (m.rolls) {
            now.at = mix(m.from.at, m.to.at, move);
            // A small hop: the die bounces on its way in.
            now.at.ry() -= std::sin(move * M_PI) * 0.08;
            now.angle = m.to.angle + (1 - move) * m.spin;
            if (move < 0.92) {
                // Tumbling: a new face every few frames, the same for every repaint.
                now.face = 1 + static_cast<int>((index * 7 + static_cast<int>(t * 24)) % 6);
            }
        }
        if (m.lost) opacity = 1 - move;
        if (m.leaves) {
            opacity = 1 - fade;
            // The taken dice slide toward the thrower; the X dice fade where they lie.
            if (m.to.face != kXFace) now.at.ry() += fade * kB * 0.6;
        }
        paint_die_at(painter, now, size, opacity);
        if (m.leaves && fade > 0 && m.to.face != kXFace && thrower_.isValid()) {
            painter.save();
            painter.translate(now.at);
            painter.setOpacity(1 - fade);
            painter.setPen(QPen(thrower_, 0.012));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QPointF(0, 0), size * 0.8, size * 0.8);
            painter.restore();
        }
    }
}

}  // namespace dicebox::strike_board
