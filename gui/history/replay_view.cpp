#include "history/replay_view.hpp"

#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStringList>
#include <QStyle>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <memory>

#include "dicebox/db/games.hpp"
#include "dicebox/db/reviews.hpp"
#include "dicebox/host/hint.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "play/game_log.hpp"
#include "play/game_setup.hpp"
#include "play/winners_text.hpp"
#include "settings/language.hpp"

namespace dicebox::gui {
namespace {

namespace db = dicebox::db;

[[noreturn]] void refuse(const QString& why) {
    throw SetupError(why);
}

db::GameRecord load(const std::filesystem::path& history, std::int64_t id) {
    if (dicebox::db::nothing_recorded(history)) {
        refuse(dicebox::gui::ReplayView::tr(
                   "There is no game %1: no game has been recorded in %2 yet.")
                   .arg(id)
                   .arg(QString::fromStdString(history.string())));
    }
    try {
        db::Store store(history, db::Access::Read);
        return db::load_game(store, id);
    } catch (const db::StoreError& e) {
        refuse(QString::fromStdString(e.what()));
    }
}

// A scratch session goes through the whole log once: a log the plugin no longer takes is
// refused before anything is shown, and each event is told in the notation of the game as
// it stood (nothing is secret in a replay), for the board to write in the log's words.
std::vector<dicebox::Told> told_events(const dicebox::Session& start,
                                       const db::GameRecord& record) {
    dicebox::Session scratch(start.module(), start.config(), start.seed());
    std::vector<dicebox::Told> told;
    const auto total = record.events.size();
    for (std::size_t i = 0; i < total; ++i) {
        const auto& event = record.events[i];
        std::string refusal;
        try {
            refusal = event.seat ? scratch.act(*event.seat, event.notation)
                                 : scratch.force(event.notation);
        } catch (const dicebox::HookError& e) {
            refuse(ReplayView::tr("Game %1 cannot be replayed: at event %2 of %3 the house rule "
                                  "fails: %4")
                       .arg(record.id)
                       .arg(i + 1)
                       .arg(total)
                       .arg(QString::fromStdString(e.what())));
        }
        if (!refusal.empty()) {
            refuse(
                ReplayView::tr("Game %1 was played with %2 %3 and cannot be replayed with %4 "
                               "%5: event %6 of %7 (%8) does not apply: %9")
                    .arg(record.id)
                    .arg(QString::fromStdString(record.module_name),
                         QString::fromStdString(record.module_version),
                         QString::fromStdString(start.module().info().name),
                         QString::fromStdString(start.module().info().version))
                    .arg(i + 1)
                    .arg(total)
                    .arg(QString::fromStdString(event.notation), QString::fromStdString(refusal)));
        }
        told.push_back({.seat = event.seat.value_or(dicebox::kChanceSeat),
                        .notation = scratch.format(scratch.log().back())});
    }
    return told;
}

}  // namespace

std::unique_ptr<ReplayView> ReplayView::open(const Catalog& catalog,
                                             const std::filesystem::path& history, std::int64_t id,
                                             const std::filesystem::path& rule_file,
                                             QWidget* parent) {
    auto record = load(history, id);
    const auto* module = catalog.plugins().find(record.module);
    if (module == nullptr)
        throw SetupError(dicebox::host::Refusal{.kind = dicebox::host::Refusal::Kind::GameMissing,
                                                .game = id,
                                                .game_name = record.module_name});
    const auto* board = catalog.board(*module);
    if (board == nullptr) {
        refuse(tr("Game %1 cannot be replayed: %2 has no board in this app.")
                   .arg(id)
                   .arg(QString::fromStdString(module->info().name)));
    }
    const auto lineup = dicebox::host::lineup_of(*module, record);
    if (!lineup) throw SetupError(lineup.error());
    dicebox::host::RulesOptions rules;
    rules.rules = rule_file.string();
    rules.folders = catalog.rule_folders();
    const auto rule = dicebox::host::stored_rule(record, rules);
    if (!rule) throw SetupError(rule.error());
    std::unique_ptr<dicebox::Session> session;
    try {
        session = dicebox::host::start_stored_game(*module, record, *rule);
    } catch (const dicebox::host::SetupError& e) {
        throw SetupError(e.refusal());
    }
    dicebox::board::Table table;
    for (const auto& seat : *lineup) {
        table.names.push_back(QString::fromStdString(seat.name));
        table.people.push_back(seat.bot.empty());
    }
    table.replay = true;
    table.rules = module;
    table.language = spoken_language();
    auto told = told_events(*session, record);
    auto view = std::unique_ptr<ReplayView>(new ReplayView(
        *board, std::move(session), std::move(record), std::move(table), told, parent));
    view->history_ = history;
    return view;
}

ReplayView::ReplayView(const DiceboxBoard& board, std::unique_ptr<dicebox::Session> session,
                       db::GameRecord record, dicebox::board::Table table,
                       const std::vector<dicebox::Told>& told, QWidget* parent)
    : QWidget(parent),
      record_(std::move(record)),
      session_(std::move(session)),
      names_(table.names),
      slider_(new QSlider(Qt::Horizontal, this)),
      step_label_(new QLabel(this)),
      event_(new QLabel(this)),
      results_(new QLabel(this)),
      log_(new QListWidget(this)),
      review_button_(new QPushButton(tr("&Review"), this)),
      review_summary_(new QLabel(this)),
      review_table_(new QTableWidget(this)),
      review_legend_(new QLabel(this)) {
    setObjectName(QStringLiteral("replayView"));
    QLabel* heading = make_heading();
    board_ = board.make(table, this);
    board_->setObjectName(QStringLiteral("board"));
    // Each event in the log's words, as the board writes it in the person's language.
    for (const auto& event : told) lines_.push_back(GameLog::line(event, names_, *board_));
    set_up_log();
    set_up_slider();
    QHBoxLayout* controls = make_controls();
    set_up_review();
    make_splitter();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(splitter_, 1);
    layout->addLayout(controls);

    connect(slider_, &QSlider::valueChanged, this, &ReplayView::go_to);
    connect(log_, &QListWidget::currentRowChanged, this, [this](int row) { go_to(row + 1); });
    // The keys move through the steps, not the focus among the buttons.
    board_->setFocusPolicy(Qt::NoFocus);
    setFocusProxy(slider_);

    step_ = -1;  // nothing shown yet
    go_to(0);
}

// "EXTRA! · game 12 · standard · seed 7", and whether it was simulated.
QLabel* ReplayView::make_heading() {
    auto* heading = new QLabel(this);
    heading->setObjectName(QStringLiteral("replayHeading"));
    QString text = tr("<b>%1</b> · game %2 · %3 · seed %4")
                       .arg(QString::fromStdString(session_->module().info().name).toHtmlEscaped())
                       .arg(record_.id)
                       .arg(QString::fromStdString(record_.variant).toHtmlEscaped())
                       .arg(record_.seed);
    if (record_.simulated) text += tr(" · simulated");
    heading->setText(text);
    return heading;
}

// The step, the event, the results at the end, and the log with a line per event.
void ReplayView::set_up_log() {
    step_label_->setObjectName(QStringLiteral("replayStep"));
    event_->setObjectName(QStringLiteral("replayEvent"));
    event_->setWordWrap(true);
    event_->setTextFormat(Qt::PlainText);
    results_->setObjectName(QStringLiteral("replayResults"));
    results_->setWordWrap(true);
    results_->setTextFormat(Qt::PlainText);
    log_->setObjectName(QStringLiteral("replayLog"));
    log_->setAccessibleName(tr("Game log"));
    log_->setAlternatingRowColors(true);
    show_handle_darker(*log_);
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        log_->addItem(tr("%1. %2").arg(QString::number(i + 1), lines_[i]));
    }
}

