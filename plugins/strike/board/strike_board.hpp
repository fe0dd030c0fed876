// Strike's board: the arena with its dice, every reserve, the removed pile, what the
// last throw did in words, and a button per throw style with its risks, and Stop.
#pragma once

#include <QAction>
#include <QLabel>
#include <array>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "arena_view.hpp"
#include "dicebox/board/board_view.hpp"
#include "removed_pile.hpp"
#include "reserves_view.hpp"
#include "story.hpp"
#include "strike_table.hpp"
#include "throw_controls.hpp"

namespace dicebox::strike_board {

class StrikeBoard : public dicebox::board::BoardView {
    Q_OBJECT

  public:
    StrikeBoard(const dicebox::board::Table& table, QWidget* parent);

    void show_game(const dicebox::board::Shown& game) override;
    void ask(dicebox::Seat seat) override;
    void refuse(dicebox::Seat seat, const QString& reason) override;
    void suggest(dicebox::Seat seat, const QString& action) override;
    QString written(const dicebox::Told& event) const override;

    QSize sizeHint() const override { return {1100, 750}; }

  private:
    void build_actions();
    void make_parts(const dicebox::board::Table& table);
    void lay_out();
    // What the last event did, told in words and, for a throw, shown in the arena.
    QString tell(const std::vector<dicebox::Told>& events, const nlohmann::json& now,
                 const StrikeTable& table);
    // How many of the removed dice showed X (the others flew out of the arena).
    static int removed_for_x(const std::vector<dicebox::Told>& events);
    void choose(const QString& choice);
    void idle();
    QString prompt() const;

    Story story_;
    std::array<QAction*, kStyles> throw_actions_{};
    QAction* stop_action_ = nullptr;

    QLabel* turn_ = nullptr;
    QLabel* announcement_ = nullptr;
    ArenaView* arena_ = nullptr;
    ReservesView* reserves_ = nullptr;
    RemovedPile* removed_ = nullptr;
    QLabel* removed_label_ = nullptr;
    QLabel* narration_ = nullptr;  // told_, once the dice rest
    QLabel* prompt_ = nullptr;
    QLabel* message_ = nullptr;
    QLabel* result_ = nullptr;
    ThrowControls* controls_ = nullptr;

    // The game last shown, for what ask() offers; and its table, to tell the next event.
    std::unique_ptr<dicebox::State> shown_;
    std::optional<StrikeTable> table_;
    std::size_t events_shown_ = 0;
    // What the game last shown did, in words: written under the arena once its dice rest,
    // so that the words never tell of a throw the arena has not shown yet.
    QString told_;
    dicebox::Seat asked_ = -1;
};

}  // namespace dicebox::strike_board
