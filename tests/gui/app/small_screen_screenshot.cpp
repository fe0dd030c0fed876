// The boards in the app's window at 1024×700, the smallest size it is made for: a game
// of each kind with a person to move, and an EXTRA! replay, saved as PNGs to look at.
#include <QSignalSpy>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "history/replay_view.hpp"
#include "settings/language.hpp"

using namespace testing_support;

namespace {

// The person (seat 0) decides `decisions` times with the first legal action; then waits
// until asked again.
void person_plays(dicebox::gui::GameTab& tab, int decisions) {
    QSignalSpy asking(&runner_of(tab), &dicebox::gui::GameRunner::asking);
    for (int i = 0; i < decisions; ++i) {
        QVERIFY(asking.count() > 0 || asking.wait(20000));
        asking.clear();
        emit tab.board().chosen(0, first_legal(runner_of(tab), 0));
    }
    QVERIFY(asking.count() > 0 || asking.wait(20000));
}

}  // namespace

class SmallScreenScreenshot : public QObject {
    Q_OBJECT

    const dicebox::gui::Translation english_{QStringLiteral("en")};  // as the app speaks: "2 dice"

  private slots:
    void everyBoardAt1024x700() {
        AppWindow app;
        app.window.resize(1024, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        const std::vector<std::pair<std::string, std::vector<std::string>>> games{
            {"extra", {"planner"}},
            {"extra", {"planner", "greedy"}},
            {"extra", {"planner", "greedy", "random"}},
            {"exxtra", {"cautious"}},
            {"strike", {"random", "careful"}}};
        int shot = 0;
        std::int64_t first = 0;
        for (const auto& [game, bots] : games) {
            auto* tab = app.window.start(setup(game, {"Ann"}, bots, 2026));
            QVERIFY(tab != nullptr);
            if (first == 0) first = runner_of(*tab).game_id();
            person_plays(*tab, 4);
            QTest::qWait(900);  // the last throw at rest
            save_screenshot(
                app.window,
                QStringLiteral("small-%1-%2").arg(++shot).arg(QString::fromStdString(game)));
        }
        auto* replay = app.window.replay(first);
        QVERIFY(replay != nullptr);
        replay->go_to(6);
        QTest::qWait(200);
        save_screenshot(app.window, QStringLiteral("small-replay-extra"));
        QCOMPARE(app.window.size(), QSize(1024, 700));
    }
};

QTEST_MAIN(SmallScreenScreenshot)
#include "small_screen_screenshot.moc"
