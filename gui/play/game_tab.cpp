#include "play/game_tab.hpp"

#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include "dicebox/host/hint.hpp"
#include "play/told_past.hpp"
#include "play/winners_text.hpp"
#include "settings/language.hpp"

namespace dicebox::gui {
namespace {

dicebox::board::Table table_of(const PlayedGame& game) {
    dicebox::board::Table table;
    table.names = game.names();
    table.rules = &game.module();
    table.language = spoken_language();
    for (std::size_t seat = 0; seat < table.names.size(); ++seat)
        table.people.push_back(game.is_person(static_cast<dicebox::Seat>(seat)));
    return table;
}

}  // namespace

GameTab::GameTab(std::unique_ptr<PlayedGame> game, const DiceboxBoard& board, QWidget* parent)
    : QWidget(parent), game_(std::move(game)), board_maker_(board) {
    const auto events = game_->told();

    auto* heading = new QLabel(game_->heading(), this);
    heading->setObjectName(QStringLiteral("gameHeading"));

    table_ = new QLabel(this);
    table_->setObjectName(QStringLiteral("tableText"));
    table_->setWordWrap(true);
    table_->setTextFormat(Qt::RichText);
    // Its code and address can be selected and copied, its links followed.
    table_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("gameStatus"));
    status_->setWordWrap(true);
    // Names are drawn as they are written, never read as markup.
    status_->setTextFormat(Qt::PlainText);
    hint_action_ = new QAction(tr("&Hint"), this);
    hint_action_->setObjectName(QStringLiteral("action_hint"));
    hint_action_->setShortcut(QKeySequence(tr("Ctrl+H")));
    hint_action_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    hint_action_->setToolTip(tr("The coach's best choices for the person asked (Ctrl+H)"));
    hint_action_->setEnabled(false);
    connect(hint_action_, &QAction::triggered, this, &GameTab::give_hint);
    addAction(hint_action_);
    auto* hint_button = new QToolButton(this);
    hint_button->setObjectName(QStringLiteral("hintButton"));
    hint_button->setDefaultAction(hint_action_);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("hintText"));
    hint_->setWordWrap(true);
    hint_->setTextFormat(Qt::RichText);
    log_ = new GameLog(game_->names(), this);
    log_->setFocusPolicy(Qt::ClickFocus);  // the keyboard's way goes through the board
    // Every event so far told as it was while the game was played here.
    tell_past(*log_, board_maker_, table_of(*game_), game_->initial(), events);

    auto* side = new QWidget(this);
    auto* side_layout = new QVBoxLayout(side);
    side_layout->setContentsMargins(0, 0, 0, 0);
    side_layout->addWidget(table_);
    side_layout->addWidget(status_);
    side_layout->addWidget(hint_button, 0, Qt::AlignLeft);
    side_layout->addWidget(hint_);
    side_layout->addWidget(log_, 1);
    splitter_ = new QSplitter(this);
    splitter_->addWidget(side);
    set_board();
    splitter_->setStretchFactor(0, 4);
    splitter_->setStretchFactor(1, 1);
    side->setMinimumWidth(200);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(splitter_, 1);

    connect(game_.get(), &PlayedGame::happened, this, [this] {
        asked_ = -1;
        hint_action_->setEnabled(false);
        hint_->clear();
        show_game();
        show_whose_turn();
    });
    connect(game_.get(), &PlayedGame::asking, this, &GameTab::asking);
    connect(game_.get(), &PlayedGame::finished, this, &GameTab::finished);
    connect(game_.get(), &PlayedGame::stopped, this, &GameTab::stopped);
    connect(game_.get(), &PlayedGame::table_changed, this, &GameTab::show_table);
    connect(table_, &QLabel::linkActivated, game_.get(), &PlayedGame::follow_link);

    show_table();
    status_->setText(events.empty() ? tr("The game begins.") : tr("The game goes on."));
    game_->start();
}

GameTab::~GameTab() {
    // The board goes first: it may still hold states of the game's rules.
    delete board_;
}

