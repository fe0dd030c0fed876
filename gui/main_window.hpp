// The app's window: the game switcher and a tab per game being played, the menus that
// set games up and resume them, and the current board's moves.
#pragma once

#include <QMainWindow>
#include <QMenu>
#include <QTabWidget>
#include <cstdint>
#include <filesystem>

#include "catalog.hpp"
#include "game_list.hpp"
#include "game_setup.hpp"
#include "game_tab.hpp"

namespace gui {

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    // `history`: the database every game is recorded in.
    MainWindow(const Catalog& catalog, std::filesystem::path history, QWidget* parent = nullptr);

    QTabWidget* tabs() const { return tabs_; }
    GameList* game_list() const { return games_; }
    QMenu* move_menu() const { return move_menu_; }
    // How long bots think, for the games opened from now on (the tests need none).
    void set_bot_pause(int milliseconds) { bot_pause_ = milliseconds; }

    // The dialogs of the Game and Help menus; each opens without blocking.
    void new_game(const dicebox::GameModule* game = nullptr);
    void resume_game();
    void show_plugins();
    // Opens the game in a new tab, or shows why it cannot be played; nullptr then.
    GameTab* start(const GameSetup& setup);
    GameTab* resume(std::int64_t id);
    // Closes the game tab at `index`; an unfinished game stays in the history to resume.
    void close_game(int index);

  private:
    void build_menus();
    // The game's board, or nullptr after telling why there is none.
    const DiceboxBoard* board_of(const dicebox::GameModule& module);
    GameTab* open(std::unique_ptr<GameRunner> runner);
    void current_changed();
    void problem(const QString& title, const QString& message);

    const Catalog& catalog_;
    std::filesystem::path history_;
    QTabWidget* tabs_;
    GameList* games_;
    QMenu* move_menu_ = nullptr;
    int bot_pause_ = 600;
};

}  // namespace gui
