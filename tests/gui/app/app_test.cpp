// The desktop app driven offscreen: the switcher, the dialogs, games of every kind
// played in tabs and recorded in a real history file, errors shown and survived.
#include <QAbstractItemModel>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <fstream>

#include "app_fixture.hpp"
#include "dicebox/db/games.hpp"
#include "play/new_game_dialog.hpp"
#include "play/resume_dialog.hpp"
#include "plugins.hpp"
#include "window/plugins_dialog.hpp"

using namespace testing_support;

namespace {

dicebox::gui::GameTab* current_tab(dicebox::gui::MainWindow& window) {
    return qobject_cast<dicebox::gui::GameTab*>(window.tabs()->currentWidget());
}

// Plays every decision of the people for them with the first legal action, through the
// board's own signal, until the game is over or stopped.
void play_out(dicebox::gui::GameTab& tab) {
    auto& runner = runner_of(tab);
    QObject::connect(&runner, &dicebox::gui::GameRunner::asking, &tab, [&tab](dicebox::Seat seat) {
        QTimer::singleShot(0, &tab, [&tab, seat] {
            emit tab.board().chosen(seat, first_legal(runner_of(tab), seat));
        });
    });
}

QMessageBox* problem_box(dicebox::gui::MainWindow& window) {
    return window.findChild<QMessageBox*>(QStringLiteral("problemBox"));
}

}  // namespace

class AppTest : public QObject {
    Q_OBJECT

  private slots:
    void theSwitcherListsEveryGameWithItsPlayersAndDescription() {
        AppWindow app;
        auto* list = app.window.game_list();
        QCOMPARE(list->count(), static_cast<int>(built_plugins().size()));
        const QString extra = list->item(0)->text();
        QVERIFY2(extra.contains(QStringLiteral("EXTRA!")), qPrintable(extra));
        QVERIFY2(extra.contains(QStringLiteral("1–6 players")), qPrintable(extra));
        QVERIFY2(extra.contains(QString::fromStdString(module("extra").info().description)),
                 qPrintable(extra));
    }

    void pluginsThatFailToLoadAreListedWithTheReason() {
        const dicebox::gui::Catalog catalog({fixture_dir() / "loader"});
        dicebox::gui::MainWindow window(catalog, "unused.sqlite");
        QStringList lines;
        for (int i = 0; i < window.game_list()->count(); ++i) {
            lines << window.game_list()->item(i)->text();
        }
        const QString all = lines.join('\n');
        QVERIFY2(all.contains(QStringLiteral("notaplugin.so — not loaded: not a shared library")),
                 qPrintable(all));
        window.show_plugins();
        auto* dialog = window.findChild<dicebox::gui::PluginsDialog*>();
        QVERIFY(dialog != nullptr);
        QStringList rows;
        for (int row = 0; row < dialog->table()->rowCount(); ++row) {
            rows << dialog->table()->item(row, 0)->text() + " " +
                        dialog->table()->item(row, 2)->text();
        }
        const QString table = rows.join('\n');
        QVERIFY2(table.contains(
                     QStringLiteral("abi_999.so not loaded: built with the dicebox 9.9.9 kit")),
                 qPrintable(table));
        QVERIFY2(table.contains(QStringLiteral("dicebox-exxtra-board.so board loaded")),
                 qPrintable(table));
        // The copy of the extra plugin among the fixtures has no board beside it.
        QVERIFY2(table.contains(
                     QStringLiteral("dicebox-extra-board.so board not loaded: cannot be loaded")),
                 qPrintable(table));
    }

