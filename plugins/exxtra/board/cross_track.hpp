// The cross-shaped board: the track runs round the cross from Start to the Goal, and
// every pawn stands on its space in its player's colour. The track's length comes from
// the game (a house rule may change it); the spaces share the way round equally.
#pragma once

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QWidget>
#include <optional>
#include <vector>

namespace dicebox::exxtra_board {

struct Pawn {
    QColor colour;
    QString name;
    int position = 0;       // 0 is Start, the track's length the Goal
    bool has_dice = false;  // the player whose turn it is
};

class CrossTrack : public QWidget {
    Q_OBJECT
    // For tests and accessibility tools, which see the board only as QObjects.
    Q_PROPERTY(int track READ track)
    Q_PROPERTY(QVariantList positions READ positions)
    Q_PROPERTY(int ghost_position READ ghost_position)
    Q_PROPERTY(QStringList marks READ marks)

  public:
    explicit CrossTrack(QWidget* parent = nullptr);

    void show_track(int track, std::vector<Pawn> pawns);
    // Where pawn `seat` would stand after the previewed choice; nullopt: nothing previewed.
    void show_ghost(std::optional<std::pair<int, int>> seat_and_position);

    int track() const { return track_; }
    const std::vector<Pawn>& pawns() const { return pawns_; }
    // The mark drawn on each pawn, by seat (pawn_marks.hpp).
    const QStringList& marks() const { return marks_; }
    QVariantList positions() const;
    int ghost_position() const { return ghost_ ? ghost_->second : -1; }
    // The centre of a space in widget coordinates (for tests and tool tips).
    QPointF space_centre(int space) const;

    QSize sizeHint() const override { return {620, 620}; }
    QSize minimumSizeHint() const override { return {300, 300}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

  private:
    struct Geometry {
        QRectF square;               // the cross fits in it
        std::vector<QPointF> route;  // the track's middle line, round the cross
        qreal length = 0;
        qreal spacing = 0;  // between two spaces along the route
        qreal radius = 0;   // of a space
    };
    Geometry geometry() const;
    static QPointF along(const Geometry& geometry, qreal distance);
    void paint_cross(QPainter& painter, const Geometry& geometry) const;
    void paint_spaces(QPainter& painter, const Geometry& geometry) const;
    void paint_pawns(QPainter& painter, const Geometry& geometry) const;
    void paint_legend(QPainter& painter, const Geometry& geometry) const;

    int track_ = 21;
    std::vector<Pawn> pawns_;
    QStringList marks_;
    std::optional<std::pair<int, int>> ghost_;
};

}  // namespace dicebox::exxtra_board
