// A game in its tab: the board its plugin provides, what is going on, and the log.
#pragma once

#include <QAction>
#include <QLabel>
#include <QString>
#include <QWidget>
#include <memory>

#include "dicebox/board/board_abi.hpp"
#include "play/game_log.hpp"
#include "play/game_runner.hpp"

namespace dicebox::gui {

class GameTab : public QWidget {
    Q_OBJECT

  public:
    // Shows the game as it stands and plays on; `runner` is the tab's from now on.
    GameTab(std::unique_ptr<GameRunner> runner, const DiceboxBoard& board,
            QWidget* parent = nullptr);
    ~GameTab() override;

    GameRunner& runner() { return *runner_; }
    dicebox::board::BoardView& board() { return *board_; }
    // The tab's title: "EXTRA! · 12".
    QString title() const;
    // What is happening now, in a line ("Ann to choose", "Ben wins").
    QString status() const { return status_->text(); }

  signals:
    // The game stopped on an error; the app shows it in a dialog.
    void problem(const QString& message);

  private:
    // Asks the coach for the person asked, shows its best choices beside the board and
    // the best on it.
    void give_hint();
    // The board is shown the onlooker's view: hot-seat players share one screen, so no
    // pending choice of anybody's may be on it.
    void show_game(const dicebox::Session& session);
    void asking(dicebox::Seat seat);
    void finished();
    void stopped(const QString& why);
    QString name(dicebox::Seat seat) const;

    std::unique_ptr<GameRunner> runner_;
    dicebox::board::BoardView* board_ = nullptr;
    QLabel* status_ = nullptr;
    QAction* hint_action_ = nullptr;
    // The coach's hint, for the person asked only: gone with their choice.
    QLabel* hint_ = nullptr;
    dicebox::Seat asked_ = -1;
    GameLog* log_ = nullptr;
};

}  // namespace dicebox::gui
