#include "window/main_window.hpp"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QVBoxLayout>

#include "dicebox/db/history.hpp"
#include "dicebox/net/table_view.hpp"
#include "online/online_dialog.hpp"
#include "play/new_game_dialog.hpp"
#include "play/resume_dialog.hpp"
#include "settings/settings.hpp"
#include "settings/settings_dialog.hpp"
#include "window/plugins_dialog.hpp"
#include "window/remembered.hpp"
#include "window/rules_dialog.hpp"

namespace dicebox::gui {
namespace {

// The people in the history, to complete names with; none when there is no history yet
// or it cannot be read (recording will say why).
QStringList people_in(const std::filesystem::path& history) {
    QStringList names;
    if (dicebox::db::nothing_recorded(history)) return names;
    try {
        dicebox::db::Store store(history, dicebox::db::Access::Read);
        for (const auto& name : dicebox::db::people(store)) names << QString::fromStdString(name);
    } catch (const dicebox::db::StoreError&) {
    }
    return names;
}

// The window's size the first time: 1280×820, or less on a screen with less room, so that
// the whole of it, the frame the desktop draws around it included, fits the screen.
QSize first_size(const QScreen* screen) {
    const QSize wanted(1280, 820);
    if (screen == nullptr) return wanted;
    // Room for a frame and a title bar, which are not known before the window is shown.
    const QSize frame(16, 48);
    return wanted.boundedTo(screen->availableGeometry().size() - frame);
}

}  // namespace

MainWindow::MainWindow(const Catalog& catalog, std::filesystem::path history, HistoryFrom from,
                       QWidget* parent)
    : QMainWindow(parent),
      catalog_(catalog),
      history_(std::move(history)),
      history_from_(from),
      sections_(new QListWidget(this)),
      pages_(new QStackedWidget(this)),
      tabs_(new QTabWidget(this)),
      games_(new GameList(catalog, this)),
      history_view_(new HistoryView(catalog, this)),
      records_(new RecordsView(catalog, this)),
      charts_(new ChartsView(catalog, this)),
      what_if_(new WhatIfView(catalog, this)) {
    setWindowTitle(tr("dicebox"));
    pages_->addWidget(play_page());
    pages_->addWidget(history_view_);
    pages_->addWidget(records_);
    pages_->addWidget(charts_);
    pages_->addWidget(what_if_);
    sections_->setObjectName(QStringLiteral("sections"));
    sections_->addItems({tr("Play"), tr("History"), tr("Records"), tr("Charts"), tr("What if")});
    sections_->setFixedWidth(sections_->sizeHintForColumn(0) + 4 * sections_->frameWidth() + 24);
    sections_->setSpacing(4);
    sections_->setCurrentRow(0);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(sections_);
    layout->addWidget(pages_, 1);
    setCentralWidget(central);

    connect(sections_, &QListWidget::currentRowChanged, this, &MainWindow::section_changed);
    connect(history_view_, &HistoryView::replay_requested, this,
            [this](std::int64_t id) { replay(id); });
    connect(history_view_, &HistoryView::resume_requested, this,
            [this](std::int64_t id) { resume(id); });
    build_menus();
    set_history(history_);
    resize(first_size(screen()));
}

QWidget* MainWindow::play_page() {
    tabs_->setObjectName(QStringLiteral("gameTabs"));
    tabs_->setTabsClosable(true);
    tabs_->setDocumentMode(true);

    auto* home = new QWidget(this);
    auto* new_button = new QPushButton(tr("&New game…"), home);
    new_button->setObjectName(QStringLiteral("newGameButton"));
    auto* resume_button = new QPushButton(tr("&Resume a game…"), home);
    auto* heading = new QLabel(tr("<h2>Choose a game</h2>"), home);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(new_button);
    buttons->addWidget(resume_button);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(home);
    layout->addWidget(heading);
    layout->addWidget(games_, 1);
    layout->addLayout(buttons);
    tabs_->addTab(home, tr("Games"));
    tabs_->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);  // the switcher stays

