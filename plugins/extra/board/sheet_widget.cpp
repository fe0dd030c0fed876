#include "sheet_widget.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <algorithm>

#include "dicebox/board/dice_painter.hpp"
#include "figures.hpp"

namespace dicebox::extra_board {
namespace {

using nlohmann::json;

const QColor kPaper(255, 253, 245);
const QColor kZone(246, 214, 214);        // the −200 zone, rose as on the paper sheet
const QColor kMultiplier(226, 241, 226);  // the multiplier boxes
const QColor kLastBox(186, 222, 245);     // the game-ending box, light blue on paper
const QColor kGrid(120, 120, 120);
const QColor kFaint(150, 150, 150);
const QColor kPreviewBox(255, 238, 150);  // a box the previewed choice would cross
// Below this many pixels a box, the sheet is drawn compact (see Drawing::font_of); no text
// is drawn smaller than kSmallestText pixels.
constexpr double kCompactBox = 12.0;
constexpr int kSmallestText = 8;

int int_at(const json& object, const std::string& key) {
    return object.is_object() && object.contains(key) && object[key].is_number_integer()
               ? object[key].get<int>()
               : 0;
}

// The sheet in words, for screen readers (and tests): crosses per row and EXTRA column,
// the total, and what a previewed choice adds.
QString describe(const json& sheet, const json& after) {
    auto summary = [](const json& s) {
        QStringList rows;
        for (int sum = 2; sum <= 12; ++sum) {
            const int n = int_at(s["rows"], std::to_string(sum));
            if (n > 0) rows << QStringLiteral("%1:%2").arg(sum).arg(n);
        }
        QStringList columns;
        for (const auto& column : s["extra"]) {
            columns << (column["number"].is_null() ? QStringLiteral("-")
                                                   : QStringLiteral("%1:%2")
                                                         .arg(column["number"].get<int>())
                                                         .arg(column["crosses"].get<int>()));
        }
        return QObject::tr("rows %1; EXTRA %2; total %3")
            .arg(rows.join(' '), columns.join(' '), signed_number(int_at(s, "score")));
    };
    if (!sheet.is_object()) return {};
    QString out = summary(sheet);
    if (after.is_object()) out += QObject::tr(" | preview: ") + summary(after);
    return out;
}

void paint_cross(QPainter& painter, const QRectF& box, const QColor& colour, qreal width) {
    const qreal inset = box.width() * 0.2;
    const QRectF in = box.adjusted(inset, inset, -inset, -inset);
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(in.topLeft(), in.bottomRight());
    painter.drawLine(in.topRight(), in.bottomLeft());
}

}  // namespace

// Every measure in units of one row box; drawing() scales the whole to the widget.
struct SheetWidget::Grid {
    int rows = 0, widest_zone = 0, multipliers = 0, columns = 0, longest_column = 0;
    double margin = 0.35, title = 1.5, header = 0.9, total = 1.2;
    double sum_w = 1.3, gap = 0.25, points_w = 1.6, score_w = 3.4, extra_gap = 0.8;
    double column_w = 1.2, column_gap = 0.3;

