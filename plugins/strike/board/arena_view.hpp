// The arena: a round tray seen from above, with its dice where they came to rest. A
// throw is shown as it happens: the thrown dice tumble in from the thrower's side,
// knocked dice jump and turn, lost dice fly out, and once all lie still the X dice and
// the dice the thrower takes fade away, leaving the arena as the rules left it.
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRandomGenerator>
#include <QVariantAnimation>
#include <QWidget>

#include "strike_table.hpp"

namespace dicebox::strike_board {

class ArenaView : public QWidget {
    Q_OBJECT
    // The number faces in the arena once the dice rest, as the rules left them.
    Q_PROPERTY(QList<int> faces READ faces)
    Q_PROPERTY(bool tumbling READ tumbling)

  public:
    explicit ArenaView(QWidget* parent = nullptr);

    QList<int> faces() const;
    bool tumbling() const;

    // The arena as it stands, without a throw: dice that still lie there keep their place.
    void show_dice(const QList<int>& faces);
    // A throw of `thrown` dice (or the starting die) came to rest as `rest`; `after` is
    // what the rules left in the arena once X dice were removed and matches taken.
    void throw_in(int thrown, const AtRest& rest, const QList<int>& after, const QColor& thrower);
    // Words written across an empty arena (the big throw).
    void set_caption(const QString& caption);
    // Ends a running animation at once, on the arena at rest.
    void finish();

    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {320, 220}; }

  signals:
    // The dice of a throw have come to rest (or were made to at once).
    void settled();

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    // A die in arena units: the tray is an ellipse of semi-axes kA × kB around (0, 0).
    struct Die {
        QPointF at;
        qreal angle = 0;
        int face = 0;  // 1 shows X
    };
    // A die during a throw: where it goes, and what becomes of it.
    struct Moving {
        Die from;
        Die to;
        bool rolls = false;   // tumbles (thrown or knocked): the face changes on the way
        bool lost = false;    // flies out or misses: fades on the way
        bool leaves = false;  // an X or a taken die: fades once all rest
        qreal spin = 0;
    };

    QPointF free_spot(const QList<QPointF>& taken);
    qreal between(qreal low, qreal high);
    void paint_tray(QPainter& painter) const;
    void paint_die_at(QPainter& painter, const Die& die, qreal size, qreal opacity) const;
    qreal die_size(qsizetype count) const;

    QList<Die> dice_;
    QList<Moving> moving_;
    QList<Die> after_;  // the dice at rest once a throw is over
    QString caption_;
    QColor thrower_;
    QVariantAnimation animation_;
    QRandomGenerator random_{20260513};
};

}  // namespace dicebox::strike_board