void ReplayView::set_up_slider() {
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setAccessibleName(tr("Step"));
    slider_->setRange(0, steps());
    slider_->setPageStep(10);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(std::max(1, steps() / 20));
}

// The slider between the buttons that go to the first, previous, next and last step, each
// with its key.
QHBoxLayout* ReplayView::make_controls() {
    auto* controls = new QHBoxLayout;
    const auto button = [&](const QString& label, const QString& tip, QStyle::StandardPixmap icon,
                            const char* name, void (ReplayView::*go)(), Qt::Key key) {
        auto* push = new QPushButton(style()->standardIcon(icon), label, this);
        push->setObjectName(QString::fromLatin1(name));
        push->setToolTip(tip);
        connect(push, &QPushButton::clicked, this, go);
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, go);
        return push;
    };
    controls->addWidget(button(tr("First"), tr("Before the first event (Home)"),
                               QStyle::SP_MediaSkipBackward, "firstButton", &ReplayView::first,
                               Qt::Key_Home));
    controls->addWidget(button(tr("Previous"), tr("One event back (Left)"),
                               QStyle::SP_MediaSeekBackward, "previousButton",
                               &ReplayView::previous, Qt::Key_Left));
    controls->addWidget(slider_, 1);
    controls->addWidget(button(tr("Next"), tr("One event on (Right)"), QStyle::SP_MediaSeekForward,
                               "nextButton", &ReplayView::next, Qt::Key_Right));
    controls->addWidget(button(tr("Last"), tr("The end of the game (End)"),
                               QStyle::SP_MediaSkipForward, "lastButton", &ReplayView::last,
                               Qt::Key_End));
    return controls;
}

