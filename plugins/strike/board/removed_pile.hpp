// The removed pile: every die that showed X or left the arena lies here, out of the
// game for good, beside the count of the dice that never came into it.
#pragma once

#include <QWidget>

namespace strike_board {

class RemovedPile : public QWidget {
    Q_OBJECT
    Q_PROPERTY(int count READ count)

  public:
    explicit RemovedPile(QWidget* parent);
    int count() const { return count_; }
    void set_count(int count);
    QSize sizeHint() const override { return {240, 110}; }
    QSize minimumSizeHint() const override { return {120, 70}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    int count_ = 0;
};

}  // namespace strike_board
