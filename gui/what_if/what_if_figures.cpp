#include "what_if/what_if_figures.hpp"

#include <QLocale>

namespace dicebox::gui {

WhatIfFigures::WhatIfFigures(QObject* parent) : QAbstractTableModel(parent) {}

void WhatIfFigures::set_report(const std::optional<dicebox::host::Comparison>& report,
                               const QStringList& series) {
    beginResetModel();
    report_ = report;
    series_ = series;
    endResetModel();
}

int WhatIfFigures::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !report_) return 0;
    return static_cast<int>(report_->bots.size());
}

int WhatIfFigures::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return 1 + static_cast<int>(series_.size()) * FiguresPerSeries;
}

QVariant WhatIfFigures::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !report_) return {};
    const auto seat = static_cast<std::size_t>(index.row());
    if (index.column() == 0) {
        if (role != Qt::DisplayRole) return {};
        return tr("%1 · %2").arg(index.row() + 1).arg(QString::fromStdString(report_->bots[seat]));
    }
    const int series = (index.column() - 1) / FiguresPerSeries;
    const auto figure = static_cast<Figure>((index.column() - 1) % FiguresPerSeries);
    const auto& figures = report_->series[static_cast<std::size_t>(series)].seats[seat];
    const double value = figure == Mean    ? figures.spread.mean
                         : figure == Ci95  ? figures.spread.ci95
                         : figure == Stdev ? figures.spread.stdev
                                           : figures.win_share;
    switch (role) {
        case Qt::UserRole:
            return value;
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::DisplayRole: {
            const QLocale locale;
            switch (figure) {
                case Ci95:
                    return tr("± %1").arg(locale.toString(value, 'f', 1));
                case WinShare:
                    return tr("%1%").arg(locale.toString(100 * value, 'f', 1));
                default:
                    return locale.toString(value, 'f', 1);
            }
        }
        default:
            return {};
    }
}

QVariant WhatIfFigures::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return {};
    if (section == 0) return tr("Seat · bot");
    const auto series = static_cast<qsizetype>((section - 1) / FiguresPerSeries);
    if (series >= series_.size()) return {};
    const QString& name = series_[series];
    switch (static_cast<Figure>((section - 1) % FiguresPerSeries)) {
        case Mean:
            return tr("Mean\n%1").arg(name);
        case Ci95:
            return tr("95% interval\n%1").arg(name);
        case Stdev:
            return tr("Std. dev.\n%1").arg(name);
        default:
            return tr("Wins\n%1").arg(name);
    }
}

}  // namespace dicebox::gui
