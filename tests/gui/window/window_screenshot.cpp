// The main window's dialogs in a real window on Xvfb, saved as PNGs for the guide: the
// rules of a game, the unfinished games to resume, and Strike's match in the new game
// dialog.
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "own_settings.hpp"
#include "play/new_game_dialog.hpp"
#include "play/resume_dialog.hpp"
#include "window/rules_dialog.hpp"

using namespace testing_support;

class WindowScreenshot : public QObject {
    Q_OBJECT

    OwnSettings settings_;  // the QSettings of this program, never the user's

  private slots:
    void theRulesOfAGame() {
        AppWindow app;
        app.window.show();
        QVERIFY(app.window.start(setup("extra", {"Ann"}, {"planner"})) != nullptr);
        app.window.show_rules();
        auto* dialog = app.window.findChild<dicebox::gui::RulesDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        save_screenshot(*dialog, QStringLiteral("app-rules"));
    }

    void theGamesToResume() {
        AppWindow app;
        app.window.show();
        for (const auto& [game, bot] : {std::pair{"extra", "greedy"}, {"exxtra", "cautious"}}) {
            auto* tab = app.window.start(setup(game, {"Ann"}, {bot}, 2026));
            QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
            for (int move = 0; move < 4; ++move) {
                QTRY_VERIFY(asking.count() > move);
                emit tab->board().chosen(0, first_legal(runner_of(*tab), 0));
            }
            QTRY_VERIFY(asking.count() > 4);
            app.window.close_game(app.window.tabs()->indexOf(tab));
        }
        app.window.resume_game();
        auto* dialog = app.window.findChild<dicebox::gui::ResumeDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->games()->count(), 2);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        save_screenshot(*dialog, QStringLiteral("app-resume"));
    }

    void strikesMatchInTheNewGameDialog() {
        AppWindow app;
        app.window.show();
        app.window.new_game(catalog().plugins().find("strike"));
        auto* dialog = app.window.findChild<dicebox::gui::NewGameDialog*>();
        QVERIFY(dialog != nullptr);
        QTest::keyClicks(dialog->seat_rows()[0]->name_edit(), QStringLiteral("Ann"));
        dialog->add_seat_button()->click();
        QTest::keyClicks(dialog->seat_rows()[2]->name_edit(), QStringLiteral("Ben"));
        dialog->add_seat_button()->click();
        dialog->match_box()->setChecked(true);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        save_screenshot(*dialog, QStringLiteral("app-new-strike-match"));
    }
};

QTEST_MAIN(WindowScreenshot)
#include "window_screenshot.moc"
