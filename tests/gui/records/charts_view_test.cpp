// The charts against the records fixture (tests/db/records_fixture.hpp): the points and
// bars drawn are the fixture's scores, their moving average, the histogram's counts and
// the win rates by opponent, each worked out by hand; nothing to plot is said in words.
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QDateTimeAxis>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <fstream>
#include <functional>

#include "app_fixture.hpp"
#include "charts/chart_data.hpp"
#include "charts/charts_view.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/reviews.hpp"
#include "records_fixture.hpp"

using namespace testing_support;
using records_fixture::minute;
namespace db = dicebox::db;

namespace {

// The scores over time are series 0 (a dot each), their moving average series 1.
QXYSeries* line(QChart* chart, int number) {
    auto* series = qobject_cast<QXYSeries*>(chart->series().value(number));
    if (series == nullptr) qFatal("no series %d", number);
    return series;
}

// Ann's EXTRA! games, finished at `ends` (Unix ms) with `scores`, in a new history `file`.
void write_games(const std::filesystem::path& file, const std::vector<std::int64_t>& ends,
                 const std::vector<int>& scores, bool simulated = false) {
    db::Store store(file, db::Access::Write);
    db::GameWriter writer(store);
    store.transaction("writing Ann's games", [&] {
        for (std::size_t i = 0; i < ends.size(); ++i) {
            db::GameRecord game;
            game.module = "extra";
            game.module_name = "EXTRA!";
            game.module_version = "1.0.0";
            game.variant = "standard";
            game.variant_hash = "standard";
            game.seed = i;
            game.started_at = ends[i] - 1;
            game.ended_at = ends[i];
            game.status = db::Status::Finished;
            game.simulated = simulated;
            db::SeatRecord seat;
            seat.player = "Ann";
            seat.score = scores[i];
            seat.rank = 1;
            game.seats.push_back(seat);
            writer.insert(game);
        }
    });
}

// The scores-over-time chart of Ann's EXTRA! games in `file`.
QChart* scores_of(dicebox::gui::ChartsView& view, const std::filesystem::path& file,
                  bool simulated = false) {
    after(view, [&] { view.set_history(file); });
    if (simulated) after(view, [&] { view.simulated_check()->setChecked(true); });
    if (!view.scores_page()->plotted()) qFatal("nothing plotted");
    return view.scores_page()->chart();
}

QAbstractAxis* axis(QChart* chart, Qt::Alignment where) {
    return chart->axes(where == Qt::AlignBottom ? Qt::Horizontal : Qt::Vertical).value(0);
}

// A value axis whose ticks are round: its step one of 1, 2, 5 times a power of ten, and at
// least two ticks on it, each a whole number and so each label another.
bool round_ticks(const QValueAxis* values) {
    const double step = values->tickInterval();
    double unit = step;
    while (unit >= 10) unit /= 10;
    const bool round = unit == 1 || unit == 2 || unit == 5;
    return values->tickType() == QValueAxis::TicksDynamic && round && values->tickAnchor() == 0 &&
           std::floor(values->max() / step) - std::ceil(values->min() / step) >= 1;
}

QBarSet* bars(QChart* chart) {
    auto* series = qobject_cast<QAbstractBarSeries*>(chart->series().value(0));
    if (series == nullptr || series->count() != 1) qFatal("no bars");
    return series->barSets().front();
}

QStringList categories(QChart* chart, Qt::Orientation orientation) {
    for (auto* axis : chart->axes(orientation)) {
        if (auto* named = qobject_cast<QBarCategoryAxis*>(axis)) return named->categories();
    }
    return {};
}

}  // namespace

class ChartsViewTest : public QObject {
    Q_OBJECT

  private:
    TempDir dir_;
    std::filesystem::path history_ = dir_ / "history.sqlite";

