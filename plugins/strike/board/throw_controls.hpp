// The choices of a turn: a button per throw style, each with the risks the arena model
// gives it, and Stop, with the reason in words when stopping is not allowed. Each
// button is the face of one of the board's QActions, which carry the shortcuts.
#pragma once

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QWidget>
#include <array>

#include "strike_table.hpp"

namespace dicebox::strike_board {

class ThrowControls : public QWidget {
    Q_OBJECT

  public:
    ThrowControls(const std::array<QAction*, kStyles>& throws, QAction* stop, QWidget* parent);

    // The risks of each style for the throw to come (all of a reserve on a big throw).
    void show_risks(const StrikeTable& table);
    // Why Stop cannot be chosen now, or empty.
    void set_stop_reason(const QString& reason);

    QPushButton* throw_button(std::size_t style) const { return throw_buttons_.at(style); }
    QPushButton* stop_button() const { return stop_button_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QPushButton* button_for(QAction* action, const QString& name);

    std::array<QAction*, kStyles> throws_;
    std::array<QPushButton*, kStyles> throw_buttons_{};
    std::array<QLabel*, kStyles> risk_labels_{};
    QPushButton* stop_button_ = nullptr;
    QLabel* stop_reason_ = nullptr;
};

}  // namespace dicebox::strike_board