    connect(new_button, &QPushButton::clicked, this, [this] { new_game(games_->current_game()); });
    connect(resume_button, &QPushButton::clicked, this, &MainWindow::resume_game);
    connect(games_, &GameList::game_chosen, this, [this](auto* game) { new_game(game); });
    connect(tabs_, &QTabWidget::tabCloseRequested, this, &MainWindow::ask_to_close);
    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::current_changed);
    return tabs_;
}

void MainWindow::build_menus() {
    auto* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New game…"), QKeySequence::New, this,
                    [this] { new_game(games_->current_game()); });
    game->addAction(tr("&Resume a game…"), QKeySequence(tr("Ctrl+R")), this,
                    &MainWindow::resume_game);
    game->addAction(tr("&Play online…"), QKeySequence(tr("Ctrl+Shift+N")), this,
                    &MainWindow::play_online);
    game->addAction(tr("&Close game"), QKeySequence::Close, this,
                    [this] { ask_to_close(tabs_->currentIndex()); });
    game->addSeparator();
    game->addAction(tr("&Settings…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), this,
                    &MainWindow::edit_settings);
    game->addSeparator();
    game->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    move_menu_ = menuBar()->addMenu(tr("&Move"));
    move_menu_->setEnabled(false);
    auto* view = menuBar()->addMenu(tr("&View"));
    for (int row = 0; row < sections_->count(); ++row) {
        view->addAction(sections_->item(row)->text(), QKeySequence(Qt::CTRL | (Qt::Key_1 + row)),
                        this, [this, row] { sections_->setCurrentRow(row); });
    }
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Rules of this game"), QKeySequence::HelpContents, this,
                    &MainWindow::show_rules);
    help->addAction(tr("&Plugins…"), this, &MainWindow::show_plugins);
    help->addAction(tr("&About dicebox"), this, [this] {
        QMessageBox::about(this, tr("About dicebox"),
                           tr("<b>dicebox</b> %1<br>A rules sandbox for dice games.")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::new_game(const dicebox::GameModule* game) {
    auto* dialog =
        new NewGameDialog(catalog_, people_in(history_), game, remembered_lineups(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        remember_lineup(dialog->setup());
        start(dialog->setup());
    });
    dialog->open();
}

void MainWindow::resume_game() {
    auto* dialog = new ResumeDialog(catalog_, history_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto id = dialog->chosen()) resume(*id);
    });
    dialog->open();
}

void MainWindow::play_online() {
    online_dialog();
}

OnlineDialog* MainWindow::online_dialog() {
    auto* dialog = new OnlineDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->hosting()) return host_table(dialog->server());
        const QString server = dialog->server_edit()->text();
        const QString code = dialog->code();
        const QString name = dialog->name();
        const QString token = dialog->token();
        // A seat not to be had: the dialog again, as it was written, saying why.
        take_seat({dialog->server(), nullptr, code, name, token},
                  [this, server, code, name, token](const QString& why) {
                      online_dialog()->retry(server, code, name, token, why);
                  });
    });
    dialog->open();
    return dialog;
}

void MainWindow::host_table(const QUrl& server) {
    auto* dialog = new NewGameDialog(catalog_, people_in(history_), games_->current_game(),
                                     remembered_lineups(), this);
    dialog->for_table_at(server.toString());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, server] {
        const auto& setup = dialog->setup();
        dicebox::host::ScriptPtr rule;
        if (!setup.rule.empty()) {
            auto loaded = dicebox::host::rules_for(*setup.module, setup.rule, {});
            if (!loaded)
                return problem(tr("The table cannot be opened"),
                               QString::fromStdString(loaded.error()));
            rule = *loaded;
        }
        // The first person named is the one at this window.
        const auto you = std::find_if(setup.seats.begin(), setup.seats.end(),
                                      [](const auto& seat) { return seat.bot.empty(); });
        auto open = dicebox::net::open_request(*setup.module, setup.seats, setup.params, rule);
        if (const auto stand_in = dialog->stand_in(); !stand_in.is_null())
            open["stand_in"] = stand_in;
        take_seat({server, std::move(open), {}, QString::fromStdString(you->name), {}});
    });
    dialog->open();
}