// The coach's review: the button that asks for it, its summary and a row per decision.
void ReplayView::set_up_review() {
    review_button_->setObjectName(QStringLiteral("reviewButton"));
    review_button_->setToolTip(tr("The coach judges every decision: what each cost"));
    connect(review_button_, &QPushButton::clicked, this, &ReplayView::review);
    review_summary_->setObjectName(QStringLiteral("reviewSummary"));
    review_summary_->setWordWrap(true);
    review_table_->setObjectName(QStringLiteral("reviewTable"));
    review_table_->setColumnCount(5);
    review_table_->setHorizontalHeaderLabels(
        {tr("Event"), tr("Player"), tr("Made"), tr("Lost"), tr("The coach's choice")});
    review_table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    review_table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    review_table_->verticalHeader()->hide();
    review_table_->hide();
    review_legend_->setObjectName(QStringLiteral("reviewLegend"));
    review_legend_->setWordWrap(true);
    review_legend_->hide();
    // A decision chosen in the review, by a click or by the arrow keys, shows the game
    // just after it, the decision's line chosen in the log.
    const auto show_decision = [this](int row) {
        if (const QTableWidgetItem* event = review_table_->item(row, 0))
            go_to(event->data(Qt::UserRole).toInt());
    };
    connect(review_table_, &QTableWidget::cellClicked, this,
            [show_decision](int row, int) { show_decision(row); });
    connect(review_table_, &QTableWidget::currentCellChanged, this,
            [show_decision](int row, int, int, int) { show_decision(row); });
}

// The board on the left, the step, the log and the review beside it.
void ReplayView::make_splitter() {
    auto* side = new QWidget(this);
    auto* side_layout = new QVBoxLayout(side);
    side_layout->setContentsMargins(0, 0, 0, 0);
    side_layout->addWidget(step_label_);
    side_layout->addWidget(event_);
    side_layout->addWidget(results_);
    side_layout->addWidget(log_, 1);
    side_layout->addWidget(review_button_, 0, Qt::AlignLeft);
    side_layout->addWidget(review_summary_);
    side_layout->addWidget(review_table_, 1);
    side_layout->addWidget(review_legend_);
    side->setMinimumWidth(220);
    splitter_ = new QSplitter(this);
    splitter_->addWidget(board_);
    splitter_->addWidget(side);
    splitter_->setStretchFactor(0, 4);
    splitter_->setStretchFactor(1, 1);
}

ReplayView::~ReplayView() {
    // The board goes first: it may still hold the session.
    delete board_;
}

void ReplayView::review() {
    review_button_->setEnabled(false);
    review_summary_->setText(tr("The coach is going through the game…"));
    std::vector<std::string> names;
    for (const auto& name : names_) names.push_back(name.toStdString());
    auto* watcher = new QFutureWatcher<QString>(this);
    auto judged = std::make_shared<dicebox::host::Review>();
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, judged] {
        const QString error = watcher->result();
        watcher->deleteLater();
        // A review not kept is still shown, with why it is not kept.
        if (!judged->seats.empty()) show_review(*judged);
        if (!error.isEmpty()) review_summary_->setText(error);
        emit reviewed();
    });
    // On a session of its own: the one shown stays the view's.
    watcher->setFuture(QtConcurrent::run([judged, names, log = record_.log_json(),
                                          module = &session_->module(), config = session_->config(),
                                          seed = session_->seed(), history = history_,
                                          id = record_.id] {
        try {
            dicebox::Session start(*module, config, seed);
            *judged = dicebox::host::review(start, log, names);
        } catch (const std::exception& e) {
            return tr("This game cannot be reviewed: %1").arg(QString::fromStdString(e.what()));
        }
        // Kept for the Charts' trend; the worker has its own connection.
        try {
            db::Store store(history, db::Access::Write);
            db::store_review(store, id, dicebox::host::seat_reviews(*judged));
        } catch (const db::StoreError& e) {
            return tr("The review is shown but not kept: %1").arg(QString::fromStdString(e.what()));
        }
        return QString();
    }));
}

