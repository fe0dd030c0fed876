// Every player's reserve: the name in the seat's colour, the dice in hand drawn as a
// row of dice, who is throwing, who is out, and in a match the points so far.
#pragma once

#include <QLabel>
#include <QList>
#include <QWidget>
#include <vector>

#include "story.hpp"
#include "strike_table.hpp"

namespace dicebox::strike_board {

// A reserve's dice, drawn blank in the seat's colour (dice in hand show no face).
class ReserveDice : public QWidget {
    Q_OBJECT
    Q_PROPERTY(int count READ count)

  public:
    ReserveDice(QColor colour, QWidget* parent);
    int count() const { return count_; }
    void set_count(int count);
    QSize sizeHint() const override { return {220, 26}; }
    QSize minimumSizeHint() const override { return {80, 18}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QColor colour_;
    int count_ = 0;
};

class ReservesView : public QWidget {
    Q_OBJECT

  public:
    ReservesView(const std::vector<QString>& names, dicebox::Language language, QWidget* parent);
    void show_table(const StrikeTable& table);

  private:
    struct Row {
        QWidget* frame = nullptr;
        QLabel* label = nullptr;
        ReserveDice* dice = nullptr;
    };
    Story story_;  // the seats' names
    std::vector<Row> rows_;
};

}  // namespace dicebox::strike_board