OnlineGame* MainWindow::take_seat(OnlineGame::Seating seating,
                                  std::function<void(const QString&)> refused) {
    statusBar()->showMessage(tr("Connecting to %1…").arg(seating.server.toString()));
    auto* game = new OnlineGame(catalog_, history_, std::move(seating), this);
    connect(game, &OnlineGame::seat_taken, this, [this, game] {
        game->disconnect(this);
        // Told from inside the game's own work: it is let go of after, never during.
        if (board_of(game->module()) == nullptr) return game->deleteLater();
        game->setParent(nullptr);
        open(std::unique_ptr<PlayedGame>(game));
    });
    connect(game, &OnlineGame::seat_refused, this, [this, game, refused](const QString& why) {
        game->disconnect(this);
        game->deleteLater();
        statusBar()->clearMessage();
        if (refused) return refused(why);
        problem(tr("No seat at the table"), why);
    });
    return game;
}

void MainWindow::edit_settings() {
    const Settings before = load_settings();
    const bool db_option = history_from_ == HistoryFrom::CommandLine;
    auto* dialog =
        new SettingsDialog(before, db_option ? std::optional(history_) : std::nullopt, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, before, db_option] {
        const Settings after = dialog->settings();
        save_settings(after);
        // --db wins for as long as the app runs.
        if (after.database != before.database && !db_option) set_history(after.database);
        if (after.bot_pause != before.bot_pause) set_bot_pause(after.bot_pause);
        if (after.plugin_folders != before.plugin_folders ||
            after.rule_folders != before.rule_folders || after.language != before.language) {
            statusBar()->showMessage(
                tr("The new folders and language apply when dicebox starts "
                   "again."));
        }
    });
    dialog->open();
}

void MainWindow::set_bot_pause(int milliseconds) {
    bot_pause_ = milliseconds;
    for (int i = 1; i < tabs_->count(); ++i) {
        auto* tab = qobject_cast<GameTab*>(tabs_->widget(i));
        if (auto* runner = tab ? qobject_cast<GameRunner*>(&tab->game()) : nullptr)
            runner->set_bot_pause(milliseconds);
    }
}

