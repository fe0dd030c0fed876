// The app's window. Its sections, chosen in the bar on the left: Play (the game switcher
// and a tab per game being played or replayed), History, Records, Charts and What if.
// Its menus set games up, resume them, make the current board's moves and edit the
// settings.
#pragma once

#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QStackedWidget>
#include <QTabWidget>
#include <cstdint>
#include <filesystem>
#include <functional>

#include "charts/charts_view.hpp"
#include "history/history_view.hpp"
#include "history/replay_view.hpp"
#include "online/online_dialog.hpp"
#include "online/online_game.hpp"
#include "play/game_setup.hpp"
#include "play/game_tab.hpp"
#include "records/records_view.hpp"
#include "what_if/what_if_view.hpp"
#include "window/catalog.hpp"
#include "window/game_list.hpp"

namespace dicebox::gui {

// Where the history came from: the settings, or --db, which wins over them.
enum class HistoryFrom { Settings, CommandLine };

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    // `history`: the database every game is recorded in.
    MainWindow(const Catalog& catalog, std::filesystem::path history,
               HistoryFrom from = HistoryFrom::Settings, QWidget* parent = nullptr);

    // In the order of the bar on the left (and of Ctrl+1 … Ctrl+5).
    enum class Section { Play, History, Records, Charts, WhatIf };
    void show_section(Section section);
    Section section() const { return static_cast<Section>(pages_->currentIndex()); }

    // The Play section's tabs: the game switcher, then the games and replays.
    QTabWidget* tabs() const { return tabs_; }
    HistoryView* history_view() const { return history_view_; }
    RecordsView* records_view() const { return records_; }
    ChartsView* charts_view() const { return charts_; }
    WhatIfView* what_if_view() const { return what_if_; }
    GameList* game_list() const { return games_; }
    QMenu* move_menu() const { return move_menu_; }
    // How long bots think, in the games open and those opened from now on (the tests need
    // none).
    void set_bot_pause(int milliseconds);
    int bot_pause() const { return bot_pause_; }

    // The dialogs of the Game and Help menus; each opens without blocking.
    void new_game(const dicebox::GameModule* game = nullptr);
    void resume_game();
    // Game ▸ Play online: join a server's table, or host one (the new game dialog).
    void play_online();
    void show_plugins();
    void edit_settings();
    // Opens the game in a new tab, or shows why it cannot be played; nullptr then.
    GameTab* start(const GameSetup& setup);
    // Resumes game `id` under its house rule, the script `rule_file` when given; a rule
    // not found is shown with the offer to choose its script.
    GameTab* resume(std::int64_t id, const std::filesystem::path& rule_file = {});
    // Takes a seat at a server's table (opening the table first when asked to); its game
    // opens in a new tab once the seat is taken, or a dialog says why none was. The game
    // is the window's until then.
    // Game ▸ Play online's dialog, opened.
    OnlineDialog* online_dialog();
    // `refused`, when given, is told why the seat could not be taken instead of the window.
    OnlineGame* take_seat(OnlineGame::Seating seating,
                          std::function<void(const QString&)> refused = {});
    // Opens game `id` of the history on its board to go through it step by step, or
    // shows why it cannot be replayed; nullptr then. Its house rule as resume() finds it.
    ReplayView* replay(std::int64_t id, const std::filesystem::path& rule_file = {});
    // Closes the game or replay tab at `index`; an unfinished game stays in the history
    // to resume.
    void close_game(int index);
    // Closes the tab at `index` as a person does (its close button, Ctrl+W): a game in
    // progress only once asked, in a dialog that opens without blocking.
    void ask_to_close(int index);
    // Help ▸ Rules of this game: the rules of the game in sight (its tab's, or the one
    // chosen in the switcher), in a dialog that opens without blocking.
    void show_rules();
    // The size and place the window had when it was last closed; the first time, a place
    // in the middle of the screen it opens on, whose room its size fits.
    void restore_place();
    // Records the games started from now on in `history`, and shows its games (in each
    // section as it is shown).
    void set_history(std::filesystem::path history);

  protected:
    // Asks first while games are in progress; remembers the window's size and place.
    void closeEvent(QCloseEvent* event) override;

  private:
    void build_menus();
    // The games in the tabs that are still going on.
    int games_in_progress() const;
    // The game whose rules Help ▸ Rules of this game shows, or nullptr.
    const dicebox::GameModule* game_in_sight() const;
    QWidget* play_page();
    // The game's board, or nullptr after telling why there is none.
    const DiceboxBoard* board_of(const dicebox::GameModule& module);
    // The new game dialog setting a table at `server` up, then the seat taken.
    void host_table(const QUrl& server);
    GameTab* open(std::unique_ptr<GameRunner> runner);
    GameTab* open(std::unique_ptr<PlayedGame> game);
    void current_changed();
    void section_changed(int index);
    void read_history();
    void problem(const QString& title, const QString& message);
    // Says why a stored game's house rule is not found and offers to choose its script,
    // the app's --rules FILE: `again` goes on with the file chosen.
    void rule_not_found(const QString& title, const QString& message,
                        std::function<void(const std::filesystem::path&)> again);

    const Catalog& catalog_;
    std::filesystem::path history_;
    HistoryFrom history_from_;
    QListWidget* sections_;
    QStackedWidget* pages_;
    QTabWidget* tabs_;
    GameList* games_;
    HistoryView* history_view_;
    RecordsView* records_;
    ChartsView* charts_;
    WhatIfView* what_if_;
    QMenu* move_menu_ = nullptr;
    int bot_pause_ = 600;
    bool quit_confirmed_ = false;
};

}  // namespace dicebox::gui
