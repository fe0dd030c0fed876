// Recorded games replayed in the app, step by step, as a person reads them: who was a
// person and who a bot, every choice shown as it was made, the dice of each round, and
// the sheets where they were.
#include <QAbstractButton>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "app_fixture.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/reviews.hpp"
#include "history/replay_view.hpp"

using namespace testing_support;

namespace {

template <typename T = QWidget>
T* child(dicebox::gui::ReplayView& replay, const char* name) {
    T* found = replay.board().findChild<T*>(QString::fromLatin1(name));
    if (found == nullptr) qFatal("no child '%s'", name);
    return found;
}

QString text_of(dicebox::gui::ReplayView& replay, const char* label) {
    return child<QLabel>(replay, label)->text();
}

QString status_of(QWidget* sheet) {
    return sheet->property("status").toString();
}

// The EXTRA! sheets of the board: the large one first.
QList<QWidget*> sheets(dicebox::gui::ReplayView& replay) {
    QList<QWidget*> all{child(replay, "main_sheet")};
    for (QWidget* other : replay.board().findChildren<QWidget*>()) {
        if (other->objectName().startsWith(QLatin1String("other_sheet"))) all << other;
    }
    return all;
}

// Ann against the greedy bot in EXTRA!, replayed and reviewed.
std::unique_ptr<dicebox::gui::ReplayView> reviewed(AppWindow& app) {
    const auto id = played(app, setup("extra", {"Ann"}, {"greedy"}));
    auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
    QSignalSpy done(replay.get(), &dicebox::gui::ReplayView::reviewed);
    replay->review();
    if (!done.wait(60000)) qFatal("the review did not end");
    return replay;
}

}  // namespace

class ReplayTest : public QObject {
    Q_OBJECT

  private slots:
    void aPersonIsNotCalledABotInAReplay() {
        AppWindow app;
        const auto extra = played(app, setup("extra", {"Ann"}, {"planner"}, 3));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, extra);
        for (int step = 0; step <= replay->steps(); ++step) {
            replay->go_to(step);
            for (QWidget* sheet : sheets(*replay)) {
                const bool ann = sheet->accessibleName() == QLatin1String("Ann");
                QVERIFY2(status_of(sheet).contains(QLatin1String("bot")) != ann,
                         qPrintable(QStringLiteral("step %1: %2 · %3")
                                        .arg(step)
                                        .arg(sheet->accessibleName(), status_of(sheet))));
            }
        }