void MainWindow::show_plugins() {
    auto* dialog = new PluginsDialog(catalog_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

GameTab* MainWindow::start(const GameSetup& setup) {
    // Asked first, so that a game the app cannot show is never recorded.
    if (board_of(*setup.module) == nullptr) return nullptr;
    try {
        return open(start_game(setup, history_));
    } catch (const SetupError& e) {
        problem(tr("The game cannot start"), e.why());
        return nullptr;
    }
}

GameTab* MainWindow::resume(std::int64_t id, const std::filesystem::path& rule_file) {
    // A game already open goes on in its tab; a second one would record it twice.
    for (int i = 1; i < tabs_->count(); ++i) {
        auto* tab = qobject_cast<GameTab*>(tabs_->widget(i));
        auto* runner = tab ? qobject_cast<GameRunner*>(&tab->game()) : nullptr;
        if (runner != nullptr && runner->game_id() == id) {
            show_section(Section::Play);
            tabs_->setCurrentIndex(i);
            return tab;
        }
    }
    try {
        return open(dicebox::gui::resume_game(catalog_, id, history_, rule_file));
    } catch (const SetupError& e) {
        const QString title = tr("The game cannot go on");
        if (e.kind() == SetupError::Kind::RuleNotFound) {
            rule_not_found(title, e.why(),
                           [this, id](const std::filesystem::path& file) { resume(id, file); });
        } else {
            problem(title, e.why());
        }
        return nullptr;
    }
}

ReplayView* MainWindow::replay(std::int64_t id, const std::filesystem::path& rule_file) {
    std::unique_ptr<ReplayView> view;
    try {
        view = ReplayView::open(catalog_, history_, id, rule_file, tabs_);
    } catch (const SetupError& e) {
        const QString title = tr("The game cannot be replayed");
        if (e.kind() == SetupError::Kind::RuleNotFound) {
            rule_not_found(title, e.why(),
                           [this, id](const std::filesystem::path& file) { replay(id, file); });
        } else {
            problem(title, e.why());
        }
        return nullptr;
    }
    auto* shown = view.release();
    show_section(Section::Play);
    tabs_->setCurrentIndex(tabs_->addTab(shown, shown->title()));
    shown->setFocus();
    return shown;
}

const DiceboxBoard* MainWindow::board_of(const dicebox::GameModule& module) {
    const auto* board = catalog_.board(module);
    if (board == nullptr) {
        problem(tr("The game cannot be shown"),
                tr("%1 has no board in this app (see Help ▸ Plugins).")
                    .arg(QString::fromStdString(module.info().name)));
    }
    return board;
}

GameTab* MainWindow::open(std::unique_ptr<GameRunner> runner) {
    runner->set_bot_pause(bot_pause_);
    return open(std::unique_ptr<PlayedGame>(std::move(runner)));
}

GameTab* MainWindow::open(std::unique_ptr<PlayedGame> game) {
    const auto* board = board_of(game->module());
    if (board == nullptr) return nullptr;
    // What the status bar said of a game closed before (kept unfinished) is stale now.
    statusBar()->clearMessage();
    auto* tab = new GameTab(std::move(game), *board, tabs_);
    connect(tab, &GameTab::problem, this,
            [this](const QString& message) { problem(tr("The game stopped"), message); });
    connect(tab, &GameTab::board_changed, this, [this, tab] {
        if (tabs_->currentWidget() == tab) current_changed();
    });
    show_section(Section::Play);
    tabs_->setCurrentIndex(tabs_->addTab(tab, tab->title()));
    tab->setFocus();
    return tab;
}

void MainWindow::close_game(int index) {
    if (index <= 0) return;  // the switcher stays
    auto* page = tabs_->widget(index);
    if (page == nullptr) return;
    auto* tab = qobject_cast<GameTab*>(page);
    if (tab != nullptr && !tab->game().ended())
        statusBar()->showMessage(tab->game().kept_unfinished());
    tabs_->removeTab(index);
    delete page;
}

void MainWindow::ask_to_close(int index) {
    auto* tab = qobject_cast<GameTab*>(tabs_->widget(index));
    if (tab == nullptr || tab->game().ended()) return close_game(index);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Close %1?").arg(tab->title()),
                                tr("%1 is not finished. Close it?").arg(tab->title()),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("closeGameBox"));
    box->setInformativeText(tab->game().kept_unfinished());
    box->addButton(tr("&Close game"), QMessageBox::AcceptRole);
    box->setDefaultButton(box->addButton(QMessageBox::Cancel));
    box->setAttribute(Qt::WA_DeleteOnClose);
    // The tab is found again by what it is: others may have been closed meanwhile.
    const QPointer<GameTab> asked(tab);
    connect(box, &QMessageBox::accepted, this, [this, asked] {
        if (asked) close_game(tabs_->indexOf(asked));
    });
    box->open();
}

int MainWindow::games_in_progress() const {
    int going = 0;
    for (int i = 1; i < tabs_->count(); ++i) {
        auto* tab = qobject_cast<GameTab*>(tabs_->widget(i));
        if (tab != nullptr && !tab->game().ended()) ++going;
    }
    return going;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    const int going = games_in_progress();
    if (going > 0 && !quit_confirmed_) {
        event->ignore();
        auto* box =
            new QMessageBox(QMessageBox::Question, tr("Quit dicebox?"),
                            tr("Games not finished: %1. Quit?").arg(QLocale().toString(going)),
                            QMessageBox::NoButton, this);
        box->setObjectName(QStringLiteral("quitBox"));
        box->setInformativeText(
            tr("They stay in the history, unfinished: Game ▸ Resume goes "
               "on with them."));
        box->addButton(tr("&Quit"), QMessageBox::AcceptRole);
        box->setDefaultButton(box->addButton(QMessageBox::Cancel));
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box, &QMessageBox::accepted, this, [this] {
            quit_confirmed_ = true;
            close();
        });
        box->open();
        return;
    }
    remember_geometry(saveGeometry());
    event->accept();
}

