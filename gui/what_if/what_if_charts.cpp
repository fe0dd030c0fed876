#include "what_if/what_if_charts.hpp"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dicebox::gui {
namespace {

// The step between the value axis' ticks: round, and a handful of them up to `top`.
double tick_step(double top) {
    for (const double step : {5.0, 10.0, 20.0}) {
        if (top / step <= 6) return step;
    }
    return 25.0;
}

// One bar set per series over `categories`; the value axis in percent, from 0 to a round
// top above the tallest bar.
QChart* bar_chart(const QString& title, const QStringList& categories, const QString& axis_title,
                  const std::vector<QBarSet*>& sets, const QString& value_title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    auto* bars = new QBarSeries;
    double tallest = 0;
    for (auto* set : sets) {
        for (int i = 0; i < set->count(); ++i) tallest = std::max(tallest, set->at(i));
        bars->append(set);
    }
    chart->addSeries(bars);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTruncateLabels(false);
    x->setLabelsAngle(categories.size() > 8 ? -90 : 0);
    x->setTitleText(axis_title);
    chart->addAxis(x, Qt::AlignBottom);
    bars->attachAxis(x);
    auto* y = new QValueAxis;
    const double step = tick_step(std::max(tallest, 5.0));
    y->setRange(0, std::max(1.0, std::ceil(tallest / step)) * step);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(step);
    y->setLabelFormat(QStringLiteral("%.0f%%"));
    y->setTitleText(value_title);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

}  // namespace

QChart* WhatIfCharts::histogram(const dicebox::host::Comparison& report,
                                const QStringList& series) {
    const auto& bins = report.histogram;
    std::vector<double> totals(static_cast<std::size_t>(series.size()), 0.0);
    for (const auto& bin : bins) {
        for (std::size_t s = 0; s < totals.size(); ++s)
            totals[s] += static_cast<double>(bin.counts[s]);
    }
    std::vector<QBarSet*> sets;
    for (const auto& name : series) sets.push_back(new QBarSet(name));
    QStringList categories;
    int width = 1;
    for (const auto& bin : bins) {
        const int from = bin.from;
        const int to = bin.to;
        // Each bin by its lowest score, short enough to be read under its bars.
        categories << QLocale().toString(from);
        width = to - from + 1;
        for (std::size_t s = 0; s < sets.size(); ++s) {
            const auto count = static_cast<double>(bin.counts[s]);
            sets[s]->append(totals[s] > 0 ? 100 * count / totals[s] : 0.0);
        }
    }
    const QString axis =
        width == 1 ? tr("score") : tr("score (bins of %1 points)").arg(QLocale().toString(width));
    return bar_chart(tr("Scores (all seats)"), categories, axis, sets, tr("share of scores"));
}

QChart* WhatIfCharts::win_shares(const dicebox::host::Comparison& report,
                                 const QStringList& series) {
    std::vector<QBarSet*> sets;
    for (const auto& name : series) sets.push_back(new QBarSet(name));
    QStringList categories;
    const auto& bots = report.bots;
    for (std::size_t seat = 0; seat < bots.size(); ++seat) {
        categories << tr("Seat %1 · %2").arg(seat + 1).arg(QString::fromStdString(bots[seat]));
        for (std::size_t s = 0; s < sets.size(); ++s) {
            sets[s]->append(100 * report.series[s].seats[seat].win_share);
        }
    }
    return bar_chart(tr("Wins"), categories, QString(), sets, tr("share of games won"));
}

}  // namespace dicebox::gui
