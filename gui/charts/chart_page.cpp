#include "charts/chart_page.hpp"

namespace dicebox::gui {

ChartPage::ChartPage(const QString& name, QWidget* parent)
    : QStackedWidget(parent), view_(new QChartView(this)), note_(new QLabel(this)) {
    setObjectName(name);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setAccessibleName(name);
    note_->setAlignment(Qt::AlignCenter);
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    addWidget(view_);
    addWidget(note_);
    setCurrentWidget(note_);
}

void ChartPage::show_chart(QChart* chart) {
    // The view gives up the chart it showed without deleting it.
    QChart* old = view_->chart();
    view_->setChart(chart);
    delete old;
    note_->clear();
    setCurrentWidget(view_);
}

void ChartPage::show_note(const QString& note) {
    note_->setText(note);
    setCurrentWidget(note_);
}

}  // namespace dicebox::gui
