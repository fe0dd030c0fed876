// The what-if view driven offscreen: a run of few games shows the figures `dicebox
// simulate --compare --json` prints for the same set-up and seed, a long run is
// cancelled, a house rule that fails is reported, and the seats follow each game's
// player range.
#include <QBarSeries>
#include <QBarSet>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <fstream>
#include <nlohmann/json.hpp>

#include "app_fixture.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"
#include "what_if/what_if_view.hpp"

using namespace testing_support;
using nlohmann::json;

namespace {

// Chooses `game` and `bots` (one per seat) in `view`, the house rule whose file ends in
// `rule`, the games and the seed.
void choose(dicebox::gui::WhatIfView& view, const QString& game, const QStringList& bots,
            const QString& rule, int games, int seed) {
    view.game_box()->setCurrentIndex(view.game_box()->findData(game));
    view.seat_count()->setValue(static_cast<int>(bots.size()));
    for (qsizetype seat = 0; seat < bots.size(); ++seat) {
        auto* box = view.bot_boxes()[static_cast<std::size_t>(seat)];
        box->setCurrentIndex(box->findText(bots[seat]));
    }
    auto* rules = view.rule_box();
    for (int i = 0; i < rules->count(); ++i) {
        if (rules->itemData(i).toString().endsWith(rule)) rules->setCurrentIndex(i);
    }
    view.games_box()->setValue(games);
    view.seed_edit()->setText(QString::number(seed));
}

double figure(const dicebox::gui::WhatIfView& view, int seat, int series,
              dicebox::gui::WhatIfFigures::Figure f) {
    const auto& figures = view.figures();
    return figures
        .data(figures.index(seat, dicebox::gui::WhatIfFigures::column_of(series, f)), Qt::UserRole)
        .toDouble();
}

// Waits for the run going in `view` to end (the signal comes through the event loop).
bool run_ends(dicebox::gui::WhatIfView& view) {
    QSignalSpy ended(&view, &dicebox::gui::WhatIfView::run_ended);
    return ended.wait(120000);
}

}  // namespace

class WhatIfViewTest : public QObject {
    Q_OBJECT

