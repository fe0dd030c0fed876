// A game in its tab, played here or at a server: the board its plugin provides, who is at
// the table, what is going on, and the log.
#pragma once

#include <QAction>
#include <QLabel>
#include <QSplitter>
#include <QString>
#include <QWidget>
#include <memory>

#include "dicebox/board/board_abi.hpp"
#include "play/game_log.hpp"
#include "play/played_game.hpp"

namespace dicebox::gui {

class GameTab : public QWidget {
    Q_OBJECT

  public:
    // Shows the game as it stands and plays on; `game` is the tab's from now on.
    GameTab(std::unique_ptr<PlayedGame> game, const DiceboxBoard& board, QWidget* parent = nullptr);
    ~GameTab() override;

    PlayedGame& game() { return *game_; }
    dicebox::board::BoardView& board() { return *board_; }
    // The tab's title: "EXTRA! · 12".
    QString title() const { return game_->title(); }
    // What is happening now, in a line ("Ann to choose", "Ben wins").
    QString status() const { return status_->text(); }

  signals:
    // The game stopped on an error; the app shows it in a dialog.
    void problem(const QString& message);
    // board() is another one, with other actions.
    void board_changed();

  private:
    // Makes the board for the table as it is now, in place of the one there was.
    void set_board();
    // Asks the coach for the person asked, shows its best choices beside the board and
    // the best on it.
    void give_hint();
    // The log and the board are shown the game as the window may know it (PlayedGame):
    // hot-seat players share one screen, so nobody's pending choice may be on it.
    void show_game();
    void asking(dicebox::Seat seat);
    // Who is to play after an event, bots too: the status follows the game, not only the
    // people it asks.
    void show_whose_turn();
    // Who is at the table, when the game says (a game at a server); hidden otherwise.
    void show_table();
    void finished();
    void stopped(const QString& why);
    QString name(dicebox::Seat seat) const;

    std::unique_ptr<PlayedGame> game_;
    const DiceboxBoard& board_maker_;
    QSplitter* splitter_ = nullptr;
    dicebox::board::BoardView* board_ = nullptr;
    QLabel* table_ = nullptr;
    QLabel* status_ = nullptr;
    QAction* hint_action_ = nullptr;
    // The coach's hint, for the person asked only: gone with their choice.
    QLabel* hint_ = nullptr;
    dicebox::Seat asked_ = -1;
    GameLog* log_ = nullptr;
};

}  // namespace dicebox::gui
