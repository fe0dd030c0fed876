// The app's settings and languages: the settings saved and loaded again (QSettings in a
// folder of the test's own), the settings dialog, a house rule from a folder of the
// settings found by the catalog and again for a recorded game, and the app's window in
// its translations.
#include <QFile>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <fstream>

#include "dicebox/db/games.hpp"
#include "dicebox/db/recorder.hpp"
#include "dicebox/db/store.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "dicebox/match.hpp"
#include "play/game_setup.hpp"
#include "play/new_game_dialog.hpp"
#include "play/refusal_text.hpp"
#include "settings/language.hpp"
#include "settings/settings.hpp"
#include "settings/settings_dialog.hpp"
#include "temp_dir.hpp"
#include "window/catalog.hpp"
#include "window/main_window.hpp"

using testing_support::TempDir;
namespace fs = std::filesystem;

namespace {

// The game played here in `tab`.
dicebox::gui::GameRunner& runner_of(dicebox::gui::GameTab& tab) {
    return *qobject_cast<dicebox::gui::GameRunner*>(&tab.game());
}

// A house rule of EXTRA! the shipped scripts do not have (scripts/README.md).
void write_kind_rule(const fs::path& file) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << R"(-- Kind: a row still in the zone costs -100 instead of -200.
return {
  name = "Kind",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "Rows still in the -200 zone cost -100.",
  params = { zone_penalty = -100 },
}
)";
}

// A game of `game` for one person, seeded.
dicebox::gui::GameSetup setup_of(const dicebox::gui::Catalog& catalog, const std::string& game) {
    dicebox::gui::GameSetup setup;
    setup.module = catalog.plugins().find(game);
    setup.seats = {{"Ann", ""}};
    setup.seed = 1;
    return setup;
}

// The titles of the window's menus, as shown.
QStringList menu_titles(const QMainWindow& window) {
    QStringList titles;
    for (const auto* action : window.menuBar()->actions()) titles << action->text();
    return titles;
}

}  // namespace

class SettingsTest : public QObject {
    Q_OBJECT

    TempDir config_;  // the QSettings of this program, never the user's
    TempDir rules_;   // a house rule folder of the settings
    // The build's plugins, and house rules from rules_ too.
    dicebox::gui::Catalog catalog_{{}, {rules_.path()}};