    // The view on the fixture, with Ann and EXTRA! standard chosen.
    void open_extra(dicebox::gui::ChartsView& view, bool simulated = false) {
        after(view, [&] { view.set_history(history_); });
        if (simulated) after(view, [&] { view.simulated_check()->setChecked(true); });
        const int standard = view.variant_box()->findData(QStringLiteral("extra\tstandard"));
        QVERIFY(standard >= 0);
        after(view, [&] { view.variant_box()->setCurrentIndex(standard); });
        QCOMPARE(view.player_box()->currentText(), QStringLiteral("Ann"));
    }

  private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        records_fixture::write(history_);
    }

    void aPlayerWithoutGamesOfTheVariantHasNothingToPlot() {
        dicebox::gui::ChartsView view(catalog());
        after(view, [&] { view.set_history(history_); });
        // The first person, and the first game and variant: EXTRA! short, only game 7.
        QCOMPARE(view.player_box()->currentText(), QStringLiteral("Ann"));
        QCOMPARE(view.variant_box()->currentData().toString(), QStringLiteral("extra\tshort"));
        QVERIFY(!view.scores_page()->plotted());
        QVERIFY(view.scores_page()->note().contains(QStringLiteral("Ann has no finished games")));
        // The variant's scores are there all the same: Ben 60, Cid 70.
        QVERIFY(view.histogram_page()->plotted());
    }

    void scoresOverTimeWithTheirMovingAverage() {
        dicebox::gui::ChartsView view(catalog());
        open_extra(view);
        QVERIFY(view.scores_page()->plotted());
        auto* chart = view.scores_page()->chart();
        QCOMPARE(chart->series().size(), 2);
        // Ann's games 1-6, each at its end.
        const QList<QPointF> scores{{qreal(minute(1)), 150}, {qreal(minute(2)), 100},
                                    {qreal(minute(3)), 140}, {qreal(minute(4)), 160},
                                    {qreal(minute(5)), 90},  {qreal(minute(6)), 170}};
        QCOMPARE(line(chart, 0)->points(), scores);
        // 150; 250/2; 390/3; 550/4; 640/5; 810/6.
        const QList<qreal> averages{150, 125, 130, 137.5, 128, 135};
        QCOMPARE(line(chart, 1)->count(), 6);
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(line(chart, 1)->at(i).y(), averages[i]);
            QCOMPARE(line(chart, 1)->at(i).x(), scores[i].x());
        }
        QVERIFY(line(chart, 1)->name().contains(QStringLiteral("10")));
        QVERIFY(chart->title().contains(QStringLiteral("Ann")));
    }

    void simulatedGamesJoinTheTimelineWhenAsked() {
        dicebox::gui::ChartsView view(catalog());
        open_extra(view, true);
        auto* chart = view.scores_page()->chart();
        // Game 11: 300; the average of all seven, (810 + 300) / 7.
        QCOMPARE(line(chart, 0)->count(), 7);
        QCOMPARE(line(chart, 0)->at(6), QPointF(qreal(minute(11)), 300));
        QCOMPARE(line(chart, 1)->at(6).y(), 1110.0 / 7);
    }

    void aSingleGameIsADotOnRoundTicks() {
        TempDir dir;
        write_games(dir / "one.sqlite", {records_fixture::minute(1)}, {-1100});
        dicebox::gui::ChartsView view(catalog());
        auto* chart = scores_of(view, dir / "one.sqlite");
        auto* dots = qobject_cast<QScatterSeries*>(chart->series().value(0));
        QVERIFY(dots != nullptr);
        QCOMPARE(dots->count(), 1);
        auto* values = qobject_cast<QValueAxis*>(axis(chart, Qt::AlignLeft));
        QVERIFY(round_ticks(values));
        QVERIFY(values->min() < -1100 && values->max() > -1100);
        // Games by number: one point has no span of time.
        auto* games = qobject_cast<QValueAxis*>(axis(chart, Qt::AlignBottom));
        QVERIFY(games != nullptr);
        QVERIFY(round_ticks(games));
        QCOMPARE(dots->at(0), QPointF(1, -1100));
        QVERIFY(games->min() < 1 && games->max() > 1);
    }

    void aBurstOfSimulatedGamesIsDrawnGameByGame() {
        TempDir dir;
        std::vector<std::int64_t> ends;
        std::vector<int> scores;
        // 299 games in 30 s, and one a day later.
        for (int i = 0; i < 299; ++i) {
            ends.push_back(records_fixture::minute(1) + i * 100);
            scores.push_back(100 + (i * 37) % 90);
        }
        ends.push_back(records_fixture::minute(1) + 24LL * 3600 * 1000);
        scores.push_back(150);
        write_games(dir / "burst.sqlite", ends, scores, true);
        dicebox::gui::ChartsView view(catalog());
        auto* chart = scores_of(view, dir / "burst.sqlite", true);
        auto* games = qobject_cast<QValueAxis*>(axis(chart, Qt::AlignBottom));
        QVERIFY(games != nullptr);
        QVERIFY(games->titleText().contains(QStringLiteral("order played")));
        QVERIFY(round_ticks(games));
        QVERIFY(games->min() < 1 && games->max() > 300);
        QCOMPARE(line(chart, 0)->count(), 300);
        for (int i = 0; i < 300; ++i) QCOMPARE(line(chart, 0)->at(i).x(), qreal(i + 1));
        QVERIFY(round_ticks(qobject_cast<QValueAxis*>(axis(chart, Qt::AlignLeft))));
    }

    // More games than a chart's width has pixels: each run of consecutive games is drawn
    // as its lowest and highest score, so that the window draws a few thousand points
    // instead of every one, and the scores' spread stays in sight.
    void thousandsOfGamesAreDrawnAsTheirSpread() {
        TempDir dir;
        constexpr int kGames = 5'000;
        std::vector<std::int64_t> ends;
        std::vector<int> scores;
        for (int i = 0; i < kGames; ++i) {
            ends.push_back(records_fixture::minute(1) + i * 600'000LL);
            scores.push_back(i == 3'456 ? 999 : (i * 37) % 90);
        }
        write_games(dir / "many.sqlite", ends, scores);
        dicebox::gui::ChartsView view(catalog());
        auto* chart = scores_of(view, dir / "many.sqlite");
        auto* points = line(chart, 0);
        QVERIFY(points->count() <= int(dicebox::gui::kMostPointsDrawn));
        QVERIFY(points->count() > int(dicebox::gui::kMostPointsDrawn) / 2);
        // The highest score is drawn where it was played, and the points go in order.
        QVERIFY(points->points().contains(QPointF(qreal(ends[3'456]), 999)));
        for (int i = 1; i < points->count(); ++i)
            QVERIFY(points->at(i - 1).x() < points->at(i).x());
        QVERIFY(line(chart, 1)->count() <= int(dicebox::gui::kMostPointsDrawn));
        QCOMPARE(points->at(0).x(), qreal(ends.front()));
    }

    void gamesSpreadOverMonthsAreDrawnByDate() {
        TempDir dir;
        constexpr std::int64_t kWeek = 7LL * 24 * 3600 * 1000;
        std::vector<std::int64_t> ends;
        std::vector<int> scores;
        for (int i = 0; i < 20; ++i) {
            ends.push_back(records_fixture::minute(1) + i * kWeek);
            scores.push_back(90 + 3 * i);
        }
        write_games(dir / "months.sqlite", ends, scores);
        dicebox::gui::ChartsView view(catalog());
        auto* chart = scores_of(view, dir / "months.sqlite");
        auto* dates = qobject_cast<QDateTimeAxis*>(axis(chart, Qt::AlignBottom));
        QVERIFY(dates != nullptr);
        QVERIFY(dates->min().toMSecsSinceEpoch() < ends.front());
        QVERIFY(dates->max().toMSecsSinceEpoch() > ends.back());
        // Each of the ticks' labels another.
        QStringList labels;
        const auto first = dates->min().toMSecsSinceEpoch();
        const auto span = dates->max().toMSecsSinceEpoch() - first;
        for (int tick = 0; tick < dates->tickCount(); ++tick) {
            labels << QLocale().toString(
                QDateTime::fromMSecsSinceEpoch(first + span * tick / (dates->tickCount() - 1)),
                dates->format());
        }
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
        QCOMPARE(line(chart, 0)->at(19), QPointF(qreal(ends.back()), 147));
        QVERIFY(round_ticks(qobject_cast<QValueAxis*>(axis(chart, Qt::AlignLeft))));
    }

    void theHistogramCountsEveryScoreOfTheVariant() {
        dicebox::gui::ChartsView view(catalog());
        open_extra(view);
        QVERIFY(view.histogram_page()->plotted());
        auto* chart = view.histogram_page()->chart();
        // 12 scores from 80 to 170: five bins of 20 from 80.
        // 80 90 90 | 100 110 | 120 130 | 140 140 150 | 160 170
        auto* counts = bars(chart);
        QCOMPARE(counts->count(), 5);
        const QList<qreal> expected{3, 2, 2, 3, 2};
        for (int bin = 0; bin < 5; ++bin) QCOMPARE(counts->at(bin), expected[bin]);
        const auto ranges = categories(chart, Qt::Horizontal);
        QCOMPARE(ranges.size(), 5);
        QCOMPARE(ranges.front(), QStringLiteral("80 to 99"));
        QCOMPARE(ranges.back(), QStringLiteral("160 to 179"));
        QVERIFY(chart->title().contains(QStringLiteral("12 scores")));
    }

    void theHistogramsRangesAreWrittenWholeAt1024x700() {
        // EXTRA! scores as a person's games spread them, 100 of them from −1,400 to 300: the
        // widest ranges of the axis.
        const auto file = dir_ / "wide.sqlite";
        std::vector<std::int64_t> ends;
        std::vector<int> scores;
        for (int i = 0; i < 100; ++i) {
            ends.push_back(minute(i + 1));
            scores.push_back(-1400 + 17 * i + (i % 3) * 5);
        }
        write_games(file, ends, scores);
        dicebox::gui::ChartsView view(catalog());
        view.resize(900, 640);  // its part of a window of 1024×700
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        after(view, [&] { view.set_history(file); });
        view.tabs()->setCurrentWidget(view.histogram_page());
        QVERIFY(view.histogram_page()->plotted());
        QTest::qWait(200);  // laid out and drawn as it stands
        int ranges = 0;
        for (auto* item : view.histogram_page()->view()->scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (text == nullptr || !text->isVisible()) continue;
            const QString shown = text->toPlainText();
            if (shown.contains(QStringLiteral(" to "))) ++ranges;
            QVERIFY2(!shown.contains(QChar(0x2026)) && !shown.endsWith(QStringLiteral("...")),
                     qPrintable(shown));
        }
        QCOMPARE(ranges, bars(view.histogram_page()->chart())->count());
    }

    void strikesHistogramSaysLowerIsBetter() {
        dicebox::gui::ChartsView view(catalog());
        after(view, [&] { view.set_history(history_); });
        const int strike = view.variant_box()->findData(QStringLiteral("strike\tstandard"));
        after(view, [&] { view.variant_box()->setCurrentIndex(strike); });
        auto* chart = view.histogram_page()->chart();
        // 2 3 | 4 4 5 | 7: bins of 2 from 2.
        auto* counts = bars(chart);
        QCOMPARE(counts->count(), 3);
        QCOMPARE(counts->at(0), 2.0);
        QCOMPARE(counts->at(1), 3.0);
        QCOMPARE(counts->at(2), 1.0);
        bool said = false;
        for (auto* axis : chart->axes(Qt::Horizontal)) {
            said = said || axis->titleText().contains(QStringLiteral("lower is better"));
        }
        QVERIFY(said);
    }

    // Ann's reviewed games of EXTRA! (1 and 2, in the first seat both times): what a decision of
    // hers lost in each, in the order played; before any review, a note says how to get one.
    void theCoachsReviewsAreDrawnGameByGame() {
        {
            dicebox::gui::ChartsView view(catalog());
            open_extra(view);
            QVERIFY(!view.reviews_page()->plotted());
            QVERIFY(
                view.reviews_page()->note().contains(QStringLiteral("review one from its replay")));
        }
        const auto reviewed = dir_ / "reviewed.sqlite";
        const auto ids = records_fixture::write(reviewed);
        {
            dicebox::db::Store store(reviewed, dicebox::db::Access::Write);
            dicebox::db::store_review(store, ids[2], {{0, "points", 20, 100.0, 1}});
            dicebox::db::store_review(store, ids[1], {{0, "points", 10, 200.0, 2}});
        }
        dicebox::gui::ChartsView view(catalog());
        after(view, [&] { view.set_history(reviewed); });
        const int standard = view.variant_box()->findData(QStringLiteral("extra\tstandard"));
        after(view, [&] { view.variant_box()->setCurrentIndex(standard); });
        QVERIFY(view.reviews_page()->plotted());
        auto* chart = view.reviews_page()->chart();
        QCOMPARE(line(chart, 0)->points(), (QList<QPointF>{{1, 20}, {2, 5}}));
        QVERIFY(chart->title().contains(QStringLiteral("Ann")));
    }

    // Of the variant chosen only (EXTRA! standard), as the selector says: not Strike's games.
    void winRatesByOpponent() {
        dicebox::gui::ChartsView view(catalog());
        open_extra(view);
        QVERIFY(view.opponents_page()->plotted());
        auto* chart = view.opponents_page()->chart();
        QVERIFY(chart->title().contains(QStringLiteral("EXTRA! · standard")));
        QVERIFY(qobject_cast<QHorizontalBarSeries*>(chart->series().value(0)) != nullptr);
        // Top down Ben, Cid; the bars run bottom up.
        QCOMPARE(categories(chart, Qt::Vertical),
                 (QStringList{QStringLiteral("Cid (3 games)"), QStringLiteral("Ben (3 games)")}));
        auto* won = bars(chart);
        // Cid: 3 won of 3 (2, 3, 6); Ben: 1 of 3 (1 won, 2 lost, 3 a draw; 11 simulated).
        QCOMPARE(won->at(0), 100.0);
        QCOMPARE(won->at(1), 100.0 / 3);
        after(view, [&] {
            view.player_box()->setCurrentIndex(view.player_box()->findData(QStringLiteral("Cid")));
        });
        chart = view.opponents_page()->chart();
        // Cid against Ben: 2 L, 3 L; against Ann: 2 L, 3 L, 6 L (7 is EXTRA! short).
        const auto names = categories(chart, Qt::Vertical);
        QVERIFY2(names.contains(QStringLiteral("Ben (2 games)")) &&
                     names.contains(QStringLiteral("Ann (3 games)")),
                 qPrintable(names.join(QStringLiteral(", "))));
        QCOMPARE(bars(chart)->at(0), 0.0);
        QCOMPARE(bars(chart)->at(1), 0.0);
    }

    void aMissingHistoryHasNoGamesYet() {
        dicebox::gui::ChartsView view(catalog());
        after(view, [&] { view.set_history(dir_ / "nothing-here.sqlite"); });
        for (auto* page : {view.scores_page(), view.histogram_page(), view.opponents_page()}) {
            QVERIFY(!page->plotted());
            QVERIFY(page->note().contains(QStringLiteral("No games yet")));
        }
        QCOMPARE(view.player_box()->count(), 0);
    }

    void aCorruptHistorySaysWhatIsWrong() {
        const auto broken = dir_ / "broken.sqlite";
        std::ofstream(broken) << "this is not an SQLite database, not even close to one\n";
        const QString expected = read_error(broken);
        QVERIFY(!expected.isEmpty());
        dicebox::gui::ChartsView view(catalog());
        open_extra(view);
        after(view, [&] { view.set_history(broken); });
        QCOMPARE(view.status(), expected);
        for (auto* page : {view.scores_page(), view.histogram_page(), view.opponents_page()}) {
            QVERIFY(!page->plotted());
            QCOMPARE(page->note(), expected);
        }
    }
};

QTEST_MAIN(ChartsViewTest)
#include "charts_view_test.moc"
