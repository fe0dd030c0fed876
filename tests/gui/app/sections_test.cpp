// The main window's sections working together: the bar and the keys that choose them,
// a game played in the Play section found in the History, replayed and resumed from
// there, and another history file shown by every view; a view not shown reads nothing.
#include <QAction>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>

#include "app_fixture.hpp"
#include "own_settings.hpp"
#include "records_fixture.hpp"
#include "settings/settings.hpp"
#include "settings/settings_dialog.hpp"

using namespace testing_support;
using Section = dicebox::gui::MainWindow::Section;

namespace {

QAction* view_action(dicebox::gui::MainWindow& window, const QString& text) {
    for (auto* menu : window.menuBar()->findChildren<QMenu*>()) {
        for (auto* action : menu->actions()) {
            if (action->text() == text) return action;
        }
    }
    return nullptr;
}

// The row of game `id` in the history view, once it is read; -1 when it is not there.
int row_of(const dicebox::gui::HistoryView& view, std::int64_t id) {
    for (int row = 0; row < view.model()->rowCount(); ++row) {
        if (view.model()->entry(row).id == id) return row;
    }
    return -1;
}

}  // namespace

class SectionsTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;  // the QSettings of this program, never the user's

  private slots:
    void theBarAndTheViewMenuChooseTheSection() {
        AppWindow app;
        QCOMPARE(app.window.section(), Section::Play);
        auto* records = view_action(app.window, QStringLiteral("Records"));
        QVERIFY(records != nullptr);
        QCOMPARE(records->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_3));
        records->trigger();
        QCOMPARE(app.window.section(), Section::Records);
        QVERIFY(app.window.records_view()->isVisibleTo(&app.window));
        QVERIFY(!app.window.tabs()->isVisibleTo(&app.window));
        auto* bar = app.window.findChild<QListWidget*>(QStringLiteral("sections"));
        bar->setCurrentRow(4);
        QCOMPARE(app.window.section(), Section::WhatIf);
        QVERIFY(app.window.what_if_view()->isVisibleTo(&app.window));
        // Starting a game brings the Play section back, with its board's moves.
        auto* tab = app.window.start(setup("extra", {"Ann"}, {}));
        QVERIFY(tab != nullptr);
        QCOMPARE(app.window.section(), Section::Play);
        QVERIFY(app.window.move_menu()->isEnabled());
        app.window.show_section(Section::History);
        QVERIFY(!app.window.move_menu()->isEnabled());
    }

    void aGamePlayedIsInTheHistoryAndReplaysThere() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {}, {"random", "careful"}));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        const auto id = runner_of(*tab).game_id();
        const auto events = static_cast<int>(runner_of(*tab).session().log().size());

        app.window.show_section(Section::History);
        auto* history = app.window.history_view();
        QTRY_VERIFY(row_of(*history, id) >= 0);
        history->table()->selectRow(row_of(*history, id));
        QVERIFY(!history->resume_button()->isEnabled());
        history->replay_button()->click();

        QCOMPARE(app.window.section(), Section::Play);
        auto* replay = qobject_cast<dicebox::gui::ReplayView*>(app.window.tabs()->currentWidget());
        QVERIFY(replay != nullptr);
        QVERIFY2(replay->title().contains(QString::number(id)), qPrintable(replay->title()));
        QCOMPARE(replay->steps(), events);
        replay->last();
        QVERIFY(replay->session().state().terminal());
        app.window.close_game(app.window.tabs()->indexOf(replay));
        QCOMPARE(app.window.tabs()->count(), 2);  // the switcher and the game's own tab
    }

    void anUnfinishedGameIsResumedFromTheHistory() {
        AppWindow app;
        auto* tab = app.window.start(setup("exxtra", {"Ann"}, {"cautious"}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        const auto id = runner_of(*tab).game_id();
        app.window.close_game(app.window.tabs()->indexOf(tab));

        app.window.show_section(Section::History);
        auto* history = app.window.history_view();
        QTRY_VERIFY(row_of(*history, id) >= 0);
        history->table()->selectRow(row_of(*history, id));
        QVERIFY(history->resume_button()->isEnabled());
        history->resume_button()->click();

        QCOMPARE(app.window.section(), Section::Play);
        auto* resumed = qobject_cast<dicebox::gui::GameTab*>(app.window.tabs()->currentWidget());
        QVERIFY(resumed != nullptr);
        QCOMPARE(runner_of(*resumed).game_id(), id);
    }

    void aGameThatCannotBeReplayedIsExplained() {
        AppWindow app;
        QVERIFY(app.window.replay(4242) == nullptr);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = app.window.findChild<QMessageBox*>(QStringLiteral("problemBox"))));
        QVERIFY2(box->text().contains(QStringLiteral("4242")) ||
                     box->text().contains(QString::fromStdString(app.history.string())),
                 qPrintable(box->text()));
        QCOMPARE(app.window.tabs()->count(), 1);
    }

    void anotherHistoryIsShownByEveryViewWhenShown() {
        AppWindow app;
        const auto other = app.dir / "other.sqlite";
        records_fixture::write(other);
        QSignalSpy records(app.window.records_view(), &dicebox::gui::RecordsView::loaded);
        app.window.set_history(other);
        // Out of sight, the history view reads nothing yet.
        QVERIFY(!app.window.history_view()->model()->loading());
        QCOMPARE(app.window.history_view()->model()->rowCount(), 0);
        // The fixture's played games: eleven finished or unfinished, the simulated one not.
        app.window.show_section(Section::History);
        QTRY_COMPARE(app.window.history_view()->model()->rowCount(), 11);
        app.window.show_section(Section::Records);
        QTRY_VERIFY(!records.isEmpty());
        QCOMPARE(app.window.records_view()->variants_table()->model()->rowCount(), 3);
        // The games started from now on are recorded there too.
        auto* tab = app.window.start(setup("extra", {"Ann"}, {}));
        QVERIFY(tab != nullptr);
        app.window.show_section(Section::History);
        QTRY_VERIFY(row_of(*app.window.history_view(), runner_of(*tab).game_id()) >= 0);
    }

    void aDatabaseChosenInTheSettingsIsKeptAndShownAtOnce() {
        AppWindow app;
        const auto other = app.dir / "chosen.sqlite";
        records_fixture::write(other);
        app.window.edit_settings();
        auto* dialog = app.window.findChild<dicebox::gui::SettingsDialog*>();
        QVERIFY(dialog != nullptr);
        dialog->database_edit()->setText(QString::fromStdString(other.string()));
        dialog->accept();
        QCOMPARE(dicebox::gui::load_settings().database, other);
        app.window.show_section(Section::History);
        QTRY_COMPARE(app.window.history_view()->model()->rowCount(), 11);
    }
};

QTEST_MAIN(SectionsTest)
#include "sections_test.moc"
