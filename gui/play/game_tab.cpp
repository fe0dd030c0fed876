#include "play/game_tab.hpp"

#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include "play/winners_text.hpp"

namespace dicebox::gui {
namespace {

dicebox::board::Table table_of(const GameRunner& runner) {
    dicebox::board::Table table;
    for (std::size_t seat = 0; seat < runner.seats().size(); ++seat) {
        table.names.push_back(QString::fromStdString(runner.seats()[seat].name));
        table.people.push_back(runner.is_person(static_cast<dicebox::Seat>(seat)));
    }
    return table;
}

}  // namespace

GameTab::GameTab(std::unique_ptr<GameRunner> runner, const DiceboxBoard& board, QWidget* parent)
    : QWidget(parent), runner_(std::move(runner)) {
    const auto table = table_of(*runner_);
    const auto& session = runner_->session();
    const auto& info = session.module().info();

    auto* heading = new QLabel(this);
    heading->setObjectName(QStringLiteral("gameHeading"));
    QString text = tr("<b>%1</b> · game %2 · seed %3")
                       .arg(QString::fromStdString(info.name))
                       .arg(runner_->game_id())
                       .arg(session.seed());
    if (const auto& rule = session.config().rule) {
        text += tr(" · house rule: %1").arg(QString::fromStdString(rule->name()).toHtmlEscaped());
    }
    heading->setText(text);

    board_ = board.make(table, this);
    board_->setObjectName(QStringLiteral("board"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("gameStatus"));
    status_->setWordWrap(true);
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
    log_ = new GameLog(table.names, this);
    log_->setFocusPolicy(Qt::ClickFocus);  // the keyboard's way goes through the board

    auto* side = new QWidget(this);
    auto* side_layout = new QVBoxLayout(side);
    side_layout->setContentsMargins(0, 0, 0, 0);
    side_layout->addWidget(status_);
    side_layout->addWidget(hint_button, 0, Qt::AlignLeft);
    side_layout->addWidget(hint_);
    side_layout->addWidget(log_, 1);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(board_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    side->setMinimumWidth(200);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(splitter, 1);

    connect(runner_.get(), &GameRunner::happened, this, [this](const dicebox::Event& event) {
        asked_ = -1;
        hint_action_->setEnabled(false);
        hint_->clear();
        log_->add(runner_->session(), event);
        show_game(runner_->session());
    });
    connect(runner_.get(), &GameRunner::asking, this, &GameTab::asking);
    connect(runner_.get(), &GameRunner::refused, board_, &dicebox::board::BoardView::refuse);
    connect(runner_.get(), &GameRunner::finished, this, &GameTab::finished);
    connect(runner_.get(), &GameRunner::stopped, this, &GameTab::stopped);
    connect(board_, &dicebox::board::BoardView::chosen, runner_.get(), &GameRunner::choose);
    connect(board_, &dicebox::board::BoardView::told, log_, &GameLog::tell);

    log_->show_all(session);
    show_game(session);
    status_->setText(session.log().empty() ? tr("The game begins.") : tr("The game goes on."));
    setFocusProxy(board_);
    runner_->start();
}

GameTab::~GameTab() {
    // The board goes first: it may still hold the runner's session.
    delete board_;
}

QString GameTab::title() const {
    return tr("%1 · %2")
        .arg(QString::fromStdString(runner_->session().module().info().name))
        .arg(runner_->game_id());
}

QString GameTab::name(dicebox::Seat seat) const {
    return QString::fromStdString(runner_->seats().at(static_cast<std::size_t>(seat)).name);
}

void GameTab::show_game(const dicebox::Session& session) {
    board_->show_game(session, *session.state().view(dicebox::kOnlooker));
}

void GameTab::asking(dicebox::Seat seat) {
    asked_ = seat;
    hint_action_->setEnabled(runner_->coached());
    status_->setText(tr("%1 to play.").arg(name(seat)));
    board_->ask(seat);
    if (isVisible()) board_->setFocus();
}

void GameTab::give_hint() {
    if (asked_ < 0) return;
    try {
        const auto hint = runner_->hint(asked_);
        QString text = tr("The coach's best choices for %1:").arg(name(asked_).toHtmlEscaped());
        for (std::size_t i = 0; i < hint.best.size(); ++i) {
            const double value = hint.best[i].value;
            const QString worth = hint.measure == dicebox::Measure::win_chance
                                      ? tr("%1% to win").arg(qRound(100 * value))
                                      : tr("expected %1 points").arg(qRound(value));
            text += QStringLiteral("<br>%1. <b>%2</b> (%3): %4")
                        .arg(i + 1)
                        .arg(QString::fromStdString(hint.notation[i]).toHtmlEscaped(), worth,
                             QString::fromStdString(hint.best[i].reason).toHtmlEscaped());
        }
        hint_->setText(text);
        if (!hint.notation.empty())
            board_->suggest(asked_, QString::fromStdString(hint.notation.front()));
    } catch (const dicebox::host::NoHint& e) {
        hint_->setText(QString::fromStdString(e.what()).toHtmlEscaped());
    }
}

void GameTab::finished() {
    QStringList names;
    for (std::size_t seat = 0; seat < runner_->seats().size(); ++seat) {
        names << name(static_cast<dicebox::Seat>(seat));
    }
    status_->setText(winners_text(names, runner_->session().state().winners()));
}

void GameTab::stopped(const QString& why) {
    status_->setText(why);
    emit problem(why);
}

}  // namespace dicebox::gui
