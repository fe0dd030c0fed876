// The what-if view's table: each seat's mean score (with its 95% interval and standard
// deviation) and win share, under the printed rules and under the house rule, from the
// comparison of host/compare_report.hpp, so that the figures are the ones `dicebox simulate
// --compare` prints.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <optional>

#include "dicebox/host/compare_report.hpp"

namespace dicebox::gui {

class WhatIfFigures : public QAbstractTableModel {
    Q_OBJECT

  public:
    // Per series, these columns, after the seat's.
    enum Figure { Mean, Ci95, Stdev, WinShare, FiguresPerSeries };

    explicit WhatIfFigures(QObject* parent = nullptr);

    // The comparison's seats; `series` names its series in order (the printed rules, the
    // house rule). No comparison empties the table.
    void set_report(const std::optional<dicebox::host::Comparison>& report,
                    const QStringList& series);

    // The column of `figure` in series `series` (0: printed rules, 1: the house rule).
    static int column_of(int series, Figure figure) {
        return 1 + series * FiguresPerSeries + figure;
    }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    // Qt::DisplayRole: the figure in words; Qt::UserRole: the figure as the report has
    // it (a double; a win share from 0 to 1).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    std::optional<dicebox::host::Comparison> report_;
    QStringList series_;
};

}  // namespace dicebox::gui
