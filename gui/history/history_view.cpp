#include "history/history_view.hpp"

#include <QCompleter>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "dicebox/db/local_time.hpp"
#include "dicebox/host/stored_session.hpp"
#include "play/refusal_text.hpp"

namespace dicebox::gui {
namespace {

namespace db = dicebox::db;

std::optional<std::int64_t> day_start(const QDate& date) {
    return db::local_day_start(date.year(), date.month(), date.day());
}

}  // namespace

HistoryView::HistoryView(const Catalog& catalog, QWidget* parent)
    : HistorySection(QStringLiteral("history"), parent),
      catalog_(catalog),
      model_(new HistoryModel(catalog, this)),
      game_(new QComboBox(this)),
      player_(new QLineEdit(this)),
      people_(new QStringListModel(this)),
      variant_(new QLineEdit(this)),
      from_on_(new QCheckBox(tr("&From"), this)),
      from_(new QDateEdit(this)),
      to_on_(new QCheckBox(tr("&To"), this)),
      to_(new QDateEdit(this)),
      simulated_(new QCheckBox(tr("&Simulated games too"), this)),
      table_(new QTableView(this)),
      replay_(new QPushButton(tr("&Replay"), this)),
      resume_(new QPushButton(tr("Res&ume"), this)) {
    set_up_filters();
    QGridLayout* filters = lay_out_filters();
    set_up_table();
    QHBoxLayout* bottom = lay_out_buttons();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(table_, 1);
    layout->addLayout(bottom);
    setFocusProxy(table_);
    connect_filters();
    connect_table();
    update_buttons();
}

// The filters: each game by its name, the people met for completion, the dates off.
void HistoryView::set_up_filters() {
    game_->setObjectName(QStringLiteral("gameFilter"));
    game_->addItem(tr("All games"));
    for (const auto& plugin : catalog_.plugins().plugins()) {
        const auto& info = plugin.module->info();
        game_->addItem(QString::fromStdString(info.name), QString::fromStdString(info.id));
    }
    player_->setObjectName(QStringLiteral("playerFilter"));
    player_->setPlaceholderText(tr("anybody (a name, or bot:KIND)"));
    player_->setClearButtonEnabled(true);
    auto* completer = new QCompleter(people_, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    player_->setCompleter(completer);
    variant_->setObjectName(QStringLiteral("variantFilter"));
    variant_->setPlaceholderText(tr("any variant"));
    variant_->setClearButtonEnabled(true);
    from_on_->setObjectName(QStringLiteral("fromFilter"));
    to_on_->setObjectName(QStringLiteral("toFilter"));
    from_->setObjectName(QStringLiteral("fromDate"));
    to_->setObjectName(QStringLiteral("toDate"));
    const QDate today = QDate::currentDate();
    from_->setDate(today.addMonths(-1));
    to_->setDate(today);
    for (auto* edit : {from_, to_}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setEnabled(false);
    }
    simulated_->setObjectName(QStringLiteral("simulatedFilter"));
}

// The filters by their labels in a row, the dates and the simulated games in a row below.
QGridLayout* HistoryView::lay_out_filters() {
    auto* game_label = new QLabel(tr("&Game:"), this);
    game_label->setBuddy(game_);
    auto* player_label = new QLabel(tr("&Player:"), this);
    player_label->setBuddy(player_);
    auto* variant_label = new QLabel(tr("&Variant:"), this);
    variant_label->setBuddy(variant_);
    auto* filters = new QGridLayout;
    filters->addWidget(game_label, 0, 0);
    filters->addWidget(game_, 0, 1);
    filters->addWidget(player_label, 0, 2);
    filters->addWidget(player_, 0, 3);
    filters->addWidget(variant_label, 0, 4);
    filters->addWidget(variant_, 0, 5);
    auto* dates = new QHBoxLayout;
    dates->addWidget(from_on_);
    dates->addWidget(from_);
    dates->addSpacing(12);
    dates->addWidget(to_on_);
    dates->addWidget(to_);
    dates->addSpacing(12);
    dates->addWidget(simulated_);
    dates->addStretch();
    filters->addLayout(dates, 1, 0, 1, 6);
    filters->setColumnStretch(3, 2);
    filters->setColumnStretch(5, 1);
    return filters;
}

void HistoryView::set_up_table() {
    table_->setObjectName(QStringLiteral("historyTable"));
    table_->setAccessibleName(tr("Games played"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSortIndicator(model_->sort_column(), model_->sort_order());
    table_->setSortingEnabled(true);
}

// The status line, and the buttons that open the game chosen.
QHBoxLayout* HistoryView::lay_out_buttons() {
    replay_->setObjectName(QStringLiteral("replayButton"));
    replay_->setToolTip(tr("Replay the game on its board, step by step (Enter)"));
    resume_->setObjectName(QStringLiteral("resumeButton"));
    resume_->setToolTip(tr("Go on with this unfinished game"));
    // Always in sight: it says how many games the table shows.
    status_line()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_line(), 1);
    bottom->addWidget(replay_);
    bottom->addWidget(resume_);
    return bottom;
}

// A filter changed reads the history again: a name typed once typing pauses, any other at once.
void HistoryView::connect_filters() {
    typing_.setSingleShot(true);
    typing_.setInterval(300);
    connect(&typing_, &QTimer::timeout, this, &HistoryView::apply_filters);
    for (auto* edit : {player_, variant_}) {
        connect(edit, &QLineEdit::textEdited, &typing_, qOverload<>(&QTimer::start));
        connect(edit, &QLineEdit::returnPressed, this, &HistoryView::apply_filters);
    }
    // A name picked from the completion counts at once.
    connect(player_->completer(), qOverload<const QString&>(&QCompleter::activated), this,
            &HistoryView::apply_filters);
    connect(game_, &QComboBox::currentIndexChanged, this, &HistoryView::apply_filters);
    connect(simulated_, &QCheckBox::toggled, this, &HistoryView::apply_filters);
    connect(from_on_, &QCheckBox::toggled, from_, &QWidget::setEnabled);
    connect(to_on_, &QCheckBox::toggled, to_, &QWidget::setEnabled);
    for (auto* check : {from_on_, to_on_}) {
        connect(check, &QCheckBox::toggled, this, &HistoryView::apply_filters);
    }
    for (auto* edit : {from_, to_}) {
        connect(edit, &QDateEdit::dateChanged, this, &HistoryView::apply_filters);
    }
}

// The table's loading and choice, said in the status line and the buttons, and the game
// chosen opened.
void HistoryView::connect_table() {
    connect(model_, &HistoryModel::loading_started, this, [this] { show_note(tr("Loading…")); });
    connect(model_, &HistoryModel::page_loaded, this, [this] {
        show_count();
        emit loaded();
    });
    connect(model_, &HistoryModel::failed, this, [this](const QString& message) {
        show_note(message);
        emit loaded();
    });
    connect(model_, &QAbstractItemModel::modelReset, this, &HistoryView::update_buttons);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HistoryView::update_buttons);
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            &HistoryView::keep_sort_indicator);
    connect(table_, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        emit replay_requested(model_->entry(index.row()).id);
    });
    connect(replay_, &QPushButton::clicked, this, [this] {
        if (const auto id = current_game()) emit replay_requested(*id);
    });
    connect(resume_, &QPushButton::clicked, this, [this] {
        if (const auto id = current_game()) emit resume_requested(*id);
    });
}

