// The removed pile: every die that showed X or left the arena lies here, out of the
// game for good, beside the count of the dice that never came into it.
#pragma once

#include <QWidget>

namespace dicebox::strike_board {

class RemovedPile : public QWidget {
    Q_OBJECT
    Q_PROPERTY(int count READ count)
    Q_PROPERTY(int x READ x)

  public:
    explicit RemovedPile(QWidget* parent);
    int count() const { return count_; }
    int x() const { return x_; }
    // `count` dice removed, `x` of them for showing X (drawn with their X), the others
    // lost out of the arena (drawn blank).
    void set_count(int count, int x);
    QSize sizeHint() const override { return {240, 110}; }
    QSize minimumSizeHint() const override { return {120, 70}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    int count_ = 0;
    int x_ = 0;
};

}  // namespace dicebox::strike_board
