// The boards in the app's window at 1024×700, the smallest it is made for, and the game
// log beside them: every sheet legible with the asked one the largest, the window no
// wider than the screen, a log whose scroll bar reads the right way up, and the story
// of a fast turn kept in sentences; the small EXTRA! sheets keep their column headers,
// and Strike's board stays put when Stop's reason comes and goes.
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <optional>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "history/replay_view.hpp"
#include "own_settings.hpp"
#include "settings/settings.hpp"
#include "what_if/what_if_view.hpp"

using namespace testing_support;

namespace {

void settle() {
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

int area(const QWidget* widget) {
    return widget->width() * widget->height();
}

// The sheets of an EXTRA! board are legible and the large one, `asked`'s, the largest.
// A small sheet is drawn compact, its texts at least 8 px: legible when its rows are as
// high as that (130 px for the sheet's 15 rows and margins), and wide enough for its
// boxes and columns side by side.
void check_sheets(QWidget& board, const QString& asked) {
    settle();
    auto* large = board.findChild<QWidget*>(QStringLiteral("main_sheet"));
    QVERIFY(large != nullptr);
    QCOMPARE(large->accessibleName(), asked);
    QVERIFY2(large->width() >= 340 && large->height() >= 220,
             qPrintable(QStringLiteral("%1×%2").arg(large->width()).arg(large->height())));
    for (QWidget* other : board.findChildren<QWidget*>()) {
        if (!other->objectName().startsWith(QLatin1String("other_sheet"))) continue;
        QVERIFY2(area(other) < area(large), qPrintable(other->objectName()));
        QVERIFY2(other->width() >= 180 && other->height() >= 130,
                 qPrintable(QStringLiteral("%1: %2×%3")
                                .arg(other->objectName())
                                .arg(other->width())
                                .arg(other->height())));
    }
}

// How light the part of `bar` between `from` and `to` (its own coordinates) is drawn.
double lightness(QScrollBar& bar, int from, int to) {
    const QImage image = bar.grab().toImage();
    double sum = 0;
    int n = 0;
    for (int y = std::max(0, from); y < std::min(image.height(), to); ++y) {
        sum += image.pixelColor(image.width() / 2, y).lightnessF();
        ++n;
    }
    return n == 0 ? 0 : sum / n;
}

// The handle of a log's scroll bar stands out from its groove: darker than the rest.
void check_handle(QAbstractScrollArea& log) {
    QScrollBar& bar = *log.verticalScrollBar();
    QVERIFY(bar.maximum() > 0);
    QStyleOptionSlider option;
    option.initFrom(&bar);
    option.orientation = bar.orientation();
    option.minimum = bar.minimum();
    option.maximum = bar.maximum();
    option.sliderPosition = bar.sliderPosition();
    option.sliderValue = bar.value();
    option.pageStep = bar.pageStep();
    option.singleStep = bar.singleStep();
    const QRect handle = bar.style()->subControlRect(QStyle::CC_ScrollBar, &option,
                                                     QStyle::SC_ScrollBarSlider, &bar);
    const QRect groove = bar.style()->subControlRect(QStyle::CC_ScrollBar, &option,
                                                     QStyle::SC_ScrollBarGroove, &bar);
    // Scrolled to the end: the handle at the bottom, the groove bare above it.
    QVERIFY(handle.bottom() >= groove.bottom() - 2);
    const double on_handle = lightness(bar, handle.top() + 3, handle.bottom() - 3);
    const double bare = lightness(bar, groove.top() + 3, handle.top() - 3);
    QVERIFY2(on_handle < bare - 0.05,
             qPrintable(QStringLiteral("handle %1, groove %2").arg(on_handle).arg(bare)));
}

}  // namespace

class SmallWindowTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;  // the QSettings of this program, never the user's