  private slots:
    void initTestCase() {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QString::fromStdString(config_.path().string()));
    }

    void unsetSettingsHaveTheirDefaults() {
        const auto settings = dicebox::gui::load_settings();
        QCOMPARE(settings.database, dicebox::db::default_path());
        QVERIFY(settings.plugin_folders.empty());
        QVERIFY(settings.rule_folders.empty());
        QCOMPARE(settings.language, QString());
    }

    void settingsAreSavedAndLoadedAgain() {
        dicebox::gui::Settings settings;
        settings.database = config_ / "games" / "mine.sqlite";
        settings.plugin_folders = {"/opt/dice/plugins", config_ / "plugins"};
        settings.rule_folders = {config_ / "rules"};
        settings.language = QStringLiteral("de");
        dicebox::gui::save_settings(settings);
        QVERIFY(fs::is_regular_file(config_ / "dicebox" / "dicebox.conf"));
        QVERIFY(dicebox::gui::load_settings() == settings);

        // Back to the default database and no folders: nothing of before is left.
        dicebox::gui::Settings defaults;
        defaults.database = dicebox::db::default_path();
        dicebox::gui::save_settings(defaults);
        QVERIFY(dicebox::gui::load_settings() == defaults);
        const QSettings stored(QStringLiteral("dicebox"), QStringLiteral("dicebox"));
        QVERIFY(!stored.contains(QStringLiteral("history/database")));
    }

    // Play online's server and name, kept apart by earlier versions ("Unknown
    // Organization"), are moved into the one file of settings, and that file is removed.
    void settingsKeptApartByEarlierVersionsAreMovedIntoTheOneFile() {
        {
            QSettings old(QStringLiteral("Unknown Organization"), QStringLiteral("dicebox"));
            old.setValue(QStringLiteral("online/server"), QStringLiteral("club.example.org"));
            old.setValue(QStringLiteral("online/name"), QStringLiteral("Ann"));
        }
        const auto old_file = config_ / "Unknown Organization" / "dicebox.conf";
        QVERIFY(fs::is_regular_file(old_file));
        dicebox::gui::move_old_settings();
        QVERIFY(!fs::exists(old_file));
        const auto settings = dicebox::gui::stored_settings();
        QCOMPARE(settings.fileName(),
                 QString::fromStdString((config_ / "dicebox" / "dicebox.conf").string()));
        QCOMPARE(settings.value(QStringLiteral("online/server")).toString(),
                 QStringLiteral("club.example.org"));
        QCOMPARE(settings.value(QStringLiteral("online/name")).toString(), QStringLiteral("Ann"));
    }

    void noFolderIsWrittenAsAnInvalidValue() {
        dicebox::gui::Settings defaults;
        defaults.database = dicebox::db::default_path();
        dicebox::gui::save_settings(defaults);
        QFile file(QString::fromStdString((config_ / "dicebox" / "dicebox.conf").string()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY2(!saved.contains("Invalid"), saved.constData());
        QVERIFY(dicebox::gui::load_settings() == defaults);
    }

    void theDialogShowsTheHistoryOfTheCommandLineAndThatItWins() {
        const TempDir dir;
        const auto given = dir / "given.sqlite";
        dicebox::gui::Settings saved;
        saved.database = dir / "saved.sqlite";
        dicebox::gui::save_settings(saved);
        dicebox::gui::MainWindow window(catalog_, given, dicebox::gui::HistoryFrom::CommandLine);
        window.edit_settings();
        auto* dialog = window.findChild<dicebox::gui::SettingsDialog*>();
        QVERIFY(dialog != nullptr);
        const QString note = dialog->database_note()->text();
        QVERIFY2(note.contains(QString::fromStdString(given.string())), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("--db")), qPrintable(note));
        QCOMPARE(dialog->database_edit()->text(), QString::fromStdString(saved.database.string()));

        // Another file in the settings is saved, and the window still records in --db's.
        dialog->database_edit()->setText(QString::fromStdString((dir / "other.sqlite").string()));
        dialog->accept();
        QCOMPARE(dicebox::gui::load_settings().database, dir / "other.sqlite");
        QVERIFY(window.start(setup_of(catalog_, "extra")) != nullptr);
        QVERIFY(fs::exists(given));
        QVERIFY(!fs::exists(dir / "other.sqlite"));
        dicebox::gui::Settings defaults;
        defaults.database = dicebox::db::default_path();
        dicebox::gui::save_settings(defaults);
    }

    void theBotsPaceIsSetInTheDialogAndAppliesAtOnce() {
        const TempDir dir;
        dicebox::gui::Settings saved;
        saved.database = dir / "history.sqlite";
        dicebox::gui::save_settings(saved);
        dicebox::gui::MainWindow window(catalog_, saved.database);
        auto* tab = window.start(setup_of(catalog_, "extra"));
        QVERIFY(tab != nullptr);
        window.edit_settings();
        auto* dialog = window.findChild<dicebox::gui::SettingsDialog*>();
        QCOMPARE(dialog->bot_pause_box()->value(),
                 dicebox::gui::Settings::kDefaultBotPause / 1000.0);
        dialog->bot_pause_box()->setValue(2.5);
        dialog->accept();
        QCOMPARE(dicebox::gui::load_settings().bot_pause, 2500);
        QCOMPARE(runner_of(*tab).bot_pause(), 2500);  // the game open
        QCOMPARE(window.bot_pause(), 2500);           // and those to come
        dicebox::gui::Settings defaults;
        defaults.database = dicebox::db::default_path();
        dicebox::gui::save_settings(defaults);
    }

    void theBinaryPrintsItsHelpWithoutADisplay() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const auto* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
            environment.remove(QString::fromLatin1(name));
        }
        QProcess app;
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(DICEBOX_TEST_GUI_BINARY), {QStringLiteral("--help")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        const QString help = QString::fromUtf8(app.readAllStandardOutput());
        QVERIFY2(help.contains(QStringLiteral("--db <FILE>")), qPrintable(help));
        app.start(QStringLiteral(DICEBOX_TEST_GUI_BINARY), {QStringLiteral("--version")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QVERIFY(app.readAllStandardOutput().startsWith("dicebox-gui "));
    }

    void theDialogFillsFromSettingsAndGivesThemBack() {
        dicebox::gui::Settings current;
        current.database = config_ / "history.sqlite";
        current.plugin_folders = {"/opt/dice/plugins", "/srv/plugins"};
        current.rule_folders = {"/srv/rules"};
        current.language = QStringLiteral("it");
        dicebox::gui::SettingsDialog dialog(current);
        QCOMPARE(dialog.database_edit()->text(), QString::fromStdString(current.database.string()));
        QCOMPARE(dialog.plugin_folders()->list()->count(), 2);
        QCOMPARE(dialog.rule_folders()->list()->item(0)->text(), QStringLiteral("/srv/rules"));
        QCOMPARE(dialog.language_box()->currentText(), QStringLiteral("Italiano"));
        QVERIFY(dialog.settings() == current);

        // Edited: a plugin folder removed, a rule folder added, another language.
        QVERIFY(!dialog.plugin_folders()->remove_button()->isEnabled());
        dialog.plugin_folders()->list()->setCurrentRow(0);
        dialog.plugin_folders()->remove_button()->click();
        dialog.rule_folders()->add("/home/ann/rules");
        dialog.rule_folders()->add("/srv/rules");  // listed already
        dialog.language_box()->setCurrentIndex(0);
        QCOMPARE(dialog.language_box()->currentText(), QStringLiteral("System language"));
        dialog.database_edit()->setText(
            QString::fromStdString((config_ / "new" / "games.sqlite").string()));
        dialog.show();
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        dicebox::gui::Settings edited;
        edited.database = config_ / "new" / "games.sqlite";
        edited.plugin_folders = {"/srv/plugins"};
        edited.rule_folders = {"/srv/rules", "/home/ann/rules"};
        QVERIFY(dialog.settings() == edited);
    }

    // A club's PostgreSQL database is kept as given, not made a path; the server is asked
    // when the history is opened, not while the dialog waits.
    void theDialogTakesAPostgresqlUriAsGiven() {
        dicebox::gui::Settings current;
        current.database = config_ / "history.sqlite";
        dicebox::gui::SettingsDialog dialog(current);
        dialog.show();
        const QString uri = QStringLiteral("postgresql://ann@club.example:5432/dicebox");
        dialog.database_edit()->setText(uri);
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.problem_label()->text(), QString());
        QCOMPARE(QString::fromStdString(dialog.settings().database.string()), uri);
    }

    void theDialogExplainsADatabaseItCannotUse_data() {
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("problem");
        const auto file = QString::fromStdString((config_ / "a-file").string());
        QTest::newRow("empty") << QString() << QStringLiteral("Choose a file for the history.");
        QTest::newRow("a folder") << QString::fromStdString(config_.path().string())
                                  << QStringLiteral(
                                         "%1 is a folder. Choose a file in it for "
                                         "the history, such as %1/history.sqlite.")
                                         .arg(QString::fromStdString(config_.path().string()));
        QTest::newRow("under a file")
            << file + QStringLiteral("/games/history.sqlite")
            << QStringLiteral("The folder %1/games cannot be made: %1 is a file, not a folder.")
                   .arg(file);
    }

    void theDialogExplainsADatabaseItCannotUse() {
        QFETCH(QString, database);
        QFETCH(QString, problem);
        std::ofstream(config_ / "a-file") << "not a folder";
        dicebox::gui::Settings current;
        current.database = config_ / "history.sqlite";
        dicebox::gui::SettingsDialog dialog(current);
        dialog.show();
        dialog.database_edit()->setText(database);
        QTest::keyClick(&dialog, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.problem_label()->text(), problem);

        // A file in a folder still to be made is fine: the history makes it.
        dialog.database_edit()->setText(
            QString::fromStdString((config_ / "later" / "on" / "history.sqlite").string()));
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.problem_label()->text(), QString());
    }

    void aHouseRuleInAFolderOfTheSettingsIsOffered() {
        const auto file = rules_ / "extra" / "kind.lua";
        write_kind_rule(file);
        const auto rules = catalog_.rule_files();
        QVERIFY(!rules.empty());
        // The settings' folders come first.
        QCOMPARE(rules.front().name, std::string("extra/kind"));
        QCOMPARE(rules.front().file, file);
        QCOMPARE(catalog_.rule_folders(), std::vector<fs::path>{rules_.path()});

        dicebox::gui::NewGameDialog dialog(catalog_, {}, catalog_.plugins().find("extra"));
        const int kind = dialog.rule_box()->findText(QStringLiteral("Kind"));
        QVERIFY(kind > 0);
        QCOMPARE(dialog.rule_box()->itemData(kind).toString(),
                 QString::fromStdString(file.string()));
    }

    void aGameUnderThatRuleIsResumed() {
        const auto file = rules_ / "extra" / "kind.lua";
        write_kind_rule(file);
        const TempDir dir;
        const auto history = dir / "history.sqlite";
        dicebox::gui::GameSetup setup;
        setup.module = catalog_.plugins().find("extra");
        setup.seats = {{"Ann", ""}, {"Ben", ""}};
        setup.rule = file.string();
        setup.seed = 5;
        std::int64_t id = 0;
        {
            const auto runner = dicebox::gui::start_game(setup, history);
            id = runner->game_id();
        }
        dicebox::db::Store store(history, dicebox::db::Access::Read);
        const auto game = dicebox::db::load_game(store, id);
        QCOMPARE(game.variant, std::string("Kind"));

        // Found in the settings' folder, and only there.
        dicebox::host::RulesOptions options;
        options.folders = catalog_.rule_folders();
        const auto found = dicebox::host::stored_rule(game, options);
        QVERIFY2(bool(found), found ? "" : dicebox::host::text(found.error()).c_str());
        QCOMPARE((*found)->file(), file);
        const auto missing = dicebox::host::stored_rule(game, dicebox::host::RulesOptions{});
        QVERIFY(!missing);
        QCOMPARE(missing.error().subject, std::string("Kind"));

        const auto resumed = dicebox::gui::resume_game(catalog_, id, history);
        QCOMPARE(resumed->game_id(), id);
    }

    // The app's --rules FILE: a stored game whose house rule is in no folder the app
    // knows is resumed, and replayed, once its script is chosen in the dialog offered.
    void aGameWhoseRuleIsNotFoundGoesOnWithTheScriptChosen() {
        const dicebox::gui::Catalog catalog{{}, {}};  // no folder of the settings
        const TempDir elsewhere;
        const auto file = elsewhere / "kind.lua";
        write_kind_rule(file);
        const TempDir dir;
        const auto history = dir / "history.sqlite";
        dicebox::gui::GameSetup setup = setup_of(catalog, "extra");
        setup.rule = file.string();
        std::int64_t id = 0;
        {
            const auto runner = dicebox::gui::start_game(setup, history);
            id = runner->game_id();
        }

        dicebox::gui::MainWindow window(catalog, history);
        const auto choose_script = [&window, &file] {
            // The boxes and dialogs closed before are gone.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            auto* box = window.findChild<QMessageBox*>(QStringLiteral("problemBox"));
            QVERIFY(box != nullptr);
            QVERIFY2(box->text().contains(QStringLiteral("'Kind'")), qPrintable(box->text()));
            auto* button = box->findChild<QPushButton*>(QStringLiteral("chooseScriptButton"));
            QVERIFY(button != nullptr);
            button->click();
            auto* dialog = window.findChild<QFileDialog*>(QStringLiteral("scriptDialog"));
            QVERIFY(dialog != nullptr);
            dialog->selectFile(QString::fromStdString(file.string()));
            static_cast<QDialog*>(dialog)->accept();  // QFileDialog's own is protected
        };

        QVERIFY(window.resume(id) == nullptr);
        choose_script();
        QCOMPARE(window.tabs()->count(), 2);
        auto* tab = qobject_cast<dicebox::gui::GameTab*>(window.tabs()->widget(1));
        QVERIFY(tab != nullptr);
        QCOMPARE(runner_of(*tab).game_id(), id);
        QCOMPARE(runner_of(*tab).session().config().params.value("zone_penalty", 0), -100);

        QVERIFY(window.replay(id) == nullptr);
        choose_script();
        QCOMPARE(window.tabs()->count(), 3);
        QVERIFY(qobject_cast<dicebox::gui::ReplayView*>(window.tabs()->widget(2)) != nullptr);
    }

    void theWindowSpeaksItsLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("menus");
        QTest::newRow("German") << QStringLiteral("de")
                                << QStringList{QStringLiteral("&Spiel"), QStringLiteral("&Zug"),
                                               QStringLiteral("&Hilfe")};
        QTest::newRow("French") << QStringLiteral("fr")
                                << QStringList{QStringLiteral("&Partie"), QStringLiteral("&Coup"),
                                               QStringLiteral("&Aide")};
        QTest::newRow("Italian") << QStringLiteral("it")
                                 << QStringList{QStringLiteral("&Partita"),
                                                QStringLiteral("&Mossa"), QStringLiteral("&Aiuto")};
        QTest::newRow("unknown: English")
            << QStringLiteral("xx")
            << QStringList{QStringLiteral("&Game"), QStringLiteral("&Move"),
                           QStringLiteral("&Help")};
    }

    void theWindowSpeaksItsLanguage() {
        QFETCH(QString, language);
        QFETCH(QStringList, menus);
        const TempDir dir;
        const dicebox::gui::Translation translation(language);
        QCOMPARE(translation.language(),
                 menus.front() == QStringLiteral("&Game") ? QStringLiteral("en") : language);
        dicebox::gui::MainWindow window(catalog_, dir / "history.sqlite");
        const auto titles = menu_titles(window);
        for (const auto& menu : menus)
            QVERIFY2(titles.contains(menu), qPrintable(titles.join(' ')));
        // Qt's own texts too (qt6-translations-l10n, which tools/deps.sh installs).
        QCOMPARE(translation.qt_translated(), translation.language() != QStringLiteral("en"));
        if (translation.qt_translated()) {
            QVERIFY(QCoreApplication::translate("QPlatformTheme", "Cancel") !=
                    QStringLiteral("Cancel"));
        }
    }

    // A refusal of host/ is said in the window's language, from its kind and its fields: a
    // finished game may not go on, and the History's Resume button says why.
    void aGameThatMayNotGoOnIsRefusedInTheWindowsLanguage() {
        const TempDir dir;
        const auto history = dir / "history.sqlite";
        std::int64_t id = 0;
        {
            const auto& extra = *catalog_.plugins().find("extra");
            const auto seats = dicebox::host::check_seats(extra, {{"", "random"}, {"", "random"}});
            auto game =
                dicebox::host::start_game({&extra, *seats, nlohmann::json::object(), nullptr, 3});
            dicebox::db::Store store(history, dicebox::db::Access::Write);
            dicebox::db::LiveRecorder recorder(store, game.record);
            id = recorder.id();
            game.session->add_observer(
                [&](const dicebox::Session& session, const dicebox::Event& event) {
                    recorder.record(session, event);
                });
            dicebox::Match(*game.session, dicebox::bots_of(extra, {"random", "random"})).play();
            recorder.finish(game.session->state());
        }
        const dicebox::gui::Translation german(QStringLiteral("de"));
        dicebox::gui::MainWindow window(catalog_, history);
        QCOMPARE(window.resume(id), nullptr);
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("problemBox"));
        QVERIFY(box != nullptr);
        QCOMPARE(box->text(),
                 QStringLiteral("Partie %1 ist beendet: Der Verlauf spielt sie nach.").arg(id));
        const auto refusal =
            dicebox::host::resume_refusal(id, dicebox::db::Status::Finished, false, false);
        QCOMPARE(dicebox::gui::RefusalText::of(*refusal), box->text());
    }

    // English counts in words of its own, not "die(s)".
    void englishHasItsPluralForms() {
        const dicebox::gui::Translation english(QStringLiteral("en"));
        const auto points = [](int n) {
            return QCoreApplication::translate("dicebox::gui::ReplayView", "%n point(s)", nullptr,
                                               n);
        };
        QCOMPARE(points(1), QStringLiteral("1 point"));
        QCOMPARE(points(3), QStringLiteral("3 points"));
        QCOMPARE(QCoreApplication::translate("dicebox::strike_board::RemovedPile",
                                             "%n die(s) removed from the game", nullptr, 1),
                 QStringLiteral("1 die removed from the game"));
    }

    void numbersAndDatesFollowTheLanguageChosen() {
        const QLocale us(QStringLiteral("en_US"));
        const QLocale austria(QStringLiteral("de_AT"));
        QCOMPARE(dicebox::gui::locale_to_use(QStringLiteral("de"), us).language(), QLocale::German);
        QCOMPARE(dicebox::gui::locale_to_use(QStringLiteral("it"), austria).language(),
                 QLocale::Italian);
        // The system's own formats while it speaks the language chosen, or none is chosen.
        QCOMPARE(dicebox::gui::locale_to_use(QStringLiteral("de"), austria), austria);
        QCOMPARE(dicebox::gui::locale_to_use(QString(), austria), austria);
        // As the window writes them: 1234.5 in German.
        QCOMPARE(dicebox::gui::locale_to_use(QStringLiteral("de"), us).toString(1234.5, 'f', 1),
                 QStringLiteral("1.234,5"));
    }

    void theLanguageFollowsTheSettingOrElseTheSystem() {
        QCOMPARE(dicebox::gui::language_to_use(QString(), QLocale(QStringLiteral("de_AT"))),
                 QStringLiteral("de"));
        QCOMPARE(dicebox::gui::language_to_use(QString(), QLocale(QStringLiteral("it_CH"))),
                 QStringLiteral("it"));
        QCOMPARE(dicebox::gui::language_to_use(QString(), QLocale(QStringLiteral("ja_JP"))),
                 QStringLiteral("en"));
        QCOMPARE(
            dicebox::gui::language_to_use(QStringLiteral("fr"), QLocale(QStringLiteral("de_DE"))),
            QStringLiteral("fr"));
        QCOMPARE(
            dicebox::gui::language_to_use(QStringLiteral("en"), QLocale(QStringLiteral("de_DE"))),
            QStringLiteral("en"));
        QCOMPARE(
            dicebox::gui::language_to_use(QStringLiteral("xx"), QLocale(QStringLiteral("de_DE"))),
            QStringLiteral("en"));
    }
};

QTEST_MAIN(SettingsTest)
#include "settings_test.moc"
