// The dice ladder: rings 0 to 5 (a house rule may have more), each with the pairs on it.
// A ring is a button: hovering or focusing it previews what placing the roll there
// would do, clicking selects it for the Place button, a double click or Enter places.
#pragma once

#include <QAbstractButton>
#include <QButtonGroup>
#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <vector>

namespace dicebox::exxtra_board {

// A pair on a ring, as drawn: its owner's colour and name, and its two digits.
struct Chip {
    QColor colour;
    QString name;
    QString value;
    bool knocked = false;  // the previewed placement would send it back
};

class RingButton : public QAbstractButton {
    Q_OBJECT
    // For tests and accessibility tools: "Ann 71" per pair, the names struck out by the
    // preview, and the previewed roll's digits.
    Q_PROPERTY(QStringList pairs READ pairs)
    Q_PROPERTY(QStringList knocked READ knocked)
    Q_PROPERTY(QString ghost READ ghost)

  public:
    RingButton(int ring, QWidget* parent);

    int ring() const { return ring_; }
    void show_pairs(std::vector<Chip> chips);
    // The roll as it would stand here, drawn dashed; nullopt: none.
    void show_ghost(std::optional<Chip> ghost);
    const std::vector<Chip>& chips() const { return chips_; }
    QStringList pairs() const;
    QStringList knocked() const;
    QString ghost() const { return ghost_ ? ghost_->value : QString(); }

    QSize sizeHint() const override { return {360, 58}; }
    QSize minimumSizeHint() const override { return {220, 28}; }

  signals:
    void previewed(int ring);  // hovered or focused
    void unpreviewed(int ring);
    void activated(int ring);        // double-clicked, or Enter pressed on it
    void stepped(int ring, int by);  // arrow Up (+1, the ring above) or Down (-1)

  protected:
    void paintEvent(QPaintEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void paint_chip(QPainter& painter, const QRectF& box, const Chip& chip, bool ghost) const;

    int ring_;
    std::vector<Chip> chips_;
    std::optional<Chip> ghost_;
};

class DiceLadder : public QWidget {
    Q_OBJECT

  public:
    explicit DiceLadder(QWidget* parent = nullptr);

    // Rings 0..rings, highest first as on the real ladder; rebuilt when the count changes.
    void set_rings(int rings);
    int rings() const { return static_cast<int>(buttons_.size()) - 1; }
    RingButton* ring(int ring) const;
    // The ring selected for the Place button, or -1.
    int selected() const;
    void clear_selection();
    // Every ring's buttons, highest first (the tab order).
    std::vector<RingButton*> rings_top_down() const;

  signals:
    void previewed(int ring);
    void unpreviewed(int ring);
    void selected_changed(int ring);
    void activated(int ring);

  private:
    std::vector<RingButton*> buttons_;  // by ring
    QButtonGroup group_;
};

}  // namespace dicebox::exxtra_board