void ReplayView::show_review(const dicebox::host::Review& review) {
    const bool chances = review.measure == dicebox::Measure::win_chance;
    const auto lost = [&](double loss) {
        return chances ? tr("%1% winning chance").arg(100 * loss, 0, 'f', 1)
                       : tr("%1 points").arg(loss, 0, 'f', 1);
    };
    review_table_->setRowCount(static_cast<int>(review.decisions.size()));
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const auto& judged = review.decisions[i];
        const bool biggest =
            std::find(review.biggest.begin(), review.biggest.end(), i) != review.biggest.end();
        QString loss = lost(judged.loss()) + (judged.blunder ? tr(" ??") : QString());
        if (judged.made != judged.best &&
            dicebox::host::same_value(judged.made_value, judged.best_value)) {
            loss = tr("equal best");
        } else if (judged.loss() < 0.01 * dicebox::host::blunder_loss(review.measure)) {
            loss = tr("—");
        }
        // The choices in the log's words, as the board writes them.
        const auto written = [&](const std::string& notation) {
            return board_->written({.seat = judged.seat, .notation = notation});
        };
        const QStringList cells{QString::number(judged.event + 1),
                                names_.at(static_cast<std::size_t>(judged.seat)),
                                written(judged.made), loss, written(judged.best)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setToolTip(QString::fromStdString(judged.reason));
            QFont font = item->font();
            font.setBold(biggest);
            item->setFont(font);
            review_table_->setItem(static_cast<int>(i), column, item);
        }
        // The step that shows the decision made: the one after its event.
        review_table_->item(static_cast<int>(i), 0)
            ->setData(Qt::UserRole, static_cast<int>(judged.event) + 1);
    }
    review_table_->resizeColumnsToContents();
    review_table_->show();
    review_legend_->setText(
        tr("?? marks a blunder, a loss of %1 or more; bold rows are the biggest mistakes. "
           "Choose a row, or move with the arrow keys, to see the game after that decision; "
           "its tip says what the coach's choice does.")
            .arg(lost(dicebox::host::blunder_loss(review.measure))));
    review_legend_->show();
    // The review's columns want room beside the board.
    splitter_->setSizes({width() * 3 / 5, width() * 2 / 5});
    QStringList lines;
    if (!review.caveat.empty()) lines << QString::fromStdString(review.caveat);
    for (std::size_t seat = 0; seat < review.seats.size(); ++seat) {
        const auto& summary = review.seats[seat];
        lines << tr("%1: %2 lost a decision on average, %n blunder(s)", "", summary.blunders)
                     .arg(names_[seat], lost(summary.mean_loss()));
    }
    review_summary_->setText(lines.join(QStringLiteral("\n")));
}

QString ReplayView::title() const {
    return tr("Replay · %1 · %2")
        .arg(QString::fromStdString(session_->module().info().name))
        .arg(record_.id);
}

void ReplayView::go_to(int step) {
    step = std::clamp(step, 0, steps());
    if (step == step_) return;
    // Forward one event at a time on the session as it stands; back means from the start.
    if (step < step_) {
        session_->restart(record_.seed);
        step_ = 0;
    }
    step_ = std::max(step_, 0);
    while (step_ < step) apply(static_cast<std::size_t>(step_++));
    board_->show_game({session_->initial(), session_->state(), session_->told_all()});

    {
        const QSignalBlocker slider_blocker(slider_);
        const QSignalBlocker log_blocker(log_);
        slider_->setValue(step_);
        log_->setCurrentRow(step_ - 1);
    }
    step_label_->setText(tr("Step %1 of %2").arg(step_).arg(steps()));
    event_->setText(step_ == 0 ? tr("Before the first event.")
                               : lines_.at(static_cast<std::size_t>(step_ - 1)));
    results_->setText(step_ == steps() ? results() : QString());
    results_->setVisible(step_ == steps());
    emit step_changed(step_);
}

void ReplayView::apply(std::size_t event) {
    // Every event applied once already (log_lines): it applies again.
    const auto& logged = record_.events.at(event);
    if (logged.seat) {
        session_->act(*logged.seat, logged.notation);
    } else {
        session_->force(logged.notation);
    }
}

QString ReplayView::results() const {
    switch (record_.status) {
        case db::Status::Unfinished:
            return tr("The log ends here: the game was left unfinished.");
        case db::Status::Aborted:
            return tr("The log ends here: the game was aborted.");
        case db::Status::Finished:
            break;
    }
    // Strike counts penalty points, which say nothing without saying so.
    const bool penalty = session_->module().info().lower_score_wins;
    QStringList lines{penalty ? tr("Results: penalty points, the lowest wins") : tr("Results:")};
    std::vector<dicebox::Seat> winners;
    for (std::size_t seat = 0; seat < names_.size(); ++seat) {
        const auto& result = record_.seats.at(seat);
        const QString score = !result.score ? tr("no score")
                              : penalty     ? tr("%n point(s)", "", *result.score)
                                            : QString::number(*result.score);
        lines << (result.winner ? tr("%1: %2, winner").arg(names_[seat], score)
                                : tr("%1: %2").arg(names_[seat], score));
        if (result.winner) winners.push_back(static_cast<dicebox::Seat>(seat));
    }
    lines << winners_text(QStringList(names_.begin(), names_.end()), winners);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace dicebox::gui