void GameTab::set_board() {
    auto* board = board_maker_.make(table_of(*game_), this);
    board->setObjectName(QStringLiteral("board"));
    connect(game_.get(), &PlayedGame::refused, board, &dicebox::board::BoardView::refuse);
    connect(board, &dicebox::board::BoardView::chosen, game_.get(), &PlayedGame::choose);
    if (board_ == nullptr) {
        splitter_->insertWidget(0, board);
    } else {
        delete splitter_->replaceWidget(0, board);
    }
    board_ = board;
    setFocusProxy(board_);
    show_game();
    // The events shown so far are told already (tell_past): the board tells the next ones.
    connect(board, &dicebox::board::BoardView::told, log_, &GameLog::tell);
}

void GameTab::show_table() {
    // A free seat of a server's table taken (before its game begins): the board and the
    // log name who took it.
    if (game_->names() != board_->table().names) {
        log_->rename(game_->names());
        set_board();
        emit board_changed();
    }
    table_->setText(game_->table_text());
    table_->setVisible(!table_->text().isEmpty());
}

QString GameTab::name(dicebox::Seat seat) const {
    return game_->names().at(static_cast<std::size_t>(seat));
}

void GameTab::show_game() {
    const auto events = game_->told();
    const auto view = game_->view();
    log_->show(events, *board_);
    board_->show_game({game_->initial(), *view, events});
}

void GameTab::show_whose_turn() {
    const auto view = game_->view();
    if (view->terminal()) return;
    std::vector<dicebox::Seat> seats;
    view->to_move(seats);
    // Chance is due: the turn of whoever had it goes on.
    if (seats.empty()) return;
    QStringList names;
    for (const auto seat : seats) names << name(seat);
    status_->setText(tr("%1 to play.").arg(names.join(tr(", "))));
}

void GameTab::asking(dicebox::Seat seat) {
    asked_ = seat;
    hint_action_->setEnabled(game_->coached());
    status_->setText(tr("%1 to play.").arg(name(seat)));
    board_->ask(seat);
    if (isVisible()) board_->setFocus();
}

void GameTab::give_hint() {
    if (asked_ < 0) return;
    try {
        const auto hint = game_->hint(asked_);
        QString text = tr("The coach's best choices for %1:").arg(name(asked_).toHtmlEscaped());
        std::vector<double> values;
        for (const auto& advice : hint.best) values.push_back(advice.value);
        const int decimals = dicebox::host::rank_decimals(hint.measure, values);
        for (std::size_t i = 0; i < hint.best.size(); ++i) {
            const double value = hint.best[i].value;
            QString worth = hint.measure == dicebox::Measure::win_chance
                                ? tr("%1% to win").arg(100 * value, 0, 'f', decimals)
                                : tr("expected %1 points").arg(value, 0, 'f', decimals);
            // Choices the coach cannot tell apart are said to be equal, not ranked.
            if (values.size() > 1 && dicebox::host::same_value(values[1], values[0]) &&
                dicebox::host::same_value(value, values[0])) {
                worth += tr(", equal best");
            } else if (i > 0 && dicebox::host::same_value(value, values[i - 1])) {
                worth += tr(", equal to the one above");
            }
            text += QStringLiteral("<br>%1. <b>%2</b> (%3): %4")
                        .arg(i + 1)
                        .arg(board_->written({.seat = asked_, .notation = hint.notation[i]})
                                 .toHtmlEscaped(),
                             worth, QString::fromStdString(hint.best[i].reason).toHtmlEscaped());
        }
        if (!hint.caveat.empty())
            text += QStringLiteral("<br><i>%1</i>")
                        .arg(QString::fromStdString(hint.caveat).toHtmlEscaped());
        hint_->setText(text);
        if (!hint.notation.empty())
            board_->suggest(asked_, QString::fromStdString(hint.notation.front()));
    } catch (const dicebox::host::NoHint& e) {
        hint_->setText(QString::fromStdString(e.what()).toHtmlEscaped());
    }
}

void GameTab::finished() {
    QStringList names;
    for (const auto& name : game_->names()) names << name;
    status_->setText(winners_text(names, game_->view()->winners()));
}

void GameTab::stopped(const QString& why) {
    status_->setText(why);
    emit problem(why);
}

}  // namespace dicebox::gui
