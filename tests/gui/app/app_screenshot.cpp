// The app in a real window on Xvfb: the switcher, the new game dialog, and a game of
// EXTRA! in its tab, saved as PNGs for the README and the guide.
#include <QCheckBox>
#include <QSignalSpy>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "history/replay_view.hpp"
#include "play/new_game_dialog.hpp"
#include "plugins.hpp"
#include "settings/language.hpp"

using namespace testing_support;

class AppScreenshot : public QObject {
    Q_OBJECT

    const dicebox::gui::Translation english_{QStringLiteral("en")};  // as the app speaks: "2 dice"

  private slots:
    void theSwitcherAndTheNewGameDialog() {
        AppWindow app;
        app.window.resize(1100, 700);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        save_screenshot(app.window, QStringLiteral("app-games"));

        app.window.new_game(&module("extra"));
        auto* dialog = app.window.findChild<dicebox::gui::NewGameDialog*>();
        QVERIFY(dialog != nullptr);
        QTest::keyClicks(dialog->seat_rows()[0]->name_edit(), QStringLiteral("Ann"));
        dialog->add_seat_button()->click();
        QTest::keyClicks(dialog->seat_rows()[2]->name_edit(), QStringLiteral("Ben"));
        qobject_cast<QCheckBox*>(dialog->seat_rows()[2]->option_editor("handicap"))
            ->setChecked(true);
        dialog->rule_box()->setCurrentIndex(dialog->rule_box()->findText(QStringLiteral("Gentle")));
        QTest::keyClicks(dialog->seed_edit(), QStringLiteral("2026"));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        save_screenshot(*dialog, QStringLiteral("app-new-game"));
    }

    void aGameInItsTab() {
        AppWindow app;
        app.window.resize(1400, 860);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        auto* tab = app.window.start(setup("extra", {"Ann"}, {"planner", "greedy"}, 2026));
        QVERIFY(tab != nullptr);
        // A few rounds in, Ann to choose.
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        for (int round = 0; round < 6; ++round) {
            QVERIFY(asking.wait());
            asking.clear();
            const auto& state = runner_of(*tab).session().state();
            std::vector<dicebox::Action> actions;
            state.legal_actions(0, actions);
            emit tab->board().chosen(0,
                                     QString::fromStdString(state.format_action(actions.back())));
        }
        QVERIFY(asking.wait());
        QTest::qWait(200);
        save_screenshot(app.window, QStringLiteral("app-extra-game"));
        // Ann asks the coach: its best choices beside the board, the best laid out on it.
        tab->findChild<QAction*>(QStringLiteral("action_hint"))->trigger();
        QTest::qWait(200);
        save_screenshot(app.window, QStringLiteral("app-extra-hint"));
    }

    // A game replayed with the coach's review beside it.
    void aReviewedReplay() {
        AppWindow app;
        const auto id = played(app, setup("extra", {"Ann"}, {"planner"}, 2026));
        auto replay = dicebox::gui::ReplayView::open(catalog(), app.history, id);
        replay->resize(1400, 860);
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        QSignalSpy reviewed(replay.get(), &dicebox::gui::ReplayView::reviewed);
        replay->review();
        QVERIFY(reviewed.wait(60000));
        emit replay->review_table()->cellClicked(2, 0);
        QTest::qWait(200);
        save_screenshot(*replay, QStringLiteral("app-review"));
    }
};

QTEST_MAIN(AppScreenshot)
#include "app_screenshot.moc"