    double zone_x() const { return margin + sum_w; }
    double zero_x() const { return zone_x() + widest_zone; }
    double points_x() const { return zero_x() + 1 + multipliers + gap; }
    double score_x() const { return points_x() + points_w; }
    double extra_x() const { return score_x() + score_w + extra_gap; }
    double header_y() const { return margin + title; }
    double rows_y() const { return header_y() + header; }
    double total_y() const { return rows_y() + rows; }
    double width() const {
        return extra_x() + columns * column_w + std::max(0, columns - 1) * column_gap + margin;
    }
    double height() const { return total_y() + total + margin; }
    // EXTRA boxes share the rows' height, squeezed when a house rule makes them long.
    double column_box_h() const {
        return longest_column == 0 ? 1.0 : std::min(1.0, (rows + 0.3) / longest_column);
    }
};

SheetWidget::SheetWidget(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void SheetWidget::set_sheet(const json& params, const json& sheet, const json& after,
                            dicebox::Seat seat, const QString& name, const QString& status) {
    params_ = params;
    sheet_ = sheet;
    after_ = after;
    seat_ = seat;
    name_ = name;
    status_ = status;
    setAccessibleName(name);
    setAccessibleDescription(describe(sheet_, after_));
    update();
}

void SheetWidget::set_asked(bool asked) {
    asked_ = asked;
    update();
}

void SheetWidget::set_column_choice(std::vector<int> columns, int chosen) {
    choosable_columns_ = std::move(columns);
    chosen_column_ = chosen;
    update();
}

double SheetWidget::aspect() const {
    const Grid g = grid();
    return g.height() / g.width();
}

QSize SheetWidget::sizeHint() const {
    return {420, 280};  // small: the board shares its height out (share_height)
}

QSize SheetWidget::minimumSizeHint() const {
    return {120, 80};  // several in a row beside the dice on a small screen
}

SheetWidget::Grid SheetWidget::grid() const {
    Grid g;
    if (!params_.is_object()) return g;
    g.rows = static_cast<int>(params_["zone_boxes"].size());
    for (const auto& n : params_["zone_boxes"])
        g.widest_zone = std::max(g.widest_zone, n.get<int>());
    g.multipliers = static_cast<int>(params_["multipliers"].size());
    if (sheet_.is_object()) {
        g.columns = static_cast<int>(sheet_["extra"].size());
        for (const auto& column : sheet_["extra"]) {
            g.longest_column = std::max(g.longest_column, column["length"].get<int>());
        }
    }
    // A compact sheet's points ("100") are wider than its boxes: their column is made
    // wider, and set further off the boxes, so that they do not touch them.
    if (std::min(width() / g.width(), height() / g.height()) < kCompactBox) {
        g.gap = 0.5;
        g.points_w = 2.3;
    }
    return g;
}

// One paint: the painter, where a place of the grid lands in pixels, and the seat's colours.
struct SheetWidget::Drawing {
    QPainter& painter;
    const Grid& g;
    double u;         // pixels to a box's width
    double uy;        // pixels to a box's height: more than u in a compact sheet
    double ox, oy;    // where the sheet's top left corner lands
    bool compact;     // too small to read whole: see font_of
    QFont font;       // the widget's, which every text is drawn in at its own size
    QColor colour;    // the seat's
    QColor ink;       // the crosses and scores written
    QColor preview;   // the crosses the previewed choice would write
    qreal cross_w;    // a cross's stroke
    bool previewing;  // a choice is previewed over the sheet

    QRectF at(double x, double y, double w, double h) const {
        return QRectF(ox + x * u, oy + y * uy, w * u, h * uy);
    }
    // A small sheet is drawn compact: what cannot be read at its size (the multipliers
    // printed in the boxes) is left out, its header is written short (paint_header), and
    // every text kept is at least 8 px, let out of its box rather than clipped.
    QFont font_of(double size, bool bold) const {
        QFont f = font;
        f.setPixelSize(std::max(kSmallestText, static_cast<int>(size * u)));
        f.setBold(bold);
        return f;
    }
};

void SheetWidget::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!params_.is_object() || !sheet_.is_object()) return;
    const Grid g = grid();
    const Drawing d = drawing(painter, g);
    paint_paper(d);
    paint_title(d);
    paint_header(d);
    for (int row = 0; row < g.rows; ++row) paint_row(d, row);
    paint_bold_line(d);
    paint_total(d);
    column_heads_.clear();
    for (int k = 0; k < g.columns; ++k) paint_extra_column(d, k);
    if (g.columns > 0) paint_extra_label(d);
}