    void aGameWithoutABoardIsRefusedBeforeAnythingIsRecorded() {
        // The copy of the extra plugin among the loader's fixtures has no board beside it.
        const dicebox::gui::Catalog catalog({fixture_dir() / "loader"});
        TempDir dir;
        dicebox::gui::MainWindow window(catalog, dir / "history.sqlite");
        dicebox::gui::GameSetup game;
        game.module = catalog.plugins().find("extra");
        game.seats.push_back({"Ann", ""});
        QVERIFY(window.start(game) == nullptr);
        QTRY_VERIFY(problem_box(window) != nullptr);
        QVERIFY2(problem_box(window)->text().contains(QStringLiteral("EXTRA! has no board")),
                 qPrintable(problem_box(window)->text()));
        QVERIFY(!std::filesystem::exists(dir / "history.sqlite"));
    }

    void theNewGameDialogSetsUpSeatsHouseRuleAndSeed() {
        AppWindow app;
        dicebox::gui::NewGameDialog dialog(catalog(), {QStringLiteral("Ann")}, &module("extra"));
        QCOMPARE(dialog.seat_rows().size(), std::size_t{2});
        auto* first = dialog.seat_rows()[0];
        QTest::keyClicks(first->name_edit(), QStringLiteral("Ann"));
        auto* handicap = qobject_cast<QCheckBox*>(first->option_editor("handicap"));
        QVERIFY(handicap != nullptr);
        // The schema's description says what the option does.
        QVERIFY(handicap->toolTip().startsWith(QStringLiteral("children's handicap")));
        handicap->setChecked(true);
        QTest::mouseClick(dialog.add_seat_button(), Qt::LeftButton);
        QCOMPARE(dialog.seat_rows().size(), std::size_t{3});
        auto* third = dialog.seat_rows()[2];
        third->kind_box()->setCurrentIndex(third->kind_box()->findData(QStringLiteral("greedy")));
        QCOMPARE(third->name_edit()->text(), QStringLiteral("greedy"));
        const int gentle = dialog.rule_box()->findText(QStringLiteral("Gentle"));
        QVERIFY(gentle > 0);
        dialog.rule_box()->setCurrentIndex(gentle);
        QTest::keyClicks(dialog.seed_edit(), QStringLiteral("42x"));  // the x is refused
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto& setup = dialog.setup();
        QCOMPARE(setup.module, &module("extra"));
        QCOMPARE(setup.seats.size(), std::size_t{3});
        QCOMPARE(setup.seats[0].name, std::string("Ann"));
        QVERIFY(setup.seats[0].options == (nlohmann::json{{"handicap", true}}));
        QVERIFY(setup.seats[1].options == nlohmann::json::object());
        QCOMPARE(setup.seats[1].bot, module("extra").default_bot());
        QCOMPARE(setup.seats[2].bot, std::string("greedy"));
        QVERIFY(QString::fromStdString(setup.rule).endsWith(QStringLiteral("extra/gentle.lua")));
        QCOMPARE(setup.seed, std::optional<std::uint64_t>(42));
    }

