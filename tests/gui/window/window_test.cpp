// The main window as a player meets it, offscreen on the build's plugins: what the status
// bar and the dialogs say stays true as the games go on, a player and a date read alike
// in every section; the rules of each game, closing a game in progress, the new game
// dialog's match, seats and house rules, and what the window remembers (in QSettings of
// the test's own).
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "dicebox/db/games.hpp"
#include "history/history_model.hpp"
#include "own_settings.hpp"
#include "play/new_game_dialog.hpp"
#include "play/resume_dialog.hpp"
#include "settings/language.hpp"
#include "window/rules_dialog.hpp"

using namespace testing_support;

namespace {

// Plays `tab` until its game ends, every person choosing the first legal move.
void play_out(dicebox::gui::GameTab& tab) {
    auto& runner = runner_of(tab);
    QObject::connect(&runner, &dicebox::gui::GameRunner::asking, &tab, [&tab](dicebox::Seat seat) {
        emit tab.board().chosen(seat, first_legal(runner_of(tab), seat));
    });
    if (!runner.ended()) {
        QSignalSpy finished(&runner, &dicebox::gui::GameRunner::finished);
        QVERIFY(finished.wait(60000));
    }
}

// Ann's choices in `tab` until she has been asked `times` times.
void choose_times(dicebox::gui::GameTab& tab, int times) {
    QSignalSpy asking(&runner_of(tab), &dicebox::gui::GameRunner::asking);
    for (int choice = 0; choice < times; ++choice) {
        QTRY_VERIFY(asking.count() > choice);
        emit tab.board().chosen(0, first_legal(runner_of(tab), 0));
    }
    QTRY_VERIFY(asking.count() > times);
}

// Help ▸ Rules of this game in `window`: the dialog's title and its text as shown; the
// dialog is closed again.
std::pair<QString, QString> rules_shown(dicebox::gui::MainWindow& window) {
    window.show_rules();
    auto* dialog = window.findChild<dicebox::gui::RulesDialog*>();
    if (dialog == nullptr) return {};
    std::pair<QString, QString> shown{dialog->windowTitle(), dialog->browser()->toPlainText()};
    delete dialog;
    return shown;
}

QString cell(const QAbstractItemModel* model, int row, int column) {
    return model->index(row, column).data().toString();
}

}  // namespace

class WindowTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;  // the QSettings of this program, never the user's

  private slots:
    void theStatusBarForgetsAGameKeptUnfinishedOnceItIsResumed() {
        AppWindow app;
        auto* tab = app.window.start(setup("extra", {"Ann"}, {}));
        QVERIFY(tab != nullptr);
        const auto id = runner_of(*tab).game_id();
        app.window.close_game(app.window.tabs()->indexOf(tab));
        QVERIFY(app.window.statusBar()->currentMessage().contains(QStringLiteral("unfinished")));
        QVERIFY(app.window.resume(id) != nullptr);
        QVERIFY2(!app.window.statusBar()->currentMessage().contains(QStringLiteral("unfinished")),
                 qPrintable(app.window.statusBar()->currentMessage()));
    }

    void theResumeDialogShowsEachGamesNameRoundAndScores() {
        // In the language's own numbers: German groups thousands with a dot.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        AppWindow app;
        auto* tab = app.window.start(setup("extra", {"Ann"}, {"greedy"}));
        choose_times(*tab, 3);
        const auto& state = runner_of(*tab).session().state();
        const int round = state.to_json()["round"].get<int>();
        const auto scores = state.scores();
        QVERIFY(round >= 3);
        const auto id = runner_of(*tab).game_id();
        app.window.close_game(app.window.tabs()->indexOf(tab));

        app.window.resume_game();
        auto* dialog = app.window.findChild<dicebox::gui::ResumeDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->games()->count(), 1);
        const QString line = dialog->games()->item(0)->text();
        QVERIFY2(line.startsWith(QStringLiteral("%1 · EXTRA! · round %2 · ").arg(id).arg(round)),
                 qPrintable(line));
        QVERIFY(scores[0] <= -1000);  // every row still in its -200 zone
        // The players and their scores on a line of their own, with the boards' minus.
        QVERIFY2(line.contains(QStringLiteral("\nAnn −%1.%2, greedy (bot) %3")
                                   .arg(-scores[0] / 1000)
                                   .arg(-scores[0] % 1000, 3, 10, QLatin1Char('0'))
                                   .arg(QLocale().toString(scores[1]).replace('-', u'−'))),
                 qPrintable(line));
        dialog->reject();
        QLocale::setDefault(QLocale::c());
    }

    void theResumeDialogShowsAStrikeGameWithoutScoresAndNoRowCutOff() {
        AppWindow app;
        auto* tab = app.window.start(
            setup("strike", {"Ann Katharina Gruber-Ellingsen"}, {"random", "careful"}));
        choose_times(*tab, 2);
        app.window.close_game(app.window.tabs()->indexOf(tab));
        auto* extra = app.window.start(setup("extra", {"Ann"}, {"greedy", "planner", "random"}));
        choose_times(*extra, 2);
        app.window.close_game(app.window.tabs()->indexOf(extra));

        app.window.resume_game();
        auto* dialog = app.window.findChild<dicebox::gui::ResumeDialog*>();
        QVERIFY(dialog != nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QListWidget* games = dialog->games();
        QCOMPARE(games->count(), 2);
        save_screenshot(*dialog, QStringLiteral("resume_dialog"));
        // A Strike game has no score before its end: none is written ("0, 0, 0").
        const QString strike = games->item(1)->text();
        QVERIFY2(strike.contains(QStringLiteral("\nAnn Katharina Gruber-Ellingsen, random (bot), "
                                                "careful (bot)")),
                 qPrintable(strike));
        // Every row shown whole: as high as its words take wrapped in the list's width.
        for (int row = 0; row < games->count(); ++row) {
            const QRect shown = games->visualItemRect(games->item(row));
            const QRect needed = games->fontMetrics().boundingRect(
                QRect(0, 0, shown.width(), 10000), Qt::TextWordWrap, games->item(row)->text());
            QVERIFY2(
                shown.height() >= needed.height() && shown.width() <= games->viewport()->width(),
                qPrintable(games->item(row)->text()));
        }
        dialog->reject();
    }

    void theHistoryWritesAScoreWithTheBoardsMinus() {
        AppWindow app;
        const auto id = played(app, setup("extra", {"Ann"}, {"greedy"}));
        dicebox::db::Store store(app.history, dicebox::db::Access::Read);
        QStringList expected;
        bool negative = false;
        for (const auto& seat : dicebox::db::load_game(store, id).seats) {
            negative = negative || *seat.score < 0;
            expected << QLocale().toString(*seat.score).replace('-', u'−');
        }
        QVERIFY(negative);
        app.window.show_section(dicebox::gui::MainWindow::Section::History);
        auto* model = app.window.history_view()->model();
        QTRY_VERIFY_WITH_TIMEOUT(!model->loading() && model->rowCount() == 1, 20000);
        QCOMPARE(cell(model, 0, dicebox::gui::HistoryModel::Scores),
                 expected.join(QStringLiteral(", ")));
    }

    void strikeInGermanSaysRightHowManyDiceAStopKeeps() {
        const dicebox::gui::Translation german(QStringLiteral("de"));
        QCOMPARE(german.language(), QStringLiteral("de"));
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {}, {"random", "careful"}, 5));
        QSignalSpy finished(&runner_of(*tab), &dicebox::gui::GameRunner::finished);
        QVERIFY(runner_of(*tab).ended() || finished.wait(60000));
        auto* log = tab->findChild<QListWidget*>(QStringLiteral("gameLog"));
        int stops = 0;
        for (int row = 0; row < log->count(); ++row) {
            const QString line = log->item(row)->text();
            if (!line.contains(QStringLiteral("hört auf"))) continue;
            ++stops;
            // Not "mit 8 Würfel", which wants its dative "Würfeln".
            QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("mit \\d+ Würfel\\b"))),
                     qPrintable(line));
        }
        QVERIFY(stops > 0);
    }

    void theNewGameDialogSaysWhatEachBotDoes() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("extra"));
        dialog.show();
        for (const char* id : {"extra", "exxtra", "strike"}) {
            const auto& game = *catalog().plugins().find(id);
            auto* box = dialog.game_box();
            box->setCurrentIndex(box->findData(QString::fromLatin1(id)));
            const QString text = dialog.bots_about()->text();
            QVERIFY(!game.bots().empty());
            for (const auto& kind : game.bots()) {
                QVERIFY2(text.contains(QStringLiteral("%1 — %2").arg(
                             QString::fromStdString(kind),
                             QString::fromStdString(game.bot_description(kind)))),
                         qPrintable(text));
            }
            save_screenshot(dialog, QStringLiteral("new_game_%1").arg(QLatin1String(id)));
        }
    }

    void aResumedGameTellsItsPastInSentences() {
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {"Ann"}, {"random", "careful"}, 5));
        choose_times(*tab, 4);
        const auto id = runner_of(*tab).game_id();
        app.window.close_game(app.window.tabs()->indexOf(tab));
        auto* resumed = app.window.resume(id);
        QVERIFY(resumed != nullptr);
        auto* log = resumed->findChild<QListWidget*>(QStringLiteral("gameLog"));
        int throws = 0;
        int told = 0;
        for (int row = 0; row < log->count(); ++row) {
            const QString line = log->item(row)->text();
            if (line.contains(QLatin1String("| x "))) ++throws;
            if (line.contains(QLatin1String(" to rest"))) ++told;
        }
        // Every throw that came to rest before, in words under its notation.
        QVERIFY(throws > 3);
        QCOMPARE(told, throws);
    }

    void theStandInsLabelTakesItsShortcutToTheBox() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("extra"));
        dialog.for_table_at(QStringLiteral("127.0.0.1:7654"));
        auto* label = dialog.findChild<QLabel*>(QStringLiteral("standInLabel"));
        QVERIFY(label != nullptr);
        QCOMPARE(label->buddy(), dialog.stand_in_box());
    }

    void aSeatsProblemGoesOnceTheSeatIsMended() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("extra"));
        dialog.show();
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("setupProblem"));
        dialog.accept();
        QCOMPARE(problem->text(), QStringLiteral("Seat 1 needs a name."));
        QTest::keyClicks(dialog.seat_rows()[0]->name_edit(), QStringLiteral("Ann"));
        QCOMPARE(problem->text(), QString());
        QVERIFY(dialog.isVisible());
    }

    void aBotAndADateReadAlikeInHistoryAndRecords() {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        AppWindow app;
        auto* tab = app.window.start(setup("strike", {"Ann"}, {"random"}));
        play_out(*tab);

        app.window.show_section(dicebox::gui::MainWindow::Section::History);
        auto* history = app.window.history_view()->model();
        QVERIFY(QTest::qWaitFor([&] { return !history->loading(); }, 30000));
        QCOMPARE(history->rowCount(), 1);
        const QString players = cell(history, 0, dicebox::gui::HistoryModel::Players);
        const QString date = cell(history, 0, dicebox::gui::HistoryModel::Date);
        QCOMPARE(players, QStringLiteral("Ann, random (bot)"));

        auto* records = app.window.records_view();
        after(*records,
              [&] { app.window.show_section(dicebox::gui::MainWindow::Section::Records); });
        const auto* top = records->top_table()->model();
        QVERIFY(top->rowCount() == 2);
        QStringList names{cell(top, 0, 1), cell(top, 1, 1)};
        QVERIFY2(names.contains(QStringLiteral("random (bot)")), qPrintable(names.join('|')));
        QCOMPARE(cell(top, 0, 3), date);
        // The locale's own short format: day first, dots, in German.
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d\\d\\.\\d\\d\\.\\d\\d \\d\\d:\\d\\d$"))
                     .match(date)
                     .hasMatch(),
                 qPrintable(date));
        QLocale::setDefault(QLocale::c());
    }

    void theRulesOfTheGameInSightAreShown() {
        AppWindow app;
        // In the switcher, the game chosen there.
        for (int row = 0; row < app.window.game_list()->count(); ++row) {
            app.window.game_list()->setCurrentRow(row);
            if (app.window.game_list()->current_game() == catalog().plugins().find("exxtra")) break;
        }
        QCOMPARE(rules_shown(app.window).first, QStringLiteral("Rules of Exxtra"));
        // In a game, the game's: its section of docs/rules.md, rendered, and no other.
        QVERIFY(app.window.start(setup("extra", {"Ann"}, {})) != nullptr);
        const auto [title, text] = rules_shown(app.window);
        QCOMPARE(title, QStringLiteral("Rules of EXTRA!"));
        QVERIFY2(text.startsWith(QStringLiteral("EXTRA!\n")), qPrintable(text.left(200)));
        QVERIFY(text.contains(QStringLiteral("The 5th die: the EXTRA rule")));
        QVERIFY(!text.contains(QStringLiteral("The big throw")));
        QVERIFY(!text.contains(QStringLiteral("## ")));  // headings drawn, not marked up
    }

    void closingAGameInProgressAsksFirstAndSaysItStaysResumable() {
        AppWindow app;
        auto* tab = app.window.start(setup("extra", {"Ann"}, {}));
        const auto id = runner_of(*tab).game_id();
        app.window.ask_to_close(app.window.tabs()->indexOf(tab));
        auto* box = app.window.findChild<QMessageBox*>(QStringLiteral("closeGameBox"));
        QVERIFY(box != nullptr);
        QVERIFY(box->informativeText().contains(QStringLiteral("Resume")));
        box->button(QMessageBox::Cancel)->click();
        QCOMPARE(app.window.tabs()->count(), 2);

        app.window.ask_to_close(app.window.tabs()->indexOf(tab));
        QTRY_VERIFY((box = app.window.findChild<QMessageBox*>(QStringLiteral("closeGameBox"))) !=
                    nullptr);
        box->buttons().at(0)->click();  // Close game
        QCOMPARE(app.window.tabs()->count(), 1);
        QCOMPARE(status_of(app.history, id), std::string("unfinished"));

        // A finished game closes at once.
        auto* over = app.window.start(setup("strike", {}, {"random", "random"}));
        play_out(*over);
        app.window.ask_to_close(app.window.tabs()->indexOf(over));
        QCOMPARE(app.window.tabs()->count(), 1);
    }

    void quittingWithAGameInProgressAsksFirst() {
        AppWindow app;
        app.window.show();
        app.window.start(setup("extra", {"Ann"}, {}));
        QVERIFY(!app.window.close());
        auto* box = app.window.findChild<QMessageBox*>(QStringLiteral("quitBox"));
        QVERIFY(box != nullptr);
        QVERIFY(box->text().contains(QStringLiteral("Games not finished: 1.")));
        box->buttons().at(0)->click();  // Quit
        QTRY_VERIFY(!app.window.isVisible());
    }

    void theWindowsSizeAndPlaceAreRemembered() {
        {
            AppWindow app;
            app.window.show();
            app.window.setGeometry(60, 50, 900, 640);
            QVERIFY(app.window.close());
        }
        AppWindow app;
        QVERIFY(app.window.size() != QSize(900, 640));
        app.window.restore_place();
        QCOMPARE(app.window.size(), QSize(900, 640));
    }

    void theSeatsLastSetUpAreOfferedAgain() {
        AppWindow app;
        app.window.new_game(catalog().plugins().find("extra"));
        auto* dialog = app.window.findChild<dicebox::gui::NewGameDialog*>();
        dialog->seat_rows()[0]->name_edit()->setText(QStringLiteral("Ann"));
        dialog->seat_rows()[1]->kind_box()->setCurrentIndex(0);  // a person
        // Who may be called what a bot is written as on the command line.
        dialog->seat_rows()[1]->name_edit()->setText(QStringLiteral("bot:random"));
        dialog->accept();
        QCOMPARE(app.window.tabs()->count(), 2);

        AppWindow later;
        later.window.new_game(catalog().plugins().find("extra"));
        dialog = later.window.findChild<dicebox::gui::NewGameDialog*>();
        QCOMPARE(dialog->seat_rows().size(), std::size_t{2});
        QCOMPARE(dialog->seat_rows()[0]->name_edit()->text(), QStringLiteral("Ann"));
        QCOMPARE(dialog->seat_rows()[1]->name_edit()->text(), QStringLiteral("bot:random"));
        QVERIFY(dialog->seat_rows()[1]->is_person());
        // Another game keeps its own: a person and a bot.
        dialog->game_box()->setCurrentIndex(dialog->game_box()->findData(QStringLiteral("strike")));
        QVERIFY(!dialog->seat_rows()[1]->is_person());
    }

    void strikesMatchIsOfferedAndPlayed() {
        AppWindow app;
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("strike"));
        QVERIFY(dialog.match_box()->isVisibleTo(&dialog));
        QVERIFY(dialog.match_box()->toolTip().contains(QStringLiteral("alternative end")));
        dialog.seat_rows()[0]->name_edit()->setText(QStringLiteral("Ann"));
        dialog.match_box()->setChecked(true);
        dialog.accept();
        QVERIFY(dialog.setup().params == nlohmann::json({{"match", true}}));
        auto* tab = app.window.start(dialog.setup());
        QVERIFY(tab != nullptr);
        QCOMPARE(runner_of(*tab).session().state().to_json()["games"].get<int>(), 2);

        dialog.game_box()->setCurrentIndex(dialog.game_box()->findData(QStringLiteral("extra")));
        QVERIFY(!dialog.match_box()->isVisibleTo(&dialog));
    }

    void theNewGameDialogGrowsWithItsSeats() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("strike"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        while (dialog.add_seat_button()->isEnabled()) {
            dialog.add_seat_button()->click();
            QCoreApplication::processEvents();
            QVERIFY2(dialog.height() >= dialog.sizeHint().height(),
                     qPrintable(QStringLiteral("%1 seats: %2 high, wants %3")
                                    .arg(dialog.seat_rows().size())
                                    .arg(dialog.height())
                                    .arg(dialog.sizeHint().height())));
        }
        QVERIFY(dialog.seat_rows().size() > 2);
    }

    void theNewGameDialogDescribesTheHouseRuleChosen() {
        dicebox::gui::NewGameDialog dialog(catalog(), {}, catalog().plugins().find("extra"));
        dialog.show();
        QVERIFY(!dialog.rule_about()->isVisible());  // the rules as printed
        auto* rules = dialog.rule_box();
        for (int i = 0; i < rules->count(); ++i) {
            if (rules->itemData(i).toString().endsWith(QStringLiteral("extra/gentle.lua"))) {
                rules->setCurrentIndex(i);
            }
        }
        QVERIFY(dialog.rule_about()->isVisible());
        QCOMPARE(dialog.rule_about()->text(),
                 QStringLiteral("Rows still in the -200 zone cost -150."));
    }
};

QTEST_MAIN(WindowTest)
#include "window_test.moc"
