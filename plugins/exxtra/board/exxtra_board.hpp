// Exxtra's board: the cross-shaped track, the dice ladder, the two special dice, the
// Roll and Place buttons, and the last events in words. It reads the game only through
// the State API and its JSON; a choice goes out as "roll" or "place N".
#pragma once

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "cross_track.hpp"
#include "dice_ladder.hpp"
#include "dice_tray.hpp"
#include "dicebox/board/board_view.hpp"
#include "narration.hpp"

namespace dicebox::exxtra_board {

class ExxtraBoard : public dicebox::board::BoardView {
    Q_OBJECT

  public:
    ExxtraBoard(const dicebox::board::Table& table, QWidget* parent);
    ~ExxtraBoard() override;

    void show_game(const dicebox::board::Shown& game) override;
    void ask(dicebox::Seat seat) override;
    void refuse(dicebox::Seat seat, const QString& reason) override;
    void suggest(dicebox::Seat seat, const QString& action) override;
    QString written(const dicebox::Told& event) const override;

  private:
    QWidget* make_controls();
    void make_actions(int rings);
    void redraw();
    void update_controls();
    // Whether a person is asked for the seat with the dice, on a roll waiting for them.
    bool asking() const;
    void preview(int ring);
    void unpreview(int ring);
    void select(int ring);
    void place(int ring);
    void choose(const QString& action);
    void narrate(const std::vector<dicebox::Told>& events, const json& now);
    QString prompt_text() const;

    Names names_;
    std::unique_ptr<dicebox::State> state_;
    json json_;                  // state_->to_json()
    json previous_;              // the game last shown, to tell what the next event did
    std::size_t shown_log_ = 0;  // the events in the game last shown
    bool shown_ = false;
    dicebox::Seat asked_ = -1;
    TrayRoll invalid_roll_;  // the roll that just ended a turn, shown until the next roll

    QLabel* turn_ = nullptr;
    CrossTrack* track_ = nullptr;
    DiceLadder* ladder_ = nullptr;
    DiceTray* tray_ = nullptr;
    QPushButton* roll_button_ = nullptr;
    QPushButton* place_button_ = nullptr;
    QLabel* prompt_ = nullptr;
    QLabel* explanation_ = nullptr;
    QLabel* refusal_ = nullptr;
    QLabel* result_ = nullptr;
    QLabel* event_line_ = nullptr;
    QLabel* earlier_line_ = nullptr;
    QStringList earlier_;  // the events before the last, oldest first
    QAction* roll_action_ = nullptr;
    std::vector<QAction*> place_actions_;  // by ring
};

}  // namespace dicebox::exxtra_board