SheetWidget::Drawing SheetWidget::drawing(QPainter& painter, const Grid& g) const {
    const QColor colour = dicebox::board::seat_colour(seat_);
    QColor preview = colour;
    preview.setAlpha(150);
    const double u = std::min(width() / g.width(), height() / g.height());
    // A compact sheet may be drawn taller than its proportions (its rows up to
    // compact_stretch times as high as its boxes are wide) so that its texts fit its rows.
    const bool compact = u < kCompactBox;
    const double uy = compact ? std::min(height() / g.height(), compact_stretch * u) : u;
    const double ox = (width() - g.width() * u) / 2;
    const double oy = 0;  // top-aligned: the name stays where the eye looks first
    return Drawing{.painter = painter,
                   .g = g,
                   .u = u,
                   .uy = uy,
                   .ox = ox,
                   .oy = oy,
                   .compact = compact,
                   .font = font(),
                   .colour = colour,
                   .ink = colour.darker(135),
                   .preview = preview,
                   .cross_w = std::max(1.5, 0.11 * u),
                   .previewing = after_.is_object()};
}

// The paper, edged in the seat's colour; thick for the seat being asked.
void SheetWidget::paint_paper(const Drawing& d) const {
    const qreal edge = asked_ ? 4.0 : 1.5;
    d.painter.setPen(QPen(d.colour, edge));
    d.painter.setBrush(kPaper);
    d.painter.drawRoundedRect(QRectF(d.ox, d.oy, d.g.width() * d.u, d.g.height() * d.uy)
                                  .adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2),
                              8, 8);
}

