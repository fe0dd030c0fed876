#include "charts/charts_view.hpp"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "charts/chart_data.hpp"
#include "history/display_text.hpp"
#include "history/figure_choices.hpp"

namespace dicebox::gui {
namespace {

namespace db = dicebox::db;

// A game and variant as one choice's value: the two joined by a tab, which neither holds.
QString variant_key(const db::GameVariant& variant) {
    return QString::fromStdString(variant.game + '\t' + variant.variant);
}

QChart* new_chart(const QString& title) {
    auto* chart = new QChart;
    // A chart reads its title, and its axes' labels, as rich text: the names in them are
    // drawn as they are written, never read as markup.
    chart->setTitle(title.toHtmlEscaped());
    QFont font = chart->titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    chart->setTitleFont(font);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    // The axes' numbers as the app's language writes them.
    chart->setLocalizeNumbers(true);
    return chart;
}

// An axis of counts from 0 with whole-number ticks.
QValueAxis* count_axis(double most, const QString& title) {
    auto* axis = new QValueAxis;
    const int step = round_width(most / 8);
    const int top = static_cast<int>(std::ceil(std::max(most, 1.0) / step)) * step;
    axis->setRange(0, top);
    axis->setTickCount(top / step + 1);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    return axis;
}

// The date format for a span of time cut by 6 ticks, as precise as the ticks are apart:
// seconds within minutes, the hour within days, the year over months.
QString date_format(qint64 span_ms) {
    constexpr qint64 kMinute = 60LL * 1000;
    constexpr qint64 kDay = 24 * 60 * kMinute;
    const qint64 apart = span_ms / 5;
    if (apart < kMinute) return QStringLiteral("d MMM hh:mm:ss");
    if (apart < kDay) return QStringLiteral("d MMM hh:mm");
    if (apart < 30 * kDay) return QStringLiteral("d MMM");
    return QStringLiteral("MMM yyyy");
}

// An axis of whole numbers with a tick at every multiple of the ticks' step.
QValueAxis* value_axis(const AxisTicks& ticks, const QString& title) {
    auto* axis = new QValueAxis;
    axis->setRange(ticks.low, ticks.high);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(ticks.step);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    return axis;
}

}  // namespace

ChartsView::ChartsView(const Catalog& catalog, QWidget* parent)
    : HistorySection(QStringLiteral("charts"), parent),
      catalog_(catalog),
      player_(new QComboBox(this)),
      variant_(new QComboBox(this)),
      simulated_(new QCheckBox(tr("&Simulated games too"), this)),
      tabs_(new QTabWidget(this)),
      scores_(new ChartPage(QStringLiteral("chartScores"), this)),
      histogram_(new ChartPage(QStringLiteral("chartHistogram"), this)),
      opponents_(new ChartPage(QStringLiteral("chartOpponents"), this)),
      reviews_(new ChartPage(QStringLiteral("chartReviews"), this)) {
    player_->setObjectName(QStringLiteral("chartsPlayer"));
    variant_->setObjectName(QStringLiteral("chartsVariant"));
    simulated_->setObjectName(QStringLiteral("chartsSimulated"));
    tabs_->setObjectName(QStringLiteral("chartsTabs"));
    for (auto* box : {player_, variant_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumContentsLength(12);
    }

    auto* choices = new QHBoxLayout;
    auto* player_label = new QLabel(tr("&Player:"), this);
    player_label->setBuddy(player_);
    auto* variant_label = new QLabel(tr("&Game and variant:"), this);
    variant_label->setBuddy(variant_);
    choices->addWidget(player_label);
    choices->addWidget(player_);
    choices->addSpacing(12);
    choices->addWidget(variant_label);
    choices->addWidget(variant_);
    choices->addSpacing(12);
    choices->addWidget(simulated_);
    choices->addStretch();

    tabs_->addTab(scores_, tr("Scores over &time"));
    tabs_->addTab(histogram_, tr("Score &distribution"));
    tabs_->addTab(opponents_, tr("&Win rate by opponent"));
    tabs_->addTab(reviews_, tr("The coach's &reviews"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choices);
    layout->addWidget(status_line());
    layout->addWidget(tabs_, 1);

    connect(player_, &QComboBox::currentIndexChanged, this, &ChartsView::reload);
    connect(variant_, &QComboBox::currentIndexChanged, this, &ChartsView::reload);
    connect(simulated_, &QCheckBox::toggled, this, &ChartsView::reload);
    show_note(tr("No games yet."));
}

void ChartsView::reload() {
    const bool simulated = simulated_->isChecked();
    const auto player = chosen(*player_);
    const auto key = variant_->currentData().toString();
    read_figures<Figures>(
        [simulated, player, key](db::Store& store) {
            Figures figures;
            figures.variants_played = db::variants_played(store, simulated);
            figures.players = db::players_with_games(store, simulated);
            const auto& players = figures.players;
            if (std::find(players.begin(), players.end(), player) != players.end()) {
                figures.player = player;
            } else if (!players.empty()) {
                // People before bots.
                const auto person = std::find_if(players.begin(), players.end(), [](auto& name) {
                    return !name.starts_with("bot:");
                });
                figures.player = person != players.end() ? *person : players.front();
            }
            const auto& variants = figures.variants_played;
            const auto asked = std::find_if(variants.begin(), variants.end(),
                                            [&](const auto& v) { return variant_key(v) == key; });
            if (asked != variants.end()) {
                figures.variant = static_cast<int>(asked - variants.begin());
            } else if (!variants.empty()) {
                figures.variant = 0;
            }
            if (figures.variant >= 0) {
                const auto& variant = variants[static_cast<std::size_t>(figures.variant)];
                figures.scores = db::scores(store, {variant.game, "", variant.variant, simulated});
                if (!figures.player.empty()) {
                    figures.timeline = db::score_timeline(
                        store, {variant.game, figures.player, variant.variant, simulated});
                    figures.reviews =
                        db::player_reviews(store, {variant.game, figures.player, "", simulated});
                    // Of the variant the selector names, as every chart here.
                    figures.opponents = db::head_to_heads(
                        store, {variant.game, figures.player, variant.variant, simulated});
                }
            }
            return figures;
        },
        [this](const Figures& figures) { show_figures(figures); });
}

void ChartsView::show_figures(const Figures& figures) {
    QList<Choice> players;
    for (const auto& name : figures.players) {
        players.push_back({player_text(name), QString::fromStdString(name)});
    }
    QList<Choice> variants;
    for (const auto& variant : figures.variants_played) {
        variants.push_back({tr("%1 · %2").arg(game_name(catalog_, variant.game),
                                              QString::fromStdString(variant.variant)),
                            variant_key(variant)});
    }
    set_choices(*player_, players);
    set_choices(*variant_, variants);
    {
        // The choices the figures were read for, without reading them again.
        const QSignalBlocker quiet_player(player_);
        const QSignalBlocker quiet_variant(variant_);
        player_->setCurrentIndex(player_->findData(QString::fromStdString(figures.player)));
        if (figures.variant >= 0) variant_->setCurrentIndex(figures.variant);
    }
    hide_note();
    QString game;
    QString variant;
    if (figures.variant >= 0) {
        const auto& chosen_variant =
            figures.variants_played[static_cast<std::size_t>(figures.variant)];
        game = game_name(catalog_, chosen_variant.game);
        variant = QString::fromStdString(chosen_variant.variant);
    }
    draw_scores(figures, game, variant);
    draw_histogram(figures, game, variant);
    draw_opponents(figures, game, variant);
    draw_reviews(figures, game);
}

void ChartsView::show_note(const QString& note) {
    HistorySection::show_note(note);
    for (auto* page : {scores_, histogram_, opponents_, reviews_}) page->show_note(note);
}

// Whether the player is learning: the trend of the coach's reviews, game by game.
void ChartsView::draw_reviews(const Figures& figures, const QString& game) {
    const QString player = player_text(figures.player);
    if (figures.player.empty() || figures.variant < 0) {
        reviews_->show_note(tr("No finished games yet."));
        return;
    }
    if (figures.reviews.empty()) {
        reviews_->show_note(tr("No game of %1 by %2 has been reviewed yet: review one from its "
                               "replay in History, or with dicebox review.")
                                .arg(game, player));
        return;
    }
    const auto& reviewed = figures.reviews.front();
    const bool chances = reviewed.measure == "win_chance";
    const double scale = chances ? 100 : 1;  // a chance in percent
    auto* chart = new_chart(tr("What a decision of %1 lost in %2, by the coach").arg(player, game));
    auto* losses = new QLineSeries(chart);
    losses->setName(tr("Average loss per decision of each reviewed game"));
    losses->setPointsVisible(true);
    QPen thick(QColor(0xd9, 0x5f, 0x02));
    thick.setWidthF(3);
    losses->setPen(thick);
    double most = 0;
    for (std::size_t i = 0; i < reviewed.trend.size(); ++i) {
        const double loss = scale * reviewed.trend[i].mean_loss;
        losses->append(static_cast<qreal>(i + 1), loss);
        most = std::max(most, loss);
    }
    chart->addSeries(losses);
    const double games = static_cast<double>(reviewed.trend.size());
    auto* across = value_axis({0, games + 1, round_width((games + 1) / 6)},
                              tr("Reviewed game, in the order played"));
    auto* values = value_axis(round_ticks(0, most), chances ? tr("Chance of winning lost (%)")
                                                            : tr("Expected points lost"));
    chart->addAxis(across, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    losses->attachAxis(across);
    losses->attachAxis(values);
    reviews_->show_chart(chart);
}

void ChartsView::draw_scores(const Figures& figures, const QString& game, const QString& variant) {
    const QString player = player_text(figures.player);
    if (figures.player.empty() || figures.variant < 0) {
        scores_->show_note(tr("No finished games yet."));
        return;
    }
    if (figures.timeline.empty()) {
        scores_->show_note(tr("%1 has no finished games of %2 · %3.").arg(player, game, variant));
        return;
    }
    const bool lower =
        figures.variants_played[static_cast<std::size_t>(figures.variant)].lower_score_wins;
    auto* chart = new_chart(tr("%1's scores in %2 · %3").arg(player, game, variant));
    // Each score a dot, the average a bold line: the trend is what the chart is for, and a
    // single game is a dot as well.
    auto* points = new QScatterSeries(chart);
    points->setName(tr("Score of each game"));
    points->setMarkerSize(8);
    points->setColor(QColor(0x1f, 0x77, 0xb4, 0xb0));
    points->setBorderColor(QColor(0x1f, 0x77, 0xb4));
    auto* average = new QLineSeries(chart);
    average->setName(tr("Average of the last %1 games").arg(kMovingAverageGames));
    QPen thick(QColor(0xd9, 0x5f, 0x02));
    thick.setWidthF(3);
    average->setPen(thick);
    std::vector<int> scores;
    std::vector<std::int64_t> times;
    for (const auto& point : figures.timeline) {
        scores.push_back(point.score);
        times.push_back(point.date);
    }
    const auto averages = moving_average(scores);
    const bool by_date = times_spread(times);
    auto across_at = [&](std::size_t i) {
        return by_date ? static_cast<qreal>(times[i]) : static_cast<qreal>(i + 1);
    };
    for (const auto i : points_drawn(std::vector<double>(scores.begin(), scores.end()))) {
        points->append(across_at(i), scores[i]);
    }
    for (const auto i : points_drawn(averages)) average->append(across_at(i), averages[i]);
    chart->addSeries(points);
    chart->addSeries(average);

    QAbstractAxis* across = nullptr;
    if (by_date) {
        auto* dates = new QDateTimeAxis;
        const qint64 first = times.front();
        const qint64 last = times.back();
        // A margin on both sides, so that no point sits on the frame.
        const qint64 margin = (last - first) / 40;
        dates->setRange(QDateTime::fromMSecsSinceEpoch(first - margin),
                        QDateTime::fromMSecsSinceEpoch(last + margin));
        dates->setFormat(date_format(last - first + 2 * margin));
        dates->setTickCount(6);
        dates->setTitleText(tr("When the game ended"));
        across = dates;
    } else {
        // From 0 to one past the last game: the first and last stay off the frame.
        const double games = static_cast<double>(scores.size());
        across = value_axis({0, games + 1, round_width((games + 1) / 6)},
                            tr("Game, in the order played (they ended too close together to "
                               "be told apart by time)"));
    }
    const auto [low, high] = std::minmax_element(scores.begin(), scores.end());
    auto* values =
        value_axis(round_ticks(*low, *high), lower ? tr("Score (lower is better)") : tr("Score"));
    chart->addAxis(across, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    for (auto* series : std::initializer_list<QXYSeries*>{points, average}) {
        series->attachAxis(across);
        series->attachAxis(values);
    }
    scores_->show_chart(chart);
}

void ChartsView::draw_histogram(const Figures& figures, const QString& game,
                                const QString& variant) {
    if (figures.scores.empty()) {
        histogram_->show_note(figures.variant < 0
                                  ? tr("No finished games yet.")
                                  : tr("No finished games of %1 · %2.").arg(game, variant));
        return;
    }
    const bool lower =
        figures.variants_played[static_cast<std::size_t>(figures.variant)].lower_score_wins;
    const auto bins = histogram(figures.scores);
    const auto how_many = figures.scores.size();
    auto* chart =
        new_chart(how_many == 1 ? tr("Distribution of 1 score in %1 · %2").arg(game, variant)
                                : tr("Distribution of %1 scores in %2 · %3")
                                      .arg(QLocale().toString(how_many), game, variant));
    auto* counts = new QBarSet(tr("Scores in the range"));
    QStringList ranges;
    int most = 0;
    for (const auto& bin : bins) {
        *counts << bin.count;
        most = std::max(most, bin.count);
        ranges << (bin.from == bin.to
                       ? score_text(bin.from)
                       : tr("%1 to %2").arg(score_text(bin.from), score_text(bin.to)));
    }
    auto* series = new QBarSeries(chart);
    series->append(counts);
    series->setBarWidth(0.92);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    chart->addSeries(series);
    auto* axis = new QBarCategoryAxis;
    axis->append(ranges);
    // Up the bars, where a range ("−1,400 to −1,201") has the room a bar's width does not
    // give it: written whole, never cut short.
    axis->setLabelsAngle(-90);
    axis->setTitleText(lower ? tr("Score (lower is better)") : tr("Score"));
    auto* count = count_axis(most, tr("Number of scores"));
    chart->addAxis(axis, Qt::AlignBottom);
    chart->addAxis(count, Qt::AlignLeft);
    series->attachAxis(axis);
    series->attachAxis(count);
    chart->legend()->hide();  // one set of bars: the axes say what they are
    histogram_->show_chart(chart);
}

void ChartsView::draw_opponents(const Figures& figures, const QString& game,
                                const QString& variant) {
    const QString player = player_text(figures.player);
    if (figures.player.empty() || figures.variant < 0) {
        opponents_->show_note(tr("No finished games yet."));
        return;
    }
    if (figures.opponents.empty()) {
        opponents_->show_note(
            tr("%1 has not played %2 · %3 against anybody yet.").arg(player, game, variant));
        return;
    }
    auto* chart =
        new_chart(tr("%1's games of %2 · %3 won against each opponent").arg(player, game, variant));
    auto* won = new QBarSet(tr("Games won, of those played together (%)"));
    QStringList names;
    // The horizontal bars run bottom to top: the opponents in reverse read top down.
    for (auto it = figures.opponents.rbegin(); it != figures.opponents.rend(); ++it) {
        const auto games = it->wins + it->losses + it->draws;
        *won << 100.0 * static_cast<double>(it->wins) / static_cast<double>(games);
        const QString name = player_text(it->opponent);
        names << (games == 1 ? tr("%1 (1 game)").arg(name)
                             : tr("%1 (%2 games)").arg(name, QLocale().toString(games)))
                     .toHtmlEscaped();
    }
    auto* series = new QHorizontalBarSeries(chart);
    series->append(won);
    series->setBarWidth(0.7);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(3);
    series->setLabelsFormat(tr("@value%"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    chart->addSeries(series);
    auto* axis = new QBarCategoryAxis;
    axis->append(names);
    auto* rate = new QValueAxis;
    rate->setRange(0, 100);
    rate->setTickCount(6);
    // Localised numbers take the text after the number as it is: one % sign.
    rate->setLabelFormat(QStringLiteral("%.0f%"));
    rate->setTitleText(tr("Games won (a shared first place is a draw)"));
    chart->addAxis(axis, Qt::AlignLeft);
    chart->addAxis(rate, Qt::AlignBottom);
    series->attachAxis(axis);
    series->attachAxis(rate);
    opponents_->show_chart(chart);
}

}  // namespace dicebox::gui