        const auto strike = played(app, setup("strike", {"Ann"}, {"random"}, 3));
        replay.reset();
        replay = dicebox::gui::ReplayView::open(catalog(), app.history, strike);
        for (int step = 0; step <= replay->steps(); ++step) {
            replay->go_to(step);
            QVERIFY2(!text_of(*replay, "prompt").contains(QLatin1String("Ann (bot)")),
                     qPrintable(text_of(*replay, "prompt")));
        }
    }

    void anExtraReplayShowsEveryChoiceAsItWasMadeOnTheDiceOfItsRound() {
        AppWindow app;
        const auto id = played(app, setup("extra", {"Ann"}, {"planner"}, 3));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
        replay->go_to(0);
        QVERIFY2(!text_of(*replay, "round_label").contains(QLatin1String("rolled")),
                 qPrintable(text_of(*replay, "round_label")));
        // Each step of the first round: the roll, one choice, the other.
        QString before;
        QString first_die;
        for (int step = 1; step <= 3; ++step) {
            replay->go_to(step);
            const auto& event = replay->session().log()[static_cast<std::size_t>(step - 1)];
            if (step == 1)
                first_die =
                    QString::number(replay->session().state().to_json()["roll"][0].get<int>());
            QVERIFY(child(*replay, "die1")->isVisibleTo(&replay->board()));
            QCOMPARE(child(*replay, "die1")->accessibleName(), first_die);
            QString shown;
            for (QWidget* sheet : sheets(*replay)) {
                shown += sheet->accessibleName() + ": " + status_of(sheet) + " | " +
                         sheet->accessibleDescription() + "\n";
            }
            QVERIFY2(shown != before,
                     qPrintable(QStringLiteral("step %1 shows nothing new").arg(step)));
            before = shown;
            if (event.is_chance()) continue;
            const QString choice = QString::fromStdString(replay->session().format(event));
            const QString chooser =
                replay->board().table().names[static_cast<std::size_t>(event.seat)];
            QVERIFY2(text_of(*replay, "round_label").contains(choice),
                     qPrintable(text_of(*replay, "round_label")));
            for (QWidget* sheet : sheets(*replay)) {
                if (sheet->accessibleName() != chooser) continue;
                QVERIFY2(status_of(sheet).contains(choice), qPrintable(status_of(sheet)));
                QVERIFY2(sheet->accessibleDescription().contains(QLatin1String("preview")),
                         qPrintable(sheet->accessibleDescription()));
            }
        }
        // The round over, its dice and both choices are still in sight.
        QVERIFY(replay->session().state().to_json()["roll"].is_null());
        for (QWidget* sheet : sheets(*replay)) {
            QVERIFY2(status_of(sheet).contains(QLatin1String("chose")),
                     qPrintable(status_of(sheet)));
        }
        QCOMPARE(child(*replay, "fifth")->accessibleName().toInt() > 0, true);
    }

    // The Review button has the coach judge every decision, off the window's thread: a
    // row per decision with what it cost, and a row chosen shows the game as it was then.
    void theReviewJudgesEveryDecisionAndGoesToIt() {
        AppWindow app;
        const auto id = played(app, setup("extra", {"Ann"}, {"greedy"}));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
        QSignalSpy reviewed(replay.get(), &dicebox::gui::ReplayView::reviewed);
        replay->findChild<QPushButton*>(QStringLiteral("reviewButton"))->click();
        QVERIFY(reviewed.wait(60000));
        auto* table = replay->review_table();
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        int decisions = 0;
        for (const auto& event : dicebox::db::load_game(store, id).events)
            decisions += event.seat.has_value();
        QCOMPARE(table->rowCount(), decisions);
        QVERIFY2(replay->review_summary().startsWith(QStringLiteral("Ann: ")),
                 qPrintable(replay->review_summary()));
        QVERIFY(replay->review_summary().contains(QStringLiteral("greedy")));
        // Ann always took her first legal choice: somewhere it cost her.
        bool blunder = false;
        for (int row = 0; row < table->rowCount(); ++row)
            blunder |= table->item(row, 3)->text().endsWith(QStringLiteral("??"));
        QVERIFY(blunder);
        // Kept for the records and the charts.
        const auto kept = dicebox::db::player_reviews(store, {"", "Ann", "", false});
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(kept[0].trend.size(), std::size_t{1});
        emit table->cellClicked(3, 0);
        QCOMPARE(replay->step(), table->item(3, 0)->data(Qt::UserRole).toInt());
    }

    // Ann against the greedy bot: a row per decision of each, one seat after the other.
    // A row chosen shows the game just after that decision, its own line in the log.
    void aDecisionChosenInTheReviewShowsThatDecisionsStep() {
        AppWindow app;
        auto replay = reviewed(app);
        auto* table = replay->review_table();
        const auto* event = replay->findChild<QLabel*>(QStringLiteral("replayEvent"));
        for (const int row : {0, 1, 2, 3, table->rowCount() - 1}) {
            emit table->cellClicked(row, 0);
            QCOMPARE(replay->step(), table->item(row, 0)->text().toInt());
            QVERIFY2(event->text().startsWith(table->item(row, 1)->text() + QStringLiteral(": ")),
                     qPrintable(QStringLiteral("row %1 (%2) shows: %3")
                                    .arg(row)
                                    .arg(table->item(row, 1)->text(), event->text())));
        }
    }

    void theArrowKeysMoveTheReviewAndTheBoardWithIt() {
        AppWindow app;
        auto replay = reviewed(app);
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        auto* table = replay->review_table();
        table->setFocus();
        table->setCurrentCell(0, 0);
        QCOMPARE(replay->step(), table->item(0, 0)->text().toInt());
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(replay->step(), table->item(1, 0)->text().toInt());
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(replay->step(), table->item(2, 0)->text().toInt());
        QTest::keyClick(table, Qt::Key_Up);
        QCOMPARE(replay->step(), table->item(1, 0)->text().toInt());
    }

    void aLegendUnderTheReviewSaysWhatQuestionMarksAndBoldRowsMean() {
        AppWindow app;
        auto replay = reviewed(app);
        const QLabel* legend = replay->review_legend();
        QVERIFY(legend->isVisibleTo(replay.get()));
        QVERIFY2(
            legend->text().contains(QStringLiteral("?? marks a blunder, a loss of 40.0 points")),
            qPrintable(legend->text()));
        QVERIFY2(legend->text().contains(QStringLiteral("bold rows are the biggest mistakes")),
                 qPrintable(legend->text()));
    }

    void aStrikeReplaySaysItsScoresArePenaltyPoints() {
        AppWindow app;
        const auto id = played(app, setup("strike", {"Ann"}, {"random"}, 3));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
        replay->last();
        QVERIFY2(replay->results_text().contains(QLatin1String("penalty points, the lowest wins")),
                 qPrintable(replay->results_text()));
        QVERIFY2(replay->results_text().contains(QLatin1String("Ann: 0 point")),
                 qPrintable(replay->results_text()));
    }

    void theSheetsStayWhereTheyAreThroughAReplay() {
        AppWindow app;
        const auto id = played(app, setup("extra", {"Ann"}, {"planner", "greedy"}, 3));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
        replay->resize(1000, 640);
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        std::vector<std::pair<QString, QRect>> first;
        for (int step = 0; step <= replay->steps(); ++step) {
            replay->go_to(step);
            for (int pass = 0; pass < 3; ++pass) {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            }
            std::vector<std::pair<QString, QRect>> now;
            for (QWidget* sheet : sheets(*replay)) {
                now.emplace_back(sheet->accessibleName(),
                                 QRect(sheet->mapTo(replay.get(), QPoint(0, 0)), sheet->size()));
            }
            if (first.empty()) first = now;
            QVERIFY2(now == first, qPrintable(QStringLiteral("step %1").arg(step)));
        }
        QCOMPARE(first.front().first, QStringLiteral("Ann"));
    }
};

QTEST_MAIN(ReplayTest)
#include "replay_test.moc"