  private slots:
    void aRunShowsTheFiguresOfSimulateCompare() {
        dicebox::gui::WhatIfView view(catalog());
        choose(view, QStringLiteral("extra"), {QStringLiteral("greedy"), QStringLiteral("random")},
               QStringLiteral("extra/gentle.lua"), 40, 5);
        const QString rule = view.rule_box()->currentData().toString();
        QVERIFY(rule.endsWith(QStringLiteral("extra/gentle.lua")));
        QSignalSpy ended(&view, &dicebox::gui::WhatIfView::run_ended);
        view.simulate_button()->click();
        QVERIFY(view.running());
        QVERIFY(!view.simulate_button()->isEnabled());
        QVERIFY(ended.wait(120000));

        QVERIFY2(view.showing_results(), qPrintable(view.status_label()->text()));
        QCOMPARE(view.progress_bar()->maximum(), 80);
        QCOMPARE(view.progress_bar()->value(), 80);
        QVERIFY(view.simulate_button()->isEnabled());

        const auto r =
            run_process(dicebox_binary(),
                        {"simulate", "extra", "--games", "40", "--bots", "greedy,random", "--seed",
                         "5", "--rules", rule.toStdString(), "--compare", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.c_str());
        const auto cli = json::parse(r.out);
        QCOMPARE(view.figures().rowCount(), 2);
        for (int series = 0; series < 2; ++series) {
            const auto& seats = cli["variants"][static_cast<std::size_t>(series)]["seats"];
            for (int seat = 0; seat < 2; ++seat) {
                const auto& expected = seats[static_cast<std::size_t>(seat)];
                using F = dicebox::gui::WhatIfFigures;
                QCOMPARE(figure(view, seat, series, F::Mean), expected["mean"].get<double>());
                QCOMPARE(figure(view, seat, series, F::Ci95), expected["ci95"].get<double>());
                QCOMPARE(figure(view, seat, series, F::Stdev), expected["stdev"].get<double>());
                QCOMPARE(figure(view, seat, series, F::WinShare),
                         expected["win_share"].get<double>());
            }
        }
        // The histogram: the CLI's bins, each series' share of its scores in each.
        auto* chart = view.histogram_view()->chart();
        QCOMPARE(chart->series().size(), 1);
        auto* bars = qobject_cast<QBarSeries*>(chart->series().front());
        QVERIFY(bars != nullptr);
        QCOMPARE(bars->count(), 2);
        const auto& bins = cli["histogram"];
        for (int series = 0; series < 2; ++series) {
            const auto* set = bars->barSets()[series];
            QCOMPARE(static_cast<std::size_t>(set->count()), bins.size());
            const double scores = 40 * 2;
            for (int bin = 0; bin < set->count(); ++bin) {
                const auto count =
                    bins[static_cast<std::size_t>(bin)]["counts"][static_cast<std::size_t>(series)]
                        .get<double>();
                QCOMPARE(set->at(bin), 100 * count / scores);
            }
        }
    }

    void sharedWinsAreExplainedWhenTheSharesAddUpToMoreThanAll() {
        // Two greedy bots on EXTRA!'s common rolls cross alike and share every win.
        dicebox::gui::WhatIfView view(catalog());
        choose(view, QStringLiteral("extra"), {QStringLiteral("greedy"), QStringLiteral("greedy")},
               QStringLiteral("extra/gentle.lua"), 6, 3);
        view.simulate_button()->click();
        QVERIFY(run_ends(view));
        QVERIFY2(view.showing_results(), qPrintable(view.status_label()->text()));
        double shares = 0;
        for (int seat = 0; seat < 2; ++seat) {
            shares += figure(view, seat, 0, dicebox::gui::WhatIfFigures::WinShare);
        }
        QVERIFY(shares > 1.0);
        const auto* summary = view.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        QVERIFY2(summary->text().contains(QStringLiteral("shared first place counts as a win")),
                 qPrintable(summary->text()));
    }

    void aLongRunIsCancelled() {
        dicebox::gui::WhatIfView view(catalog());
        choose(view, QStringLiteral("extra"), {QStringLiteral("greedy"), QStringLiteral("greedy")},
               QStringLiteral("extra/gentle.lua"), 1000000, 1);
        QSignalSpy ended(&view, &dicebox::gui::WhatIfView::run_ended);
        view.simulate_button()->click();
        QTRY_VERIFY_WITH_TIMEOUT(view.progress_bar()->value() > 0, 60000);
        QVERIFY(view.cancel_button()->isEnabled());
        view.cancel_button()->click();
        QVERIFY(ended.wait(120000));
        QVERIFY(!view.running());
        QVERIFY(!view.showing_results());
        QVERIFY(view.progress_bar()->value() < view.progress_bar()->maximum());
        QVERIFY2(view.status_label()->text().startsWith(QStringLiteral("Cancelled after")),
                 qPrintable(view.status_label()->text()));
        QVERIFY(view.simulate_button()->isEnabled());
        QVERIFY(!view.cancel_button()->isEnabled());
    }

    void closingTheViewStopsItsRun() {
        auto view = std::make_unique<dicebox::gui::WhatIfView>(catalog());
        choose(*view, QStringLiteral("extra"), {QStringLiteral("greedy")},
               QStringLiteral("extra/gentle.lua"), 1000000, 1);
        view->simulate_button()->click();
        QTRY_VERIFY_WITH_TIMEOUT(view->progress_bar()->value() > 0, 60000);
        // Cancels the run and waits for its threads, which play the catalog's game.
        view.reset();
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
    }

    void aFailingHouseRuleIsShownAndTheViewGoesOn() {
        // The broken rule in the user's scripts folder, where the view finds it.
        TempDir home;
        const QByteArray before = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QByteArray::fromStdString(home.path().string()));
        std::filesystem::create_directories(home / "dicebox/scripts/extra");
        std::ofstream(home / "dicebox/scripts/extra/broken.lua") << R"(
return {
  name = "Broken ending",
  game = "extra",
  version = "1.0",
  description = "Its final score fails.",
  hooks = {
    final_score = function(sheet, total)
      error("no final score today")
    end,
  },
}
)";
        dicebox::gui::WhatIfView view(catalog());
        qputenv("XDG_DATA_HOME", before);
        choose(view, QStringLiteral("extra"), {QStringLiteral("greedy")},
               QStringLiteral("extra/broken.lua"), 10, 3);
        QCOMPARE(view.rule_box()->currentText(), QStringLiteral("Broken ending"));
        view.simulate_button()->click();
        QVERIFY(run_ends(view));
        const QString text = view.status_label()->text();
        QVERIFY2(text.contains(QStringLiteral("no final score today")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("broken.lua:")), qPrintable(text));
        QVERIFY(!view.showing_results());

        // The view goes on: the printed rules against a rule that works.
        choose(view, QStringLiteral("extra"), {QStringLiteral("greedy")},
               QStringLiteral("extra/gentle.lua"), 10, 3);
        view.simulate_button()->click();
        QVERIFY(run_ends(view));
        QVERIFY2(view.showing_results(), qPrintable(view.status_label()->text()));
    }

    void theSeatsFollowTheGamesPlayerRange() {
        dicebox::gui::WhatIfView view(catalog());
        for (const auto& plugin : catalog().plugins().plugins()) {
            const auto& module = *plugin.module;
            const auto& info = module.info();
            view.game_box()->setCurrentIndex(
                view.game_box()->findData(QString::fromStdString(info.id)));
            QCOMPARE(view.seat_count()->minimum(), info.min_players);
            QCOMPARE(view.seat_count()->maximum(), info.max_players);
            QCOMPARE(static_cast<int>(view.bot_boxes().size()), view.seat_count()->value());
            for (const int seats : {info.max_players, info.min_players}) {
                view.seat_count()->setValue(seats);
                QCOMPARE(static_cast<int>(view.bot_boxes().size()), seats);
            }
            QStringList bots;
            for (const auto& bot : module.bots()) bots << QString::fromStdString(bot);
            for (auto* box : view.bot_boxes()) {
                QStringList offered;
                for (int i = 0; i < box->count(); ++i) offered << box->itemText(i);
                QCOMPARE(offered, bots);
                QCOMPARE(box->currentText(), QString::fromStdString(module.default_bot()));
            }
            // Only the house rules written for this game are offered.
            QVERIFY(view.rule_box()->count() > 0);
            for (int i = 0; i < view.rule_box()->count(); ++i) {
                const auto file = view.rule_box()->itemData(i).toString();
                QVERIFY2(file.contains(QStringLiteral("/%1/").arg(info.id.c_str())),
                         qPrintable(file));
            }
        }
    }
};

QTEST_MAIN(WhatIfViewTest)
#include "what_if_view_test.moc"
