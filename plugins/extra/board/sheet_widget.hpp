// One player's score sheet, drawn like the paper one (docs/rules.md, EXTRA!): rows 2–12 with the
// −200 zone, the bold line, the 0 box and the multiplier boxes, the points and each
// row's score, the total; beside them the EXTRA columns, the last box of each marked.
//
// Everything is drawn from the state JSON (the seat's sheet and the game's params), so
// a house rule's zone lengths, multipliers or columns are drawn as they are. A preview
// (the same sheet with a choice entered) is drawn over it in the seat's lighter colour.
#pragma once

#include <QRectF>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/state.hpp"

class QPainter;

namespace dicebox::extra_board {

class SheetWidget : public QWidget {
    Q_OBJECT
    // What the seat is doing, as the title says it: "bot · to choose".
    Q_PROPERTY(QString status READ status)
    // The column headers as last drawn, written short on a small sheet: "−200", "0", "1" …
    Q_PROPERTY(QStringList headers READ headers)

  public:
    explicit SheetWidget(QWidget* parent = nullptr);

    // The sheet of `seat` (an entry of the state's "seats") under `params`; `after` is
    // the same entry with the choice being built entered, or null for no preview.
    void set_sheet(const nlohmann::json& params, const nlohmann::json& sheet,
                   const nlohmann::json& after, dicebox::Seat seat, const QString& name,
                   const QString& status);
    // Drawn highlighted: the seat being asked.
    void set_asked(bool asked);
    // The empty columns that may take a new EXTRA number (clickable), and the one chosen.
    void set_column_choice(std::vector<int> columns, int chosen);

    dicebox::Seat seat() const { return seat_; }
    const QString& status() const { return status_; }
    const QStringList& headers() const { return headers_; }
    const nlohmann::json& sheet() const { return sheet_; }

    // Height over width of the drawn sheet (it keeps its proportions in any widget,
    // except a sheet too small to read whole: drawn compact, it may be up to
    // compact_stretch times as tall, its rows higher than its boxes are wide).
    double aspect() const;
    static constexpr double compact_stretch = 1.4;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void column_clicked(int column);
    void clicked(dicebox::Seat seat);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    struct Grid;     // the sheet's layout in units of one box
    struct Drawing;  // one paint: the painter, the scale, the seat's colours
    Grid grid() const;
    Drawing drawing(QPainter& painter, const Grid& g) const;
    // The parts of the sheet, in the order they are painted.
    void paint_paper(const Drawing& d) const;
    void paint_title(const Drawing& d) const;
    void paint_header(const Drawing& d);
    void paint_row(const Drawing& d, int row);
    void paint_row_boxes(const Drawing& d, int row, int crosses, int crosses_after);
    void paint_row_score(const Drawing& d, int row, int crosses, int crosses_after);
    void paint_bold_line(const Drawing& d) const;
    void paint_total(const Drawing& d) const;
    void paint_extra_column(const Drawing& d, int k);
    void paint_extra_label(const Drawing& d) const;

    nlohmann::json params_;
    nlohmann::json sheet_;
    nlohmann::json after_;
    dicebox::Seat seat_ = 0;
    QString name_;
    QString status_;
    QStringList headers_;
    bool asked_ = false;
    std::vector<int> choosable_columns_;
    int chosen_column_ = -1;
    std::vector<QRectF> column_heads_;  // where each EXTRA column's head was drawn
};

}  // namespace dicebox::extra_board
