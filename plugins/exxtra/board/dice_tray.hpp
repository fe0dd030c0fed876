// The current roll as Exxtra's two special dice, die A and die B, with its value.
#pragma once

#include <QString>
#include <QWidget>

namespace dicebox::exxtra_board {

// What the tray shows: the faces as the rules write them ("X", "7"), or none.
struct TrayRoll {
    QString a;        // die A's face; empty: no roll on the table
    QString b;        // die B's face
    QString value;    // "71"; empty for an invalid roll
    QString caption;  // under the dice: "roll 2 of this turn", "invalid: turn over"
    bool invalid = false;
};

class DiceTray : public QWidget {
    Q_OBJECT
    // For tests and accessibility tools: "7 1" (die A first) or empty, and the value.
    Q_PROPERTY(QString faces READ faces)
    Q_PROPERTY(QString value READ value)
    Q_PROPERTY(bool invalid READ invalid)

  public:
    explicit DiceTray(QWidget* parent = nullptr);

    void show_roll(const TrayRoll& roll);
    const TrayRoll& roll() const { return roll_; }
    QString faces() const { return roll_.a.isEmpty() ? QString() : roll_.a + u' ' + roll_.b; }
    QString value() const { return roll_.value; }
    bool invalid() const { return roll_.invalid; }

    QSize sizeHint() const override { return {300, 92}; }
    QSize minimumSizeHint() const override { return {200, 90}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    TrayRoll roll_;
};

}  // namespace dicebox::exxtra_board
