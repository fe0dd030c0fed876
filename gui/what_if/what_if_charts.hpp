// The what-if view's charts, from the comparison of host/compare_report.hpp: the two series'
// score histograms in the same bins, and each seat's win share under both.
#pragma once

#include <QChart>
#include <QCoreApplication>
#include <QStringList>

#include "dicebox/host/compare_report.hpp"

namespace dicebox::gui {

// `series` names the report's variants in order (the printed rules, the house rule).
class WhatIfCharts {
    Q_DECLARE_TR_FUNCTIONS(dicebox::gui::WhatIfCharts)

  public:
    // A bar per series in each of the report's bins: the share of the series' scores
    // (all seats) that fall in the bin, in percent, so that the series read alike.
    static QChart* histogram(const dicebox::host::Comparison& report, const QStringList& series);

    // A bar per series for each seat: its share of the games won, in percent (a shared
    // win counts for each winner).
    static QChart* win_shares(const dicebox::host::Comparison& report, const QStringList& series);
};

}  // namespace dicebox::gui
