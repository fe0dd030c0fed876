// EXTRA!'s board: every seat's score sheet (the asked seat's large), the dice tray with
// the slots for pair 1, pair 2 and the 5th die, the choice's preview on the sheet, its
// explanation or the rules' refusal in words, and every legal choice as a list.
//
// Hot-seat secrecy: the board draws the view it is shown, in which the rules have left
// out every pending choice (the onlooker's, while a game is played); a choice is on
// screen only while its person builds it, and once chosen the board forgets it. A
// replay has no secrets: it shows the round's dice and every choice made on them.
#pragma once

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "assignment.hpp"
#include "dice_tray.hpp"
#include "dicebox/board/board_view.hpp"
#include "logged_round.hpp"
#include "sheet_widget.hpp"

namespace dicebox::extra_board {

class ExtraBoard : public dicebox::board::BoardView {
    Q_OBJECT

  public:
    ExtraBoard(const dicebox::board::Table& table, QWidget* parent);

    void show_game(const dicebox::board::Shown& game) override;
    void ask(dicebox::Seat seat) override;
    void refuse(dicebox::Seat seat, const QString& reason) override;
    void suggest(dicebox::Seat seat, const QString& action) override;

    QSize sizeHint() const override { return {1100, 750}; }

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    // What the rules make of the choice being built.
    struct Verdict {
        QString notation;      // empty while the choice is incomplete
        QString refusal;       // the rules' reason, or why nothing can be chosen yet
        nlohmann::json after;  // the asked seat's sheet with the choice entered, or null
    };

    // The board's parts, made in the order of the focus chain.
    QFont add_heading(QVBoxLayout& outer);
    void add_sheets(QHBoxLayout& body);
    void add_tray(QVBoxLayout& panel);
    void add_column_buttons(QVBoxLayout& panel);
    void add_explanation(QVBoxLayout& panel);
    void add_choice_list(QVBoxLayout& panel);
    void add_result(QVBoxLayout& panel, const QFont& big);
    void build_actions();
    void pick_die(int die);
    void take_back_slot(int slot);
    void drop_die(int die, int slot);
    void take_back_last();
    void clear_choice();
    void choose_column(int column);
    void next_column();
    void step_choice(int step);
    void choice_selected(int index);
    void confirm();

    Verdict judge() const;
    nlohmann::json preview(dicebox::Action action) const;
    QString explain(const nlohmann::json& after, const QString& notation) const;
    QString seat_status(dicebox::Seat seat) const;
    QString heading(bool active) const;
    // " · the game is over for Ann": the people whose own game has ended while the others
    // play on; empty when there are none.
    QString over_for() const;
    QString name_of(dicebox::Seat seat) const;
    dicebox::Seat large_seat() const;
    std::vector<int> roll() const;
    const nlohmann::json& sheet_of(dicebox::Seat seat) const;
    void fill_choices();
    void refresh();
    QString fifth_die_text(bool active) const;
    std::vector<int> refresh_columns(bool new_number);
    void refresh_explanation(bool active, const Verdict& verdict);
    void refresh_actions(bool active, const Verdict& verdict, bool new_number);
    void refresh_sheets(const Verdict& verdict);
    void refresh_result();
    void share_height();

    std::unique_ptr<dicebox::State> state_;  // the view last shown
    nlohmann::json json_;
    // The game as the dice of its last round fell, before anybody chose, and the events
    // up to that roll: the previews play on it (logged_round.hpp).
    std::unique_ptr<dicebox::State> rolled_;
    std::size_t rolled_events_ = 0;
    dicebox::Seat asked_ = -1;
    dicebox::Seat viewed_ = -1;  // the seat last asked or clicked: its sheet is large
    // The seat whose choice was just confirmed, until the game shown next tells of it (a
    // server answers after a while): it is waited on no more.
    dicebox::Seat sent_ = -1;
    Assignment assignment_;
    int column_ = -1;  // the column a new EXTRA number goes into, 0-based
    QString refused_;  // the rules' last refusal, shown until the choice changes
    bool filling_ = false;

    LoggedRound round_;  // what a replay or a finished game shows of the last round

    QLabel* round_label_;
    QVBoxLayout* sheets_;
    SheetWidget* main_sheet_;
    QGridLayout* others_;
    int per_row_ = 0;  // the other sheets to a row, as share_height found best
    std::vector<SheetWidget*> other_sheets_;
    DiceTray* tray_;
    QLabel* column_label_;
    std::vector<QPushButton*> column_buttons_;
    QLabel* explanation_;
    QComboBox* choices_;
    QPushButton* confirm_button_;
    QLabel* result_;

    std::vector<QAction*> die_actions_;
    QAction* take_back_action_;
    QAction* clear_action_;
    QAction* column_action_;
    QAction* next_choice_action_;
    QAction* previous_choice_action_;
    QAction* confirm_action_;
};

}  // namespace dicebox::extra_board
