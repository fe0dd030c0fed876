// The dice of the round and the three places they go: pair 1, pair 2 and the 5th die.
//
// Clicking a die of the roll puts it into the next free slot; clicking a slot (or the
// die again) takes it back. The tray only shows an Assignment and reports clicks; the
// board changes the assignment.
#pragma once

#include <QAbstractButton>
#include <QLabel>
#include <QWidget>
#include <vector>

#include "assignment.hpp"

namespace dicebox::extra_board {

// A die drawn as a die (paint_die); an empty slot is drawn as a dashed outline.
class DieButton : public QAbstractButton {
    Q_OBJECT

  public:
    explicit DieButton(QWidget* parent = nullptr);
    // 0 draws the empty outline.
    void set_face(int face);
    int face() const { return face_; }
    // A die of the roll already lying in a slot: drawn faint.
    void set_placed(bool placed);
    bool placed() const { return placed_; }

    // A die of the roll: it can be dragged onto a slot.
    void set_drag_index(int index) { drag_index_ = index; }
    // A slot: a die dropped on it is reported.
    void set_takes_drops(bool takes);

    QSize sizeHint() const override { return {54, 54}; }
    QSize minimumSizeHint() const override { return {34, 34}; }

  signals:
    void die_dropped(int die);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    int drag_index_ = -1;
    QPoint press_;
    int face_ = 0;
    bool placed_ = false;
};

class DiceTray : public QWidget {
    Q_OBJECT

  public:
    explicit DiceTray(QWidget* parent = nullptr);

    // Shows `assignment`'s roll and slots; `active`: a person is choosing.
    void show_assignment(const Assignment& assignment, bool active);
    // The words beside the 5th die's slot: how it would be entered.
    void set_fifth_text(const QString& text);

    DieButton* die(int index) const { return dice_[static_cast<std::size_t>(index)]; }
    DieButton* slot(int index) const { return slots_[static_cast<std::size_t>(index)]; }
    int dice_shown() const { return shown_; }

  signals:
    void die_clicked(int die);
    void slot_clicked(int slot);
    void die_dropped(int die, int slot);

  private:
    std::vector<DieButton*> dice_;  // as many as a roll may have; extras hidden
    std::vector<DieButton*> slots_;
    std::vector<QLabel*> sums_;  // "= 7" beside each pair
    QLabel* roll_label_;
    QLabel* fifth_text_;
    int shown_ = 0;
};

}  // namespace dicebox::extra_board