    // The dialog gives the seats as they are typed: a comma or "bot:" in a person's name
    // is part of the name, not another seat or a bot (issue 16, point 1).
    void theNewGameDialogTakesAPersonsNameAsItIsTyped() {
        AppWindow app;
        dicebox::gui::NewGameDialog dialog(catalog(), {}, &module("extra"));
        QCOMPARE(dialog.seat_rows().size(), std::size_t{2});
        auto* first = dialog.seat_rows()[0];
        QTest::keyClicks(first->name_edit(), QStringLiteral("Smith, J."));
        auto* second = dialog.seat_rows()[1];
        second->kind_box()->setCurrentIndex(second->kind_box()->findData(QString()));
        second->name_edit()->clear();
        QTest::keyClicks(second->name_edit(), QStringLiteral("bot:random"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto& seats = dialog.setup().seats;
        QCOMPARE(seats.size(), std::size_t{2});
        QCOMPARE(seats[0].name, std::string("Smith, J."));
        QVERIFY(seats[0].bot.empty());
        QCOMPARE(seats[1].name, std::string("bot:random"));
        QVERIFY(seats[1].bot.empty());
    }

    void theNewGameDialogCompletesNamesFromThePeopleInTheHistory() {
        AppWindow app;
        QVERIFY(app.window.start(setup("strike", {"Ben", "Ann"}, {"random"})) != nullptr);
        app.window.new_game(&module("extra"));
        auto* dialog = app.window.findChild<dicebox::gui::NewGameDialog*>();
        QVERIFY(dialog != nullptr);
        auto* names = dialog->seat_rows()[0]->name_edit()->completer()->model();
        QStringList people;
        for (int row = 0; row < names->rowCount(); ++row) {
            people << names->index(row, 0).data().toString();
        }
        QCOMPARE(people, (QStringList{QStringLiteral("Ann"), QStringLiteral("Ben")}));
    }

    void theNewGameDialogExplainsWhatIsMissing() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, &module("exxtra"));
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("setupProblem"));
        dialog.accept();
        QCOMPARE(problem->text(), QStringLiteral("Seat 1 needs a name."));
        QVERIFY(dialog.result() != QDialog::Accepted);
        QTest::keyClicks(dialog.seat_rows()[0]->name_edit(), QStringLiteral("Ann"));
        QTest::mouseClick(dialog.add_seat_button(), Qt::LeftButton);
        QTest::keyClicks(dialog.seat_rows()[2]->name_edit(), QStringLiteral("Ann"));
        dialog.accept();
        QVERIFY2(problem->text().contains(QStringLiteral("Two players are called 'Ann'")),
                 qPrintable(problem->text()));
        // Exxtra seats 2–5: the last seats cannot be removed below two.
        QTest::mouseClick(dialog.seat_rows()[2]->remove_button(), Qt::LeftButton);
        QTRY_COMPARE(dialog.seat_rows().size(), std::size_t{2});
        QVERIFY(!dialog.seat_rows()[0]->remove_button()->isEnabled());
        QVERIFY(dialog.seat_rows()[0]->option_editor("handicap") == nullptr);  // none in Exxtra
    }

    void aGameOfEachKindIsPlayedToTheEndAndRecorded_data() {
        QTest::addColumn<QString>("game");
        for (const auto& id : built_plugins())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void aGameOfEachKindIsPlayedToTheEndAndRecorded() {
        QFETCH(QString, game);
        AppWindow app;
        const auto& m = module(game.toStdString());
        auto* tab = app.window.start(setup(game.toStdString(), {"Ann"}, {m.default_bot()}));
        QVERIFY(tab != nullptr);
        play_out(*tab);
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        QVERIFY(runner_of(*tab).session().state().terminal());
        QCOMPARE(status_of(app.history, runner_of(*tab).game_id()), std::string("finished"));
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        const auto record = dicebox::db::load_game(store, runner_of(*tab).game_id());
        QCOMPARE(record.events.size(), runner_of(*tab).session().log().size());
        QVERIFY2(tab->status().contains(QStringLiteral("win")), qPrintable(tab->status()));
    }

    // A name that looks like markup is drawn as it is written, in every game, on the
    // board and around it, before the game and at its end.
    void aNameIsDrawnAsItIsWrittenNeverReadAsMarkup_data() {
        QTest::addColumn<QString>("game");
        for (const auto& id : built_plugins())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void aNameIsDrawnAsItIsWrittenNeverReadAsMarkup() {
        QFETCH(QString, game);
        AppWindow app;
        const QString name = QStringLiteral("<b>Eve</b><img src=x>");
        const auto& m = module(game.toStdString());
        auto* tab =
            app.window.start(setup(game.toStdString(), {name.toStdString()}, {m.default_bot()}));
        QVERIFY(tab != nullptr);
        // The labels that show the name, each drawing it as plain text.
        const auto drawn_as_written = [&] {
            int seen = 0;
            for (const auto* label : app.window.findChildren<QLabel*>()) {
                if (!label->text().contains(name)) continue;
                ++seen;
                if (label->textFormat() != Qt::PlainText) {
                    qWarning() << label->objectName() << label->text();
                    return -1;
                }
            }
            return seen;
        };
        QVERIFY(drawn_as_written() >= 0);
        play_out(*tab);
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        QVERIFY(drawn_as_written() > 0);  // the winner, at least
    }

    // While the bots have the dice, the status names them, not the person who played last.
    void theStatusNamesWhoIsToPlayBotsToo_data() {
        QTest::addColumn<QString>("game");
        for (const auto& id : built_plugins())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void theStatusNamesWhoIsToPlayBotsToo() {
        QFETCH(QString, game);
        AppWindow app;
        const auto& m = module(game.toStdString());
        auto* tab = app.window.start(setup(game.toStdString(), {"Ann"}, {m.default_bot()}));
        QVERIFY(tab != nullptr);
        QStringList statuses;
        connect(&runner_of(*tab), &dicebox::gui::PlayedGame::happened, tab,
                [&] { statuses << tab->status(); });
        play_out(*tab);
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        const QString bot = QString::fromStdString(m.default_bot()) + QStringLiteral(" to play.");
        QVERIFY2(statuses.contains(bot), qPrintable(statuses.join(QStringLiteral(" | "))));
    }

    void aPersonsMoveIsRecordedTheMomentItIsMade() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {"Ann", "Ben"}, {}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        const auto seat = asking.takeFirst().at(0).value<dicebox::Seat>();
        const auto before = runner_of(*tab).session().log().size();
        emit tab->board().chosen(seat, QStringLiteral("throw normal"));
        QVERIFY(runner_of(*tab).session().log().size() > before);
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        QCOMPARE(dicebox::db::load_game(store, runner_of(*tab).game_id()).events.size(),
                 runner_of(*tab).session().log().size());
    }

    // The Hint button asks the coach for the person asked: its best choices beside the
    // board, the best one laid out on it, and the history counts the hint.
    void theCoachsHintIsShownAndCounted_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("extra") << QStringLiteral("extra");
        QTest::newRow("exxtra") << QStringLiteral("exxtra");
        QTest::newRow("strike") << QStringLiteral("strike");
    }
    void theCoachsHintIsShownAndCounted() {
        QFETCH(QString, game);
        AppWindow app;
        auto* tab = app.window.start(setup(game.toStdString(), {"Ann"}, {"planner"}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        auto* hint = tab->findChild<QAction*>(QStringLiteral("action_hint"));
        auto* text = tab->findChild<QLabel*>(QStringLiteral("hintText"));
        QVERIFY(hint != nullptr && text != nullptr);
        QVERIFY(hint->isEnabled());
        hint->trigger();
        QVERIFY2(
            text->text().startsWith(QStringLiteral("The coach's best choices for Ann:<br>1. <b>")),
            qPrintable(text->text()));
        QVERIFY(text->text().contains(game == QStringLiteral("extra")
                                          ? QStringLiteral("expected ")
                                          : QStringLiteral("% to win")));
        if (game == QStringLiteral("extra")) {
            // Laid out as the choice picked from the board's list of legal choices.
            auto* choices = tab->board().findChild<QComboBox*>();
            QVERIFY(choices != nullptr);
            QVERIFY(text->text().contains(
                QStringLiteral("<b>%1</b>").arg(choices->currentData().toString())));
        }
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        QCOMPARE(dicebox::db::load_game(store, runner_of(*tab).game_id()).seats.at(0).hints, 1);
        // The hint is the asked person's only: gone with their choice.
        emit tab->board().chosen(0, first_legal(runner_of(*tab), 0));
        QVERIFY(text->text().isEmpty());
        QVERIFY(!hint->isEnabled() || asking.count() > 1);
    }

    // A person plays a move in the window with keys only, as the Move menu shows them:
    // the move reaches the rules and the history.
    void aPersonPlaysFromTheKeyboard_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<QString>("move");
        QTest::newRow("extra") << QStringLiteral("extra")
                               << QList<int>{Qt::Key_PageDown, Qt::Key_Return} << QString();
        QTest::newRow("exxtra") << QStringLiteral("exxtra") << QList<int>{Qt::Key_R}
                                << QStringLiteral("roll");
        QTest::newRow("strike") << QStringLiteral("strike") << QList<int>{Qt::Key_H}
                                << QStringLiteral("throw hard");
    }
    void aPersonPlaysFromTheKeyboard() {
        QFETCH(QString, game);
        QFETCH(QList<int>, keys);
        QFETCH(QString, move);
        AppWindow app;
        app.window.show();
        QVERIFY(QTest::qWaitForWindowActive(&app.window));
        auto* tab = app.window.start(setup(game.toStdString(), {"Ann", "Ben"}, {}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        const auto seat = asking.takeFirst().at(0).value<dicebox::Seat>();
        const auto events = runner_of(*tab).session().log().size();
        for (const int key : keys) {
            QTest::keyClick(QApplication::focusWidget(), static_cast<Qt::Key>(key));
        }
        QTRY_VERIFY(runner_of(*tab).session().log().size() > events || asking.size() > 0);
        const auto& log = runner_of(*tab).session().log();
        const auto mine = std::find_if(log.begin() + static_cast<std::ptrdiff_t>(events), log.end(),
                                       [&](const dicebox::Event& e) { return e.seat == seat; });
        if (move.isEmpty()) {
            // EXTRA!'s choice is secret: the rules hold it until the other seat has chosen.
            QCOMPARE(asking.size(), 1);
            QVERIFY(asking.at(0).at(0).value<dicebox::Seat>() != seat);
        } else {
            QVERIFY(mine != log.end());
            QCOMPARE(QString::fromStdString(runner_of(*tab).session().format(*mine)), move);
        }
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        QCOMPARE(dicebox::db::load_game(store, runner_of(*tab).game_id()).events.size(),
                 runner_of(*tab).session().log().size());
    }

    void aRefusedMoveIsExplainedAndTheGameWaits() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {"Ann", "Ben"}, {}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        const auto seat = asking.takeFirst().at(0).value<dicebox::Seat>();
        QSignalSpy refused(&runner_of(*tab), &dicebox::gui::GameRunner::refused);
        const auto before = runner_of(*tab).session().log().size();
        emit tab->board().chosen(seat, QStringLiteral("stop"));  // not before the first throw
        QCOMPARE(refused.size(), 1);
        QVERIFY(!refused.at(0).at(1).toString().isEmpty());
        emit tab->board().chosen(seat, QStringLiteral("fly away"));
        QCOMPARE(refused.size(), 2);
        QCOMPARE(runner_of(*tab).session().log().size(), before);
        // Another seat than the one asked is not heard at all.
        emit tab->board().chosen(1 - seat, QStringLiteral("throw normal"));
        QCOMPARE(runner_of(*tab).session().log().size(), before);
    }

    void closingAGameInMidGameKeepsItUnfinishedAndItResumes() {
        AppWindow app;
        auto* tab = app.window.start(setup("exxtra", {"Ann"}, {"cautious"}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        emit tab->board().chosen(0, QStringLiteral("roll"));
        const auto id = runner_of(*tab).game_id();
        const auto log = runner_of(*tab).session().log_json();
        app.window.close_game(app.window.tabs()->indexOf(tab));
        QCOMPARE(app.window.tabs()->count(), 1);
        QCOMPARE(status_of(app.history, id), std::string("unfinished"));

        app.window.resume_game();
        auto* dialog = app.window.findChild<dicebox::gui::ResumeDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->games()->count(), 1);
        QVERIFY(dialog->games()->item(0)->text().startsWith(QString::number(id)));
        dialog->accept();
        auto* resumed = current_tab(app.window);
        QVERIFY(resumed != nullptr);
        QCOMPARE(runner_of(*resumed).game_id(), id);
        QVERIFY(runner_of(*resumed).session().log_json() == log);
        auto* shown = resumed->findChild<dicebox::gui::GameLog*>();
        QVERIFY(shown->count() > 0);
        // The resumed game goes on by itself: Ann, to move after her roll, is asked again.
        QTRY_VERIFY(resumed->status().startsWith(QStringLiteral("Ann to play")));
        // A game open in a tab is not opened twice.
        QCOMPARE(app.window.resume(id), resumed);
        QCOMPARE(app.window.tabs()->count(), 2);
    }

    // The random bot draws from its own stream: after a resume it decides as it would have
    // in the game played in one go, so the same seed gives the same game.
    void aResumedGameEndsAsTheSameSeedPlayedInOneGo() {
        AppWindow app;
        const auto game = setup("extra", {"Ann"}, {"random"}, 11);
        auto* whole = app.window.start(game);
        play_out(*whole);
        QSignalSpy whole_finished(&runner_of(*whole), &dicebox::gui::GameRunner::finished);
        QVERIFY(whole_finished.wait(60000));
        const auto in_one_go = runner_of(*whole).session().log_json();

        auto* stopped = app.window.start(game);
        QSignalSpy asking(&runner_of(*stopped), &dicebox::gui::GameRunner::asking);
        for (int choice = 0; choice < 3; ++choice) {
            QTRY_COMPARE(asking.count(), choice + 1);
            emit stopped->board().chosen(0, first_legal(runner_of(*stopped), 0));
        }
        const auto id = runner_of(*stopped).game_id();
        app.window.close_game(app.window.tabs()->indexOf(stopped));
        QCOMPARE(status_of(app.history, id), std::string("unfinished"));

        auto* resumed = app.window.resume(id);
        QVERIFY(resumed != nullptr);
        play_out(*resumed);
        QSignalSpy resumed_finished(&runner_of(*resumed), &dicebox::gui::GameRunner::finished);
        QVERIFY(resumed_finished.wait(60000));
        QVERIFY(runner_of(*resumed).session().log_json() == in_one_go);
    }

    void aFinishedGameIsNotResumed() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {}, {"random", "random"}));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
        const auto id = runner_of(*tab).game_id();
        app.window.close_game(1);
        QVERIFY(app.window.resume(id) == nullptr);
        QTRY_VERIFY(problem_box(app.window) != nullptr);
        QVERIFY2(problem_box(app.window)->text().contains(QStringLiteral("is finished")),
                 qPrintable(problem_box(app.window)->text()));
    }

    void switchingTabsNeverLosesAGameInProgress() {
        AppWindow app;
        auto* first = app.window.start(setup("extra", {"Ann"}, {"greedy"}));
        auto* second = app.window.start(setup("exxtra", {"Ben"}, {"bold"}));
        QCOMPARE(app.window.tabs()->count(), 3);
        QCOMPARE(current_tab(app.window), second);
        QTRY_VERIFY(!runner_of(*first).session().log().empty());
        const auto log = runner_of(*first).session().log().size();
        app.window.tabs()->setCurrentWidget(first);
        QCOMPARE(runner_of(*first).session().log().size(), log);
        QVERIFY(!runner_of(*first).ended() && !runner_of(*second).ended());
        // The Move menu follows the tab shown: its board's actions, with their shortcuts.
        const auto actions = app.window.move_menu()->actions();
        QVERIFY(!actions.isEmpty());
        QCOMPARE(actions, first->board().actions());
    }

    void aSecretChoiceIsLoggedAsMadeButNotWhatUntilEverybodyHasChosen() {
        AppWindow app;
        auto* tab = app.window.start(setup("extra", {"Ann", "Ben"}, {}));
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        QVERIFY(asking.wait());
        auto* log = tab->findChild<dicebox::gui::GameLog*>();
        const int lines = log->count();
        const auto first = asking.takeFirst().at(0).value<dicebox::Seat>();
        const QString name = first == 0 ? QStringLiteral("Ann") : QStringLiteral("Ben");
        const QString choice = first_legal(runner_of(*tab), first);
        emit tab->board().chosen(first, choice);
        QCOMPARE(asking.size(), 1);
        const auto second = asking.takeFirst().at(0).value<dicebox::Seat>();
        QVERIFY(second != first);
        // Who chose is told, not what.
        QCOMPARE(log->count(), lines + 1);
        QCOMPARE(log->item(lines)->text(), name + QStringLiteral(" has chosen."));
        emit tab->board().chosen(second, first_legal(runner_of(*tab), second));
        QVERIFY(log->count() >= lines + 2);
        QCOMPARE(log->item(lines)->text(), name + QStringLiteral(": ") + choice);
    }

    // The game's log and its replay's write each event as the game's board does
    // (BoardView::written), in the person's words, not in the notation's: Exxtra's
    // "place 3" is "place on ring 3" (through tr(), as the board tests check).
    void theLogsWriteEachEventInTheBoardsWords() {
        AppWindow app;
        auto* tab = app.window.start(setup("exxtra", {}, {"bold", "random"}));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(runner_of(*tab).ended() || finished.wait(60000));
        const auto& names = tab->board().table().names;
        QStringList expected;
        int placed = 0;
        int rolled = 0;
        for (const auto& event : runner_of(*tab).session().told_all()) {
            QString words = QString::fromStdString(event.notation);
            if (words == QStringLiteral("roll")) {
                words = QStringLiteral("roll again");
                ++rolled;
            } else if (words.startsWith(QStringLiteral("place "))) {
                words = QStringLiteral("place on ring ") + words.mid(6);
                ++placed;
            }
            expected << (event.is_chance() ? QStringLiteral("Dice")
                                           : names.at(static_cast<std::size_t>(event.seat))) +
                            QStringLiteral(": ") + words;
        }
        QVERIFY(placed > 0 && rolled > 0);
        auto* log = tab->findChild<dicebox::gui::GameLog*>();
        QStringList lines;  // the events' lines, not the sentences indented under them
        for (int row = 0; row < log->count(); ++row) {
            if (!log->item(row)->text().startsWith(QStringLiteral("    ")))
                lines << log->item(row)->text();
        }
        QCOMPARE(lines, expected);
        auto* replay = app.window.replay(runner_of(*tab).game_id());
        QVERIFY(replay != nullptr);
        auto* replay_log = replay->findChild<QListWidget*>(QStringLiteral("replayLog"));
        QCOMPARE(replay_log->count(), expected.size());
        for (int row = 0; row < replay_log->count(); ++row)
            QCOMPARE(replay_log->item(row)->text(),
                     QStringLiteral("%1. %2").arg(row + 1).arg(expected[row]));
    }

    // A bot's choice on a roll that a person chooses on too is as secret as the person's,
    // so it is taken at once, before the person is asked, whatever the bots' pause.
    void botsOnARollAPersonSharesChooseAtOnceBeforeThePerson() {
        AppWindow app;
        auto* tab = app.window.start(setup("extra", {"Ann"}, {"greedy", "random"}));
        runner_of(*tab).set_bot_pause(60000);
        QSignalSpy asking(&runner_of(*tab), &dicebox::gui::GameRunner::asking);
        for (int round = 1; round <= 2; ++round) {
            QVERIFY(asking.wait(5000));
            QCOMPARE(asking.takeFirst().at(0).value<dicebox::Seat>(), 0);
            const auto& log = runner_of(*tab).session().log();
            QCOMPARE(log.size(), static_cast<std::size_t>(4 * round - 1));
            QVERIFY(log[log.size() - 3].is_chance());
            QCOMPARE(log[log.size() - 2].seat, 1);
            QCOMPARE(log.back().seat, 2);
            emit tab->board().chosen(0, first_legal(runner_of(*tab), 0));
        }
    }

    void aFailingHouseRuleIsShownAndTheGameIsKeptAborted() {
        AppWindow app;
        auto bots = setup("extra", {}, {"greedy"});
        bots.rule = DICEBOX_TEST_SCRIPTS "/broken_ending.lua";
        bots.params = {{"column_lengths", {12, 11, 10}}};  // where it fails
        auto* tab = app.window.start(bots);
        QVERIFY(tab != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(problem_box(app.window) != nullptr, 60000);
        const QString text = problem_box(app.window)->text();
        QVERIFY2(text.contains(QStringLiteral("no final score today")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("broken_ending.lua:")), qPrintable(text));
        QVERIFY(runner_of(*tab).ended());
        QCOMPARE(status_of(app.history, runner_of(*tab).game_id()), std::string("aborted"));
        // The app goes on: another game starts.
        QVERIFY(app.window.start(setup("strike", {"Ann"}, {"random"})) != nullptr);
    }

    void aHouseRuleThatDoesNotLoadIsShownAndNoGameStarts() {
        AppWindow app;
        auto ruled = setup("extra", {"Ann"}, {});
        ruled.rule = DICEBOX_TEST_SCRIPTS "/no_such_rule.lua";
        QVERIFY(app.window.start(ruled) == nullptr);
        QTRY_VERIFY(problem_box(app.window) != nullptr);
        QVERIFY2(problem_box(app.window)->text().contains(QStringLiteral("no_such_rule")),
                 qPrintable(problem_box(app.window)->text()));
        QCOMPARE(app.window.tabs()->count(), 1);
    }

    void aHistoryThatCannotBeWrittenIsShownAndTheAppGoesOn() {
        TempDir dir;
        const auto history = dir / "history.sqlite";
        std::ofstream(history) << "not a database, but somebody's notes\n";
        dicebox::gui::MainWindow window(catalog(), history);
        QVERIFY(window.start(setup("extra", {"Ann"}, {})) == nullptr);
        QTRY_VERIFY(problem_box(window) != nullptr);
        QVERIFY2(problem_box(window)->text().contains(QString::fromStdString(history.string())),
                 qPrintable(problem_box(window)->text()));
        QCOMPARE(file_contents(history), std::string("not a database, but somebody's notes\n"));
        QCOMPARE(window.tabs()->count(), 1);
    }

    void theBinaryTellsItsOptionsAndRefusesUnknownOnes() {
        QProcess app;
        app.start(QStringLiteral(DICEBOX_TEST_GUI_BINARY), {QStringLiteral("--help")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        const QString help = QString::fromUtf8(app.readAllStandardOutput());
        QVERIFY2(help.contains(QStringLiteral("--plugin-dir <DIR>")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("--db <FILE>")), qPrintable(help));
        app.start(QStringLiteral(DICEBOX_TEST_GUI_BINARY), {QStringLiteral("--colour")});
        QVERIFY(app.waitForFinished(30000));
        QVERIFY(app.exitCode() != 0);
        QVERIFY2(app.readAllStandardError().contains("Unknown option 'colour'"), "");
    }

    void everyMenuCommandHasAShortcut() {
        AppWindow app;
        const auto menus = app.window.menuBar()->findChildren<QMenu*>();
        for (auto* menu : menus) {
            for (auto* action : menu->actions()) {
                if (action->isSeparator() || action->menu() != nullptr) continue;
                const bool keyed = !action->shortcut().isEmpty() || action->text().contains('&');
                QVERIFY2(keyed, qPrintable(action->text()));
            }
        }
        app.window.start(setup("strike", {"Ann"}, {"random"}));
        for (auto* action : app.window.move_menu()->actions()) {
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
        }
    }
};

QTEST_MAIN(AppTest)
#include "app_test.moc"
