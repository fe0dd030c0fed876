// One chart of the charts view, or in its place a note saying why there is nothing to
// plot (no games yet, a history that cannot be read, a player without games).
#pragma once

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QStackedWidget>

namespace dicebox::gui {

class ChartPage : public QStackedWidget {
    Q_OBJECT

  public:
    explicit ChartPage(const QString& name, QWidget* parent = nullptr);

    // Shows `chart`, which the page then owns; the one shown before is deleted.
    void show_chart(QChart* chart);
    void show_note(const QString& note);

    bool plotted() const { return currentWidget() == view_; }
    QChart* chart() const { return view_->chart(); }
    QChartView* view() const { return view_; }
    QString note() const { return note_->text(); }

  private:
    QChartView* view_;
    QLabel* note_;
};

}  // namespace dicebox::gui