void MainWindow::restore_place() {
    const QByteArray geometry = remembered_geometry();
    if (!geometry.isEmpty() && restoreGeometry(geometry)) return;
    // The first time: in the middle of the screen's room, its title bar below the top.
    const QRect room = screen()->availableGeometry();
    move(room.center() - QPoint(width() / 2, height() / 2));
}

const dicebox::GameModule* MainWindow::game_in_sight() const {
    if (section() == Section::Play) {
        if (auto* tab = qobject_cast<GameTab*>(tabs_->currentWidget())) {
            return &tab->game().module();
        }
        if (auto* replay = qobject_cast<ReplayView*>(tabs_->currentWidget())) {
            return &replay->session().module();
        }
    }
    return games_->current_game();
}

void MainWindow::show_rules() {
    const auto* game = game_in_sight();
    if (game == nullptr) {
        problem(tr("Rules of this game"), tr("Choose a game first (in Play)."));
        return;
    }
    auto* dialog = new RulesDialog(QString::fromStdString(game->info().name), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::set_history(std::filesystem::path history) {
    history_ = std::move(history);
    read_history();
    statusBar()->showMessage(
        tr("Games are recorded in %1")
            .arg(QString::fromStdString(dicebox::db::shown_location(history_))));
}

void MainWindow::read_history() {
    // Only the section in sight reads the history, each time it is shown (games played
    // since are in it): a section never looked at costs nothing, even on a million games.
    switch (section()) {
        case Section::History:
            history_view_->set_history(history_);
            break;
        case Section::Records:
            records_->set_history(history_);
            break;
        case Section::Charts:
            charts_->set_history(history_);
            break;
        case Section::Play:
        case Section::WhatIf:
            break;
    }
}

void MainWindow::show_section(Section section) {
    sections_->setCurrentRow(static_cast<int>(section));
}

void MainWindow::section_changed(int index) {
    pages_->setCurrentIndex(index);
    read_history();
    // The Move menu makes the moves of the board in sight only.
    if (section() == Section::Play) {
        current_changed();
    } else {
        move_menu_->setEnabled(false);
        pages_->currentWidget()->setFocus();
    }
}

void MainWindow::current_changed() {
    move_menu_->clear();
    auto* tab = qobject_cast<GameTab*>(tabs_->currentWidget());
    if (tab != nullptr) move_menu_->addActions(tab->board().actions());
    move_menu_->setEnabled(!move_menu_->isEmpty());
    if (tab != nullptr) tab->setFocus();
}

void MainWindow::problem(const QString& title, const QString& message) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("problemBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::rule_not_found(const QString& title, const QString& message,
                                std::function<void(const std::filesystem::path&)> again) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("problemBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto* choose = box->addButton(tr("Choose its script…"), QMessageBox::AcceptRole);
    choose->setObjectName(QStringLiteral("chooseScriptButton"));
    connect(choose, &QPushButton::clicked, this, [this, again = std::move(again)] {
        auto* dialog = new QFileDialog(this, tr("The game's house rule"), QString(),
                                       tr("House rules (*.lua)"));
        dialog->setObjectName(QStringLiteral("scriptDialog"));
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this,
                [again](const QString& file) { again(file.toStdString()); });
        dialog->open();
    });
    box->open();
}

}  // namespace dicebox::gui
