#include "cross_track.hpp"

#include "../pawn_marks.hpp"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QToolTip>
#include <cmath>
#include <numbers>

namespace dicebox::exxtra_board {
namespace {

// The cross: a centre half the board wide, and four arms a quarter long.
std::vector<QPointF> cross_corners(const QRectF& square) {
    const qreal s = square.width();
    const qreal arm = s / 4;
    const qreal mid = s / 2;
    const std::vector<QPointF> unit{
        {arm, 0},         {arm + mid, 0},         {arm + mid, arm}, {s, arm},
        {s, arm + mid},   {arm + mid, arm + mid}, {arm + mid, s},   {arm, s},
        {arm, arm + mid}, {0, arm + mid},         {0, arm},         {arm, arm},
    };
    std::vector<QPointF> corners;
    for (const QPointF& point : unit) corners.push_back(square.topLeft() + point);
    return corners;
}

QPointF inward(const QPointF& from, const QPointF& to) {
    const QPointF step = to - from;
    const qreal length = std::hypot(step.x(), step.y());
    return {-step.y() / length, step.x() / length};
}

}  // namespace

CrossTrack::CrossTrack(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("cross_track"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(300, 300);
}

void CrossTrack::show_track(int track, std::vector<Pawn> pawns) {
    track_ = std::max(1, track);
    pawns_ = std::move(pawns);
    std::vector<std::string> names;
    for (const Pawn& pawn : pawns_) names.push_back(pawn.name.toStdString());
    marks_.clear();
    for (const auto& mark : exxtra::pawn_marks(names)) marks_ << QString::fromStdString(mark);
    QStringList where;
    for (const Pawn& pawn : pawns_) {
        where << (pawn.position == 0        ? tr("%1 on Start").arg(pawn.name)
                  : pawn.position == track_ ? tr("%1 on the Goal").arg(pawn.name)
                                            : tr("%1 on %2").arg(pawn.name).arg(pawn.position));
    }
    setAccessibleDescription(
        tr("Track from Start 0 to Goal %1: %2").arg(track_).arg(where.join(QStringLiteral(", "))));
    update();
}

QVariantList CrossTrack::positions() const {
    QVariantList out;
    for (const Pawn& pawn : pawns_) out << pawn.position;
    return out;
}

void CrossTrack::show_ghost(std::optional<std::pair<int, int>> seat_and_position) {
    ghost_ = seat_and_position;
    update();
}

CrossTrack::Geometry CrossTrack::geometry() const {
    Geometry g;
    const qreal side = std::min(width(), height()) - 16.0;
    g.square = QRectF((width() - side) / 2, (height() - side) / 2, side, side);
    // The route round the cross, as far in from its edge as a space is wide; it starts
    // and ends in the middle of the bottom arm's end, between Start and the Goal.
    const std::vector<QPointF> corners = cross_corners(g.square);
    const std::size_t n = corners.size();
    const qreal guess = 4 * side / (track_ + 1);
    g.radius = std::clamp(guess * 0.4, 4.0, side / 26);
    const qreal inset = g.radius + side / 60;
    std::vector<QPointF> inner;
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF& before = corners[(i + n - 1) % n];
        const QPointF& here = corners[i];
        const QPointF& after = corners[(i + 1) % n];
        inner.push_back(here + inset * (inward(before, here) + inward(here, after)));
    }
    const QPointF gap = (inner[6] + inner[7]) / 2;
    g.route.push_back(gap);
    for (std::size_t i = 7; i < 7 + n; ++i) g.route.push_back(inner[i % n]);
    g.route.push_back(gap);
    for (std::size_t i = 1; i < g.route.size(); ++i) {
        const QPointF step = g.route[i] - g.route[i - 1];
        g.length += std::hypot(step.x(), step.y());
    }
    g.spacing = g.length / (track_ + 1);
    g.radius = std::min(g.radius, g.spacing * 0.42);
    return g;
}

QPointF CrossTrack::along(const Geometry& geometry, qreal distance) {
    for (std::size_t i = 1; i < geometry.route.size(); ++i) {
        const QPointF step = geometry.route[i] - geometry.route[i - 1];
        const qreal length = std::hypot(step.x(), step.y());
        if (distance <= length) return geometry.route[i - 1] + step * (distance / length);
        distance -= length;
    }
    return geometry.route.back();
}

QPointF CrossTrack::space_centre(int space) const {
    const Geometry g = geometry();
    return along(g, g.spacing * (space + 0.5));
}

bool CrossTrack::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        // The space under the pointer, and whose pawns stand on it.
        const auto* help = static_cast<QHelpEvent*>(event);
        const Geometry g = geometry();
        for (int space = 0; space <= track_; ++space) {
            const QPointF centre = along(g, g.spacing * (space + 0.5));
            const QPointF off = help->pos() - centre;
            if (std::hypot(off.x(), off.y()) > g.radius * 1.2) continue;
            QString text = space == 0        ? tr("Start")
                           : space == track_ ? tr("Goal (space %1)").arg(space)
                                             : tr("Space %1").arg(space);
            QStringList here;
            for (const Pawn& pawn : pawns_) {
                if (pawn.position == space) here << pawn.name;
            }
            if (!here.isEmpty()) text += QStringLiteral(": ") + here.join(QStringLiteral(", "));
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void CrossTrack::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    paint_cross(painter, g);
    paint_spaces(painter, g);
    paint_legend(painter, g);
    paint_pawns(painter, g);
}

void CrossTrack::paint_cross(QPainter& painter, const Geometry& g) const {
    QPainterPath cross;
    const std::vector<QPointF> corners = cross_corners(g.square);
    cross.addPolygon(QPolygonF(QList<QPointF>(corners.begin(), corners.end())));
    cross.closeSubpath();
    painter.setPen(QPen(QColor(110, 80, 45), 3));
    painter.setBrush(QColor(236, 214, 170));  // the board's card
    painter.drawPath(cross);

    // The lane joining the spaces, from Start round to the Goal.
    QPainterPath lane;
    lane.moveTo(along(g, g.spacing * 0.5));
    const int steps = std::max(track_ * 4, 200);
    for (int i = 1; i <= steps; ++i) {
        lane.lineTo(along(g, g.spacing * (0.5 + track_ * static_cast<qreal>(i) / steps)));
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(
        QPen(QColor(196, 160, 110), g.radius * 1.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(lane);

    // A wall between the Goal and Start: the track does not go round again.
    const QPointF gap = g.route.front();
    painter.setPen(QPen(QColor(110, 80, 45), 4, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(gap + QPointF(0, -g.radius * 1.3), gap + QPointF(0, g.radius * 1.3));
}

void CrossTrack::paint_spaces(QPainter& painter, const Geometry& g) const {
    QFont font = painter.font();
    for (int space = 0; space <= track_; ++space) {
        const QPointF centre = along(g, g.spacing * (space + 0.5));
        const bool end = space == 0 || space == track_;
        const qreal r = end ? g.radius * 1.15 : g.radius;
        QColor fill(252, 247, 236);
        if (space == 0) fill = QColor(200, 225, 200);
        if (space == track_) fill = QColor(250, 205, 80);
        if (!end && space % 5 == 0) fill = QColor(244, 232, 205);
        painter.setPen(QPen(QColor(120, 90, 55), end ? 2.5 : 1.5));
        painter.setBrush(fill);
        painter.drawEllipse(centre, r, r);
        if (g.radius < 8) continue;
        font.setBold(end);
        font.setPixelSize(static_cast<int>(std::max<qreal>(8, g.radius * (end ? 0.55 : 0.7))));
        painter.setFont(font);
        painter.setPen(QColor(120, 95, 60));
        const QString label = space == 0        ? tr("Start")
                              : space == track_ ? tr("Goal")
                                                : QString::number(space);
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         label);
    }
    // Which way the pawns go: an arrow leaving Start.
    if (track_ >= 2) {
        const QPointF from = along(g, g.spacing * 0.5);
        const QPointF to = along(g, g.spacing * 1.5);
        const QPointF tip = from + (to - from) * 0.5;
        const QPointF dir = (to - from) / std::hypot((to - from).x(), (to - from).y());
        const QPointF side(-dir.y(), dir.x());
        const qreal size = std::max<qreal>(4, g.radius * 0.3);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(110, 80, 45));
        painter.drawPolygon(QPolygonF(
            {tip + dir * size, tip - dir * size + side * size, tip - dir * size - side * size}));
    }
}

void CrossTrack::paint_pawns(QPainter& painter, const Geometry& g) const {
    QFont font = painter.font();
    font.setBold(true);
    // The pawns of one space stand round its middle, so that every one is seen.
    auto paint_pawn = [&](const QPointF& at, qreal r, const Pawn& pawn, bool ghost) {
        if (pawn.has_dice && !ghost) {
            painter.setPen(QPen(QColor(255, 255, 255, 230), 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(at, r + 3, r + 3);
        }
        painter.setPen(ghost ? QPen(pawn.colour.darker(120), 2, Qt::DashLine)
                             : QPen(pawn.colour.darker(170), 1.5));
        painter.setBrush(ghost ? QColor(255, 255, 255, 215) : pawn.colour);
        painter.drawEllipse(at, r, r);
        font.setPixelSize(static_cast<int>(std::max<qreal>(7, r * 1.1)));
        painter.setFont(font);
        painter.setPen(ghost ? pawn.colour.darker(120) : QColor(255, 255, 255));
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         marks_.at(static_cast<qsizetype>(&pawn - pawns_.data())));
    };
    for (int space = 0; space <= track_; ++space) {
        std::vector<const Pawn*> here;
        for (const Pawn& pawn : pawns_) {
            if (pawn.position == space) here.push_back(&pawn);
        }
        if (here.empty()) continue;
        const QPointF centre = along(g, g.spacing * (space + 0.5));
        const auto count = static_cast<int>(here.size());
        const qreal r = std::max<qreal>(6, count == 1 ? g.radius * 0.75 : g.radius * 0.52);
        const qreal spread = count == 1 ? 0 : g.radius * 0.62;
        for (int i = 0; i < count; ++i) {
            const qreal angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / count;
            paint_pawn(centre + spread * QPointF(std::cos(angle), std::sin(angle)), r,
                       *here[static_cast<std::size_t>(i)], false);
        }
    }
    if (ghost_) {
        const auto [seat, position] = *ghost_;
        if (seat >= 0 && static_cast<std::size_t>(seat) < pawns_.size()) {
            const QPointF at = along(g, g.spacing * (std::clamp(position, 0, track_) + 0.5));
            paint_pawn(at, std::max<qreal>(6, g.radius * 0.75),
                       pawns_[static_cast<std::size_t>(seat)], true);
        }
    }
}

void CrossTrack::paint_legend(QPainter& painter, const Geometry& g) const {
    // In the middle of the cross: the game's name and where every pawn stands.
    const qreal s = g.square.width();
    const qreal clear = g.radius * 2 + s / 30;
    const QRectF middle(g.square.left() + s / 4 - clear * 0.2, g.square.top() + s / 4 + clear,
                        s / 2 + clear * 0.4, s / 2 - 2 * clear);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::max<qreal>(12, s / 16)));
    painter.setFont(font);
    painter.setPen(QColor(150, 60, 30));
    const qreal title_height = font.pixelSize() * 1.4;
    painter.drawText(QRectF(middle.left(), middle.top(), middle.width(), title_height),
                     Qt::AlignCenter, QStringLiteral("EXXTRA"));
    const auto rows = static_cast<qreal>(std::max<std::size_t>(pawns_.size(), 3));
    const qreal row = std::min((middle.height() - title_height) / rows, s / 22);
    font.setBold(false);
    font.setPixelSize(static_cast<int>(std::max<qreal>(9, row * 0.62)));
    painter.setFont(font);
    qreal top = middle.top() + title_height;
    for (const Pawn& pawn : pawns_) {
        const QRectF line(middle.left() + middle.width() * 0.12, top, middle.width() * 0.76, row);
        painter.setPen(Qt::NoPen);
        painter.setBrush(pawn.colour);
        painter.drawEllipse(QPointF(line.left() + row * 0.35, line.center().y()), row * 0.3,
                            row * 0.3);
        font.setBold(pawn.has_dice);
        painter.setFont(font);
        painter.setPen(QColor(60, 45, 30));
        const QRectF text = line.adjusted(row * 0.85, 0, 0, 0);
        const QString where = pawn.position == 0        ? tr("Start")
                              : pawn.position == track_ ? tr("Goal")
                                                        : QString::number(pawn.position);
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                         painter.fontMetrics().elidedText(pawn.name, Qt::ElideRight,
                                                          static_cast<int>(text.width() * 0.7)));
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignRight, where);
        top += row;
    }
}

}  // namespace dicebox::exxtra_board
