#include "what_if/what_if_view.hpp"

#include <QFormLayout>
#include <QHeaderView>
#include <QRandomGenerator>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "what_if/what_if_charts.hpp"

namespace dicebox::gui {
namespace {

constexpr int kDefaultGames = 1000;
constexpr int kMostGames = 1000000;

// Puts `chart` into `view`, which gives up the chart it had without deleting it.
void replace_chart(QChartView* view, QChart* chart) {
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
}

}  // namespace

WhatIfView::WhatIfView(const Catalog& catalog, QWidget* parent)
    : QWidget(parent),
      catalog_(catalog),
      rules_(house_rules(catalog)),
      game_(new QComboBox(this)),
      seat_count_(new QSpinBox(this)),
      bots_layout_(new QVBoxLayout),
      rule_(new QComboBox(this)),
      rule_about_(new QLabel(this)),
      games_(new QSpinBox(this)),
      seed_(new SeedField(this)),
      simulate_(new QPushButton(tr("&Simulate"), this)),
      cancel_(new QPushButton(tr("&Cancel"), this)),
      progress_(new QProgressBar(this)),
      status_(new QLabel(this)),
      results_(new QStackedWidget(this)),
      summary_(new QLabel(this)),
      histogram_(new QChartView(this)),
      win_shares_(new QChartView(this)),
      table_(new QTableView(this)),
      figures_(new WhatIfFigures(this)) {
    setObjectName(QStringLiteral("whatIfView"));
    set_up_fields();
    QWidget* setup_panel = make_setup_panel();
    make_results();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(setup_panel);
    layout->addWidget(results_, 1);
    connect_controls();
    game_changed();
}

// The set-up's fields, the buttons that start and stop a run, and its progress.
void WhatIfView::set_up_fields() {
    game_->setObjectName(QStringLiteral("gameBox"));
    for (const auto& plugin : catalog_.plugins().plugins()) {
        const auto& info = plugin.module->info();
        game_->addItem(QString::fromStdString(info.name), QString::fromStdString(info.id));
    }
    seat_count_->setObjectName(QStringLiteral("seatCount"));
    rule_->setObjectName(QStringLiteral("ruleBox"));
    rule_about_->setObjectName(QStringLiteral("ruleAbout"));
    rule_about_->setWordWrap(true);
    // Four lines whatever the rule's description, so that the buttons below stay put; a
    // longer one is read whole in the tooltip.
    rule_about_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    rule_about_->setFixedHeight(rule_about_->fontMetrics().lineSpacing() * 4 + 2);
    games_->setObjectName(QStringLiteral("gamesBox"));
    games_->setRange(1, kMostGames);
    games_->setValue(kDefaultGames);
    games_->setSingleStep(100);
    games_->setGroupSeparatorShown(true);
    games_->setToolTip(tr("Games under each set of rules"));
    seed_->setText(QStringLiteral("1"));
    seed_->setToolTip(tr("The same seed rolls the same dice; both rule sets play the same games"));
    simulate_->setObjectName(QStringLiteral("simulateButton"));
    simulate_->setDefault(true);
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    cancel_->setEnabled(false);
    progress_->setObjectName(QStringLiteral("progressBar"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    status_->setObjectName(QStringLiteral("statusLabel"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// The set-up on the left: the form, the buttons, the progress and the status below.
QWidget* WhatIfView::make_setup_panel() {
    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("S&eats:"), seat_count_);
    form->addRow(tr("Bots:"), bots_layout_);
    form->addRow(tr("House &rule:"), rule_);
    form->addRow(QString(), rule_about_);
    form->addRow(tr("Ga&mes:"), games_);
    form->addRow(tr("See&d:"), seed_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(simulate_);
    buttons->addWidget(cancel_);
    buttons->addStretch();
    auto* setup = new QVBoxLayout;
    setup->addLayout(form);
    setup->addLayout(buttons);
    setup->addWidget(progress_);
    setup->addWidget(status_);
    setup->addStretch();
    auto* setup_panel = new QWidget(this);
    setup_panel->setObjectName(QStringLiteral("whatIfSetup"));
    setup_panel->setLayout(setup);
    setup_panel->setFixedWidth(340);
    return setup_panel;
}

// The results' two pages: what to do before any run, and the summary, the charts and the
// table of the last one.
void WhatIfView::make_results() {
    auto* placeholder =
        new QLabel(tr("Choose a game, a bot for each seat and a house rule, then press "
                      "Simulate: the same games are played under the printed rules and under "
                      "the house rule, and set side by side here."),
                   this);
    placeholder->setObjectName(QStringLiteral("whatIfPlaceholder"));
    placeholder->setWordWrap(true);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setMargin(40);
    summary_->setObjectName(QStringLiteral("summaryLabel"));
    summary_->setWordWrap(true);
    histogram_->setObjectName(QStringLiteral("histogramChart"));
    histogram_->setRenderHint(QPainter::Antialiasing);
    histogram_->setMinimumHeight(300);
    win_shares_->setObjectName(QStringLiteral("winShareChart"));
    win_shares_->setRenderHint(QPainter::Antialiasing);
    table_->setObjectName(QStringLiteral("figuresTable"));
    table_->setModel(figures_);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* charts = new QHBoxLayout;
    charts->addWidget(histogram_, 3);
    charts->addWidget(win_shares_, 2);
    auto* shown = new QVBoxLayout;
    shown->setContentsMargins(0, 0, 0, 0);
    shown->addWidget(summary_);
    shown->addLayout(charts, 1);
    shown->addWidget(table_);
    auto* results_page = new QWidget(this);
    results_page->setLayout(shown);
    results_->setObjectName(QStringLiteral("whatIfResults"));
    results_->addWidget(placeholder);
    results_->addWidget(results_page);
}

// The fields and the buttons, and a run's progress and end.
void WhatIfView::connect_controls() {
    progress_timer_.setInterval(100);
    connect(&progress_timer_, &QTimer::timeout, this, &WhatIfView::show_progress);
    connect(&watcher_, &QFutureWatcher<WhatIfOutcome>::finished, this, &WhatIfView::run_over);
    connect(game_, &QComboBox::currentIndexChanged, this, &WhatIfView::game_changed);
    connect(seat_count_, &QSpinBox::valueChanged, this, &WhatIfView::seats_changed);
    connect(rule_, &QComboBox::currentIndexChanged, this, &WhatIfView::rule_changed);
    connect(simulate_, &QPushButton::clicked, this, &WhatIfView::simulate);
    connect(cancel_, &QPushButton::clicked, this, &WhatIfView::cancel);
}

WhatIfView::~WhatIfView() {
    if (!watcher_.isRunning()) return;
    control_->cancel();
    watcher_.waitForFinished();
}

bool WhatIfView::showing_results() const {
    return results_->currentIndex() == 1;
}

const dicebox::GameModule* WhatIfView::module() const {
    return catalog_.plugins().find(game_->currentData().toString().toStdString());
}

void WhatIfView::game_changed() {
    const auto* game = module();
    if (game == nullptr) return;
    const auto& info = game->info();
    for (auto* box : bots_) delete box;
    bots_.clear();
    {
        // Two seats where the game has room, so that there is somebody to win against.
        const QSignalBlocker blocker(seat_count_);
        seat_count_->setRange(info.min_players, info.max_players);
        seat_count_->setValue(std::clamp(2, info.min_players, info.max_players));
    }
    seats_changed();
    fill_rules();
}

void WhatIfView::seats_changed() {
    const auto* game = module();
    const auto count = static_cast<std::size_t>(seat_count_->value());
    while (bots_.size() > count) {
        delete bots_.back();
        bots_.pop_back();
    }
    while (bots_.size() < count) {
        auto* box = new QComboBox(this);
        box->setObjectName(QStringLiteral("bot%1").arg(bots_.size() + 1));
        box->setToolTip(tr("The bot in seat %1").arg(bots_.size() + 1));
        for (const auto& bot : game->bots()) box->addItem(QString::fromStdString(bot));
        box->setCurrentText(QString::fromStdString(game->default_bot()));
        bots_layout_->addWidget(box);
        bots_.push_back(box);
    }
}

void WhatIfView::fill_rules() {
    rule_->clear();
    for (const auto& rule : rules_) {
        if (rule.game != module()->info().id) continue;
        rule_->addItem(rule.name, rule.file);
        rule_->setItemData(rule_->count() - 1, rule.description, Qt::ToolTipRole);
    }
    rule_->setEnabled(rule_->count() > 0);
    rule_changed();
}

void WhatIfView::rule_changed() {
    if (rule_->count() == 0) {
        rule_about_->setText(tr("No house rule for %1 was found.").arg(game_->currentText()));
        simulate_->setEnabled(false);
        return;
    }
    rule_about_->setText(rule_->currentData(Qt::ToolTipRole).toString());
    rule_about_->setToolTip(rule_about_->text());
    simulate_->setEnabled(!running());
}

void WhatIfView::simulate() {
    const auto* game = module();
    if (running() || game == nullptr || rule_->count() == 0) return;
    if (!seed_->hasAcceptableInput()) return show_problem(SeedField::rule());
    // A seed chosen at random is shown, so that the run can be made again.
    if (!seed_->seed()) seed_->setText(QString::number(QRandomGenerator::global()->generate64()));
    const std::uint64_t seed = *seed_->seed();
    setup_ = WhatIfSetup{};
    setup_.module = game;
    for (const auto* box : bots_) setup_.bots.push_back(box->currentText().toStdString());
    setup_.rule = rule_->currentData().toString().toStdString();
    setup_.games = static_cast<std::uint64_t>(games_->value());
    setup_.seed = seed;
    setup_.threads = static_cast<unsigned>(std::max(1, QThread::idealThreadCount()));
    series_ = QStringList{tr("Printed rules"), rule_->currentText()};

    control_ = std::make_shared<dicebox::host::SimulationControl>();
    progress_->setRange(0, 2 * games_->value());
    progress_->setValue(0);
    status_->setStyleSheet(QString());
    status_->setText(tr("Playing %1 games under the printed rules, then the same games under %2…")
                         .arg(games_->value())
                         .arg(rule_->currentText()));
    results_->setCurrentIndex(0);
    set_running(true);
    watcher_.setFuture(QtConcurrent::run(
        [setup = setup_, control = control_] { return run_what_if(setup, *control); }));
    progress_timer_.start();
}

void WhatIfView::cancel() {
    if (!running()) return;
    control_->cancel();
    cancel_->setEnabled(false);
    status_->setText(tr("Cancelling…"));
}

void WhatIfView::show_progress() {
    progress_->setValue(static_cast<int>(control_->finished()));
}

void WhatIfView::run_over() {
    progress_timer_.stop();
    show_progress();
    set_running(false);
    const WhatIfOutcome outcome = watcher_.result();
    const auto games = static_cast<int>(2 * setup_.games);
    if (!outcome.failure.empty()) {
        show_problem(tr("The simulation stopped: %1").arg(QString::fromStdString(outcome.failure)));
    } else if (outcome.cancelled) {
        const QLocale locale;
        status_->setText(tr("Cancelled after %1 of %2 games; nothing is compared.")
                             .arg(locale.toString(control_->finished()), locale.toString(games)));
    } else {
        progress_->setValue(progress_->maximum());
        const auto& report = *outcome.report;
        const QLocale locale;
        status_->setText(tr("Done: %1 games.").arg(locale.toString(games)));
        summary_->setText(
            tr("<b>%1</b>, %2 games under each set of rules, on the same seeds (seed %3). "
               "Mean score of all seats: %4 under the printed rules, %5 under %6.")
                .arg(QString::fromStdString(setup_.module->info().name))
                .arg(locale.toString(setup_.games))
                .arg(setup_.seed)
                .arg(locale.toString(report.series[0].spread.mean, 'f', 1))
                .arg(locale.toString(report.series[1].spread.mean, 'f', 1))
                .arg(series_[1]) +
            shared_wins_note(report));
        figures_->set_report(outcome.report, series_);
        fit_table();
        replace_chart(histogram_, WhatIfCharts::histogram(report, series_));
        replace_chart(win_shares_, WhatIfCharts::win_shares(report, series_));
        results_->setCurrentIndex(1);
    }
    emit run_ended();
}

QString WhatIfView::shared_wins_note(const dicebox::host::Comparison& report) {
    for (const auto& series : report.series) {
        double shares = 0;
        for (const auto& seat : series.seats) shares += seat.win_share;
        // Beyond rounding: some games had several winners.
        if (shares > 1.0 + 1e-9) {
            return QLatin1Char(' ') + tr("A shared first place counts as a win for each seat in "
                                         "it, so the shares of wins add up to more than 100%.");
        }
    }
    return {};
}

void WhatIfView::fit_table() {
    // Every seat's row shown, and nothing below them.
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < figures_->rowCount(); ++row) height += table_->rowHeight(row);
    table_->setFixedHeight(height);
}

void WhatIfView::set_running(bool running) {
    for (QWidget* input : std::initializer_list<QWidget*>{game_, seat_count_, rule_, games_, seed_})
        input->setEnabled(!running);
    for (auto* box : bots_) box->setEnabled(!running);
    if (!running) rule_->setEnabled(rule_->count() > 0);
    simulate_->setEnabled(!running && rule_->count() > 0);
    cancel_->setEnabled(running);
}

void WhatIfView::show_problem(const QString& problem) {
    status_->setStyleSheet(QStringLiteral("color: #b00020"));
    status_->setText(problem);
}

}  // namespace dicebox::gui
