#include "reserves_view.hpp"

#include <QPainter>
#include <QVBoxLayout>

#include "dicebox/board/dice_painter.hpp"
#include "story.hpp"

namespace dicebox::strike_board {

using dicebox::board::seat_colour;

namespace {

// The seat's colour washed towards white: a tint that keeps dark text readable.
QColor tint(const QColor& colour, float share) {
    const auto wash = [share](float channel) { return 1 - (1 - channel) * share; };
    return QColor::fromRgbF(wash(colour.redF()), wash(colour.greenF()), wash(colour.blueF()));
}

}  // namespace

ReserveDice::ReserveDice(QColor colour, QWidget* parent)
    : QWidget(parent), colour_(std::move(colour)) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ReserveDice::set_count(int count) {
    count_ = count;
    update();
}

void ReserveDice::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const qreal side = std::min<qreal>(height() - 2, 22);
    // Dice overlap a little when the reserve is long, so that all stay visible.
    const qreal step =
        count_ <= 1 ? side : std::min<qreal>(side + 3, (width() - side) / (count_ - 1));
    dicebox::board::DieLook look;
    look.body = tint(colour_, 0.45f);
    look.edge = colour_.darker(130);
    for (int i = 0; i < count_; ++i) {
        dicebox::board::paint_die_symbol(painter, QRectF(i * step, 1, side, side), QString(), look);
    }
}

ReservesView::ReservesView(const std::vector<QString>& names, dicebox::Language language,
                           QWidget* parent)
    : QWidget(parent), story_(names, language) {
    setObjectName(QStringLiteral("reserves"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(tr("Reserves"), this);
    title->setStyleSheet(QStringLiteral("font-weight: bold;"));
    layout->addWidget(title);
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        const QColor colour = seat_colour(static_cast<dicebox::Seat>(seat));
        Row row;
        row.frame = new QWidget(this);
        row.frame->setObjectName(QStringLiteral("seat_%1").arg(seat));
        auto* inner = new QVBoxLayout(row.frame);
        inner->setContentsMargins(8, 4, 8, 4);
        inner->setSpacing(2);
        row.label = new QLabel(row.frame);
        row.label->setObjectName(QStringLiteral("reserve_%1").arg(seat));
        row.label->setTextFormat(Qt::RichText);
        row.dice = new ReserveDice(colour, row.frame);
        row.dice->setObjectName(QStringLiteral("reserve_dice_%1").arg(seat));
        inner->addWidget(row.label);
        inner->addWidget(row.dice);
        row.frame->setAttribute(Qt::WA_StyledBackground);
        layout->addWidget(row.frame);
        rows_.push_back(row);
    }
    layout->addStretch();
}

void ReservesView::show_table(const StrikeTable& table) {
    const bool over = table.phase == QLatin1String("over");
    for (std::size_t seat = 0; seat < rows_.size() && seat < table.seats.size(); ++seat) {
        const SeatTable& state = table.seats[seat];
        const int s = static_cast<int>(seat);
        const QColor colour = seat_colour(s);
        const bool throwing = !over && s == table.current;
        QString words = state.out ? tr("is out") : Story::dice(state.reserve);
        if (table.match) words += QStringLiteral(" · ") + tr("%1 points").arg(state.points);
        if (throwing) words += QStringLiteral(" · ") + tr("throwing");
        rows_[seat].label->setText(
            QStringLiteral("<span style='color:%1; font-weight:bold;'>%2</span> %3")
                .arg(colour.name(), story_.name(s).toHtmlEscaped(), words.toHtmlEscaped()));
        // The same in plain words, for screen readers and the tests.
        rows_[seat].label->setAccessibleName(story_.name(s) + QLatin1Char(' ') + words);
        rows_[seat].dice->set_count(state.out ? 0 : state.reserve);
        rows_[seat].frame->setStyleSheet(
            throwing ? QStringLiteral("#seat_%1 { border: 2px solid %2; border-radius: 6px; "
                                      "background: %3; }")
                           .arg(seat)
                           .arg(colour.name(), tint(colour, 0.14f).name())
                     : QStringLiteral("#seat_%1 { border: 2px solid transparent; }").arg(seat));
        rows_[seat].frame->setEnabled(!state.out);
    }
}

}  // namespace dicebox::strike_board