// The title: the name, what the seat is doing.
void SheetWidget::paint_title(const Drawing& d) const {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    painter.setFont(d.font_of(0.75, true));
    painter.setPen(d.colour);
    const QRectF title = d.at(g.margin + 0.2, g.margin, g.width() - 2 * g.margin - 0.4, g.title);
    painter.drawText(title, Qt::AlignLeft | Qt::AlignVCenter, name_);
    const int name_w = painter.fontMetrics().horizontalAdvance(name_);
    painter.setFont(d.font_of(0.5, false));
    painter.setPen(kFaint.darker(130));
    painter.drawText(title.adjusted(name_w + 0.5 * d.u, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                     status_);
}

// The header row: the zone's name, the 0 and the multipliers over their boxes, P, points.
// On a small sheet what does not fit its box is written short ("−200", "7" for ×7).
void SheetWidget::paint_header(const Drawing& d) {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    const double hy = g.header_y();
    painter.setFont(d.font_of(0.45, true));
    painter.setPen(Qt::black);
    headers_.clear();
    const auto header = [&](const QRectF& box, const QString& text, const QString& short_text) {
        // With a little room either side, or the headers of neighbouring boxes run together.
        const bool fits = painter.fontMetrics().horizontalAdvance(text) + 4 <= box.width();
        headers_ << (fits ? text : short_text);
        painter.drawText(box, Qt::AlignCenter | Qt::TextDontClip, headers_.back());
    };
    header(d.at(g.zone_x(), hy, g.widest_zone, g.header), tr("−200 zone"), tr("−200"));
    header(d.at(g.zero_x(), hy, 1, g.header), QStringLiteral("0"), QStringLiteral("0"));
    for (int m = 0; m < g.multipliers; ++m) {
        const int times = params_["multipliers"][m].get<int>();
        header(d.at(g.zero_x() + 1 + m, hy, 1, g.header), QStringLiteral("×%1").arg(times),
               QString::number(times));
    }
    header(d.at(g.points_x(), hy, g.points_w, g.header), tr("P"), tr("P"));
    header(d.at(g.score_x(), hy, g.score_w, g.header), tr("points"), tr("points"));
}

// One row of sums 2–12: its sum, its boxes, the points of a cross and the row's score.
void SheetWidget::paint_row(const Drawing& d, int row) {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    const std::string sum = std::to_string(row + 2);
    const double y = g.rows_y() + row;
    const int crosses = int_at(sheet_["rows"], sum);
    const int crosses_after = d.previewing ? int_at(after_["rows"], sum) : crosses;
    if (row % 2 == 1) {
        painter.fillRect(d.at(g.margin, y, g.score_x() + g.score_w - g.margin, 1),
                         QColor(0, 0, 0, 10));
    }
    painter.setFont(d.font_of(0.55, true));
    painter.setPen(Qt::black);
    painter.drawText(d.at(g.margin, y, g.sum_w - 0.25, 1),
                     Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                     QString::fromStdString(sum));
    paint_row_boxes(d, row, crosses, crosses_after);
    painter.setFont(d.font_of(0.45, false));
    painter.setPen(Qt::black);
    painter.drawText(d.at(g.points_x(), y, g.points_w - 0.2, 1),
                     Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                     QString::number(params_["row_points"][row].get<int>()));
    paint_row_score(d, row, crosses, crosses_after);
}

// A row's boxes: the zone's right-aligned against the bold line, as on the paper sheet,
// then the 0 box and the multiplier boxes; those crossed, and those the choice would cross.
void SheetWidget::paint_row_boxes(const Drawing& d, int row, int crosses, int crosses_after) {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    const double y = g.rows_y() + row;
    const int zone = params_["zone_boxes"][row].get<int>();
    const int boxes = zone + 1 + g.multipliers;
    for (int box = 0; box < boxes; ++box) {
        const double x = g.zero_x() - zone + box;
        const QRectF r = d.at(x + 0.04, y + 0.06, 0.92, 0.88);
        const bool will_cross = box >= crosses && box < crosses_after;
        painter.setPen(QPen(kGrid, 1));
        painter.setBrush(will_cross    ? kPreviewBox
                         : box < zone  ? kZone
                         : box == zone ? QColor(Qt::white)
                                       : kMultiplier);
        painter.drawRect(r);
        if (box > zone && !d.compact) {  // the multiplier, faint, as printed in the box
            painter.setFont(d.font_of(0.32, false));
            painter.setPen(kFaint);
            painter.drawText(
                r, Qt::AlignCenter,
                QStringLiteral("×%1").arg(params_["multipliers"][box - zone - 1].get<int>()));
        }
        if (box < crosses) paint_cross(painter, r, d.ink, d.cross_w);
        if (will_cross) paint_cross(painter, r, d.preview, d.cross_w);
    }
}

// The row's score now, and what the choice would make it.
void SheetWidget::paint_row_score(const Drawing& d, int row, int crosses, int crosses_after) {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    const std::string sum = std::to_string(row + 2);
    QString score = crosses == 0 ? QString() : signed_number(int_at(sheet_["row_scores"], sum));
    painter.setFont(d.font_of(0.5, true));
    painter.setPen(d.ink);
    const QRectF score_box = d.at(g.score_x(), g.rows_y() + row, g.score_w - 0.1, 1);
    if (crosses_after != crosses) {
        // The score the choice would make, in the preview's colour; "now → then"
        // only when it changes.
        const QString next = signed_number(int_at(after_["row_scores"], sum));
        painter.setPen(d.colour);
        painter.setFont(d.font_of(0.46, true));
        painter.drawText(
            score_box, Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
            score.isEmpty() || score == next ? next : score + QStringLiteral(" → ") + next);
    } else {
        painter.drawText(score_box, Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip, score);
    }
}

// The bold line before the 0 boxes, through every row.
void SheetWidget::paint_bold_line(const Drawing& d) const {
    const Grid& g = d.g;
    d.painter.setPen(QPen(Qt::black, std::max(2.0, 0.14 * d.u)));
    d.painter.drawLine(d.at(g.zero_x(), g.rows_y(), 0, 0).topLeft(),
                       d.at(g.zero_x(), g.total_y(), 0, 0).topLeft());
}

// The total, and what the choice would make it, under a line across the rows.
void SheetWidget::paint_total(const Drawing& d) const {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    painter.setFont(d.font_of(0.62, true));
    const QRectF total_box =
        d.at(g.points_x() - 2, g.total_y() + 0.1, g.score_w + g.points_w + 1.9, g.total - 0.2);
    painter.setPen(Qt::black);
    painter.drawText(d.at(g.margin, g.total_y() + 0.1, g.points_x() - 2 - g.margin, g.total - 0.2),
                     Qt::AlignRight | Qt::AlignVCenter, tr("Total"));
    const int total = int_at(sheet_, "score");
    const int total_after = d.previewing ? int_at(after_, "score") : total;
    painter.setPen(d.ink);
    painter.drawText(total_box, Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                     total_after == total ? signed_number(total)
                                          : signed_number(total) + QStringLiteral(" → ") +
                                                signed_number(total_after));
    painter.setPen(QPen(Qt::black, 1));
    painter.drawLine(d.at(g.margin, g.total_y() + 0.05, 0, 0).topLeft(),
                     d.at(g.score_x() + g.score_w, g.total_y() + 0.05, 0, 0).topLeft());
}

// EXTRA column k: the number at the head, the boxes below, the last one marked; its
// head and boxes kept in column_heads_ for a click to find.
void SheetWidget::paint_extra_column(const Drawing& d, int k) {
    const Grid& g = d.g;
    QPainter& painter = d.painter;
    const double bh = g.column_box_h();
    const json& column = sheet_["extra"][k];
    const json& column_after = d.previewing ? after_["extra"][k] : column;
    const double x = g.extra_x() + k * (g.column_w + g.column_gap);
    const int length = column["length"].get<int>();
    const int crosses = column["crosses"].get<int>();
    const int crosses_after = column_after["crosses"].get<int>();
    const QRectF head = d.at(x, g.header_y(), g.column_w, g.header);
    column_heads_.push_back(d.at(x, g.header_y(), g.column_w, g.header + length * bh));
    const bool choosable = std::find(choosable_columns_.begin(), choosable_columns_.end(), k) !=
                           choosable_columns_.end();
    QColor head_fill = Qt::white;
    if (choosable && k == chosen_column_) head_fill = kPreviewBox;
    painter.setBrush(head_fill);
    painter.setPen(choosable ? QPen(d.colour, 2, Qt::DashLine) : QPen(Qt::black, 1.5));
    painter.drawRect(head);
    painter.setFont(d.font_of(0.7, true));
    if (!column["number"].is_null()) {
        painter.setPen(d.ink);
        painter.drawText(head, Qt::AlignCenter, QString::number(column["number"].get<int>()));
    } else if (!column_after["number"].is_null()) {
        painter.setPen(d.colour);
        painter.drawText(head, Qt::AlignCenter, QString::number(column_after["number"].get<int>()));
    }
    for (int box = 0; box < length; ++box) {
        const QRectF r = d.at(x, g.rows_y() + box * bh, g.column_w, bh);
        const bool will_cross = box >= crosses && box < crosses_after;
        painter.setPen(QPen(kGrid, 1));
        painter.setBrush(will_cross ? kPreviewBox : box == length - 1 ? kLastBox : Qt::white);
        painter.drawRect(r);
        const qreal side = std::min(r.width(), r.height());
        const QRectF square(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
        if (box < crosses) paint_cross(painter, square, d.ink, d.cross_w);
        if (will_cross) paint_cross(painter, square, d.preview, d.cross_w);
    }
}

// "EXTRA" under the columns, where the rows have their total.
void SheetWidget::paint_extra_label(const Drawing& d) const {
    const Grid& g = d.g;
    d.painter.setFont(d.font_of(0.55, true));
    d.painter.setPen(Qt::black);
    const double w = g.columns * g.column_w + (g.columns - 1) * g.column_gap;
    d.painter.drawText(d.at(g.extra_x(), g.total_y() + 0.1, w, g.total - 0.2),
                       Qt::AlignCenter | Qt::TextDontClip, tr("EXTRA"));
}

void SheetWidget::mousePressEvent(QMouseEvent* event) {
    for (std::size_t k = 0; k < column_heads_.size(); ++k) {
        const int column = static_cast<int>(k);
        if (column_heads_[k].contains(event->position()) &&
            std::find(choosable_columns_.begin(), choosable_columns_.end(), column) !=
                choosable_columns_.end()) {
            emit column_clicked(column);
            return;
        }
    }
    emit clicked(seat_);
}

}  // namespace dicebox::extra_board