void HistoryView::reload() {
    if (history().empty()) return;
    read_people();
    model_->set_query(history(), current_filter());
}

db::HistoryFilter HistoryView::current_filter() const {
    db::HistoryFilter filter;
    if (game_->currentIndex() > 0) filter.game = game_->currentData().toString().toStdString();
    if (const auto player = player_->text().trimmed(); !player.isEmpty()) {
        filter.player = player.toStdString();
    }
    if (const auto variant = variant_->text().trimmed(); !variant.isEmpty()) {
        filter.variant = variant.toStdString();
    }
    if (from_on_->isChecked()) filter.since = day_start(from_->date());
    // To a day: up to the end of that day.
    if (to_on_->isChecked()) filter.until = day_start(to_->date().addDays(1));
    filter.simulated = simulated_->isChecked();
    return filter;
}

void HistoryView::apply_filters() {
    typing_.stop();
    if (history().empty()) return;
    model_->set_query(history(), current_filter());
}

void HistoryView::read_people() {
    // Names for completion; a history that cannot be read says so through the table.
    using Read = HistoryRead<QStringList>;
    auto* watcher = new QFutureWatcher<Read>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        people_->setStringList(watcher->result().figures);
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run([file = history()] {
        return read_history<QStringList>(file, [](db::Store& store) {
            QStringList names;
            for (const auto& name : db::people(store)) names << QString::fromStdString(name);
            return names;
        });
    }));
}

std::optional<std::int64_t> HistoryView::current_game() const {
    const auto index = table_->currentIndex();
    if (!index.isValid()) return std::nullopt;
    return model_->entry(index.row()).id;
}

void HistoryView::update_buttons() {
    const auto index = table_->currentIndex();
    replay_->setEnabled(index.isValid());
    // Resumed by the one rule of host/, and when not, why not.
    std::optional<dicebox::host::Refusal> refusal;
    if (index.isValid()) {
        const auto& game = model_->entry(index.row());
        refusal = dicebox::host::resume_refusal(game.id, game.status, game.simulated, game.online);
    }
    resume_->setEnabled(index.isValid() && !refusal);
    resume_->setToolTip(refusal ? RefusalText::of(*refusal)
                                : tr("Go on with this unfinished game"));
}

void HistoryView::show_count() {
    const int shown = model_->rowCount();
    // English is the sources' language, without a translation of its own: one game is
    // said apart; the translations give "%n" their plural forms.
    const bool more = model_->canFetchMore();
    if (shown == 0) {
        show_note(tr("No games match."));
    } else if (shown == 1) {
        show_note(more ? tr("1 game shown, more as you scroll down.") : tr("1 game shown."));
    } else {
        show_note(more ? tr("%n games shown, more as you scroll down.", nullptr, shown)
                       : tr("%n games shown.", nullptr, shown));
    }
    if (!table_->currentIndex().isValid() && shown > 0) table_->selectRow(0);
    // The columns fit the first page; later pages keep them, so that the table holds
    // still. The players' names take the room left (set again: a reset forgets it).
    if (shown <= HistoryModel::kPage) {
        auto* header = table_->horizontalHeader();
        header->setSectionResizeMode(QHeaderView::Interactive);
        table_->resizeColumnsToContents();
        header->setSectionResizeMode(HistoryModel::Players, QHeaderView::Stretch);
    }
}

void HistoryView::keep_sort_indicator() {
    // The seats' columns do not sort: the header goes back to the order in use.
    auto* header = table_->horizontalHeader();
    if (header->sortIndicatorSection() != model_->sort_column() ||
        header->sortIndicatorOrder() != model_->sort_order()) {
        header->setSortIndicator(model_->sort_column(), model_->sort_order());
    }
}

}  // namespace dicebox::gui