  private slots:
    void everySheetIsLegibleAt1024x700AndTheAskedOneTheLargest() {
        AppWindow app;
        app.window.resize(1024, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        std::vector<std::int64_t> ids;
        for (const auto& bots :
             {std::vector<std::string>{"planner"}, std::vector<std::string>{"planner", "greedy"},
              std::vector<std::string>{"planner", "greedy", "random"}}) {
            auto* tab = app.window.start(setup("extra", {"Ann"}, bots, 2026));
            QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
            QVERIFY(asking.wait(20000));
            check_sheets(tab->board(), QStringLiteral("Ann"));
            ids.push_back(runner_of(*tab).game_id());
        }
        // Every kind of board opened at once, the window still fits the screen.
        app.window.start(setup("exxtra", {"Ann"}, {"cautious"}));
        app.window.start(setup("strike", {"Ann"}, {"random", "careful"}));
        for (std::int64_t id : ids) {
            auto* replay = app.window.replay(id);
            QVERIFY(replay != nullptr);
            replay->go_to(2);
            check_sheets(replay->board(), QStringLiteral("Ann"));
        }
        settle();
        QVERIFY2(app.window.minimumSizeHint().width() <= 1024 &&
                     app.window.minimumSizeHint().height() <= 700,
                 qPrintable(QStringLiteral("%1×%2")
                                .arg(app.window.minimumSizeHint().width())
                                .arg(app.window.minimumSizeHint().height())));
        QCOMPARE(app.window.size(), QSize(1024, 700));
    }

    void theSmallSheetsKeepTheirColumnHeadersAt1024x700() {
        AppWindow app;
        app.window.resize(1024, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        auto* tab =
            app.window.start(setup("extra", {"Ann"}, {"planner", "greedy", "random"}, 2026));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait(20000));
        settle();
        QTest::qWait(200);  // drawn as it stands now
        save_screenshot(app.window, QStringLiteral("extra_small_sheets_1024x700"));
        // Each column of boxes keeps its header: the zone's, the 0's, each multiplier's
        // (written short where "×7" is wider than its box), P and the points.
        const QStringList expected{
            QStringLiteral("−200"), QStringLiteral("0"), QStringLiteral("1"),
            QStringLiteral("2"),    QStringLiteral("3"), QStringLiteral("5"),
            QStringLiteral("7"),    QStringLiteral("P"), QStringLiteral("points")};
        int small = 0;
        for (QWidget* sheet : tab->board().findChildren<QWidget*>()) {
            if (!sheet->objectName().startsWith(QLatin1String("other_sheet"))) continue;
            ++small;
            const QStringList headers = sheet->property("headers").toStringList();
            QCOMPARE(headers.size(), expected.size());
            for (qsizetype i = 0; i < headers.size(); ++i) {
                QVERIFY2(headers[i] == expected[i] || headers[i].endsWith(expected[i]) ||
                             headers[i].startsWith(expected[i]),
                         qPrintable(headers.join(QLatin1Char(' '))));
            }
        }
        QCOMPARE(small, 3);
    }

    void strikesBoardStaysPutWhenStopsExplanationComesAndGoes() {
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
            AppWindow app;
            app.window.resize(size);
            app.window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&app.window));
            auto* tab = app.window.start(setup("strike", {"Ann"}, {"random", "careful"}, 5));
            auto& board = tab->board();
            const auto place = [&board](const char* name) {
                auto* part = board.findChild<QWidget*>(QLatin1String(name));
                return QRect(part->mapTo(&board, QPoint(0, 0)), part->size());
            };
            const std::vector<const char*> parts{"arena", "throw_normal", "stop", "turn"};
            QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
            std::optional<std::vector<QRect>> first;
            int with_reason = 0;
            int without = 0;
            for (int ask = 0; ask < 8 && !runner_of(*tab).ended(); ++ask) {
                QVERIFY(asking.count() > 0 || asking.wait(20000));
                asking.clear();
                settle();
                std::vector<QRect> places;
                for (const char* part : parts) places.push_back(place(part));
                places.push_back(board.findChild<QWidget*>(QStringLiteral("arena"))
                                     ->parentWidget()
                                     ->findChild<QWidget*>(QStringLiteral("removed"))
                                     ->geometry());
                if (!first) first = places;
                const bool reason =
                    !board.findChild<QLabel*>(QStringLiteral("stop_reason"))->text().isEmpty();
                (reason ? with_reason : without) += 1;
                if (reason && with_reason == 1) {
                    QTest::qWait(200);  // drawn as it stands now
                    save_screenshot(app.window, QStringLiteral("strike_stop_explained_%1x%2")
                                                    .arg(size.width())
                                                    .arg(size.height()));
                }
                for (std::size_t i = 0; i < places.size(); ++i) {
                    QVERIFY2(places[i] == (*first)[i],
                             qPrintable(QStringLiteral("%1 moved at %2×%3")
                                            .arg(i < parts.size() ? parts[i] : "removed")
                                            .arg(size.width())
                                            .arg(size.height())));
                }
                auto* stop = board.findChild<QWidget*>(QStringLiteral("stop"));
                emit board.chosen(0, stop->isEnabled() ? QStringLiteral("stop")
                                                       : first_legal(runner_of(*tab), 0));
            }
            QVERIFY(with_reason > 0 && without > 0);
        }
    }

    void aLogScrolledToItsEndShowsItsHandleThere() {
        AppWindow app;
        app.window.resize(1024, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        auto* tab = app.window.start(setup("strike", {}, {"random", "careful"}));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        auto* log = tab->findChild<QListWidget*>(QStringLiteral("gameLog"));
        settle();
        log->scrollToBottom();
        check_handle(*log);

        auto* replay = app.window.replay(runner_of(*tab).game_id());
        replay->last();
        settle();
        auto* replay_log = replay->findChild<QListWidget*>(QStringLiteral("replayLog"));
        replay_log->scrollToBottom();
        check_handle(*replay_log);
    }

    void strikeTellsEveryThrowInTheLogInSentences() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {}, {"random", "careful"}, 5));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        auto* log = tab->findChild<QListWidget*>(QStringLiteral("gameLog"));
        int throws = 0;
        int told = 0;
        for (int row = 0; row < log->count(); ++row) {
            const QString line = log->item(row)->text();
            if (line.contains(QLatin1String("| x "))) ++throws;
            if (line.contains(QLatin1String(" to rest"))) ++told;
        }
        // Every throw that came to rest, in words under its notation.
        QVERIFY(throws > 3);
        QCOMPARE(told, throws);
    }

    void whatIfsSimulateButtonStaysPutWhateverTheRulesDescription() {
        AppWindow app;
        app.window.resize(1024, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        app.window.show_section(dicebox::gui::MainWindow::Section::WhatIf);
        auto* view = app.window.what_if_view();
        auto* games = view->findChild<QComboBox*>(QStringLiteral("gameBox"));
        auto* rules = view->findChild<QComboBox*>(QStringLiteral("ruleBox"));
        QWidget* simulate = view->simulate_button();
        int descriptions = 0;
        QSet<int> heights;
        // Another game has other seats: the rules of each game side by side.
        for (int game = 0; game < games->count(); ++game) {
            games->setCurrentIndex(game);
            std::optional<QPoint> first;
            for (int rule = 0; rule < rules->count(); ++rule) {
                rules->setCurrentIndex(rule);
                settle();
                const QPoint at = simulate->mapTo(view, QPoint(0, 0));
                if (!first) first = at;
                QCOMPARE(at, *first);
                auto* about = view->findChild<QLabel*>(QStringLiteral("ruleAbout"));
                heights << about->fontMetrics()
                               .boundingRect(QRect(0, 0, about->width(), 1000), Qt::TextWordWrap,
                                             about->text())
                               .height();
                ++descriptions;
            }
        }
        // Descriptions of one, two and three lines were tried.
        QVERIFY(descriptions > 3);
        QVERIFY(heights.size() > 1);
    }

    void theBotsPaceIsASetting() {
        QCOMPARE(dicebox::gui::load_settings().bot_pause, dicebox::gui::Settings::kDefaultBotPause);
        auto settings = dicebox::gui::load_settings();
        settings.bot_pause = 2500;
        dicebox::gui::save_settings(settings);
        QCOMPARE(dicebox::gui::load_settings().bot_pause, 2500);
    }
};

QTEST_MAIN(SmallWindowTest)
#include "small_window_test.moc"
