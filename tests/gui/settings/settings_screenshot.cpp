// The settings dialog and the app in German, in real windows on Xvfb, saved as PNGs.
#include <QTabWidget>
#include <QTest>

#include "boards.hpp"
#include "play/game_setup.hpp"
#include "play/game_tab.hpp"
#include "play/played_game.hpp"
#include "settings/language.hpp"
#include "settings/settings_dialog.hpp"
#include "temp_dir.hpp"
#include "window/catalog.hpp"
#include "window/main_window.hpp"

using namespace testing_support;

class SettingsScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void theSettingsDialog() {
        dicebox::gui::Settings settings;
        settings.database = "/home/ann/.local/share/dicebox/history.sqlite";
        settings.plugin_folders = {"/opt/dicebox-games/plugins"};
        settings.rule_folders = {"/home/ann/Dice/house-rules", "/srv/club/house-rules"};
        settings.language = QStringLiteral("de");
        dicebox::gui::SettingsDialog dialog(settings);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        save_screenshot(dialog, QStringLiteral("settings_dialog"));
    }

    void theAppInGerman() {
        const dicebox::gui::Translation german(QStringLiteral("de"));
        QCOMPARE(german.language(), QStringLiteral("de"));
        const TempDir dir;
        const dicebox::gui::Catalog catalog({});
        dicebox::gui::MainWindow window(catalog, dir / "history.sqlite");
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        save_screenshot(window, QStringLiteral("app_german"));
    }

    // A game of Strike played by bots, its log in German (issue 35, point 20).
    void aStrikeGameInGerman() {
        const dicebox::gui::Translation german(QStringLiteral("de"));
        const TempDir dir;
        const dicebox::gui::Catalog catalog({});
        dicebox::gui::MainWindow window(catalog, dir / "history.sqlite");
        window.set_bot_pause(0);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dicebox::gui::GameSetup setup;
        setup.module = catalog.plugins().find("strike");
        setup.seats = {{"Anna", "careful", nlohmann::json::object()},
                       {"Ben", "greedy", nlohmann::json::object()}};
        setup.seed = 3;
        auto* tab = window.start(setup);
        QTRY_VERIFY_WITH_TIMEOUT(tab->game().ended(), 60000);
        QTest::qWait(1000);  // the last throw at rest
        save_screenshot(window, QStringLiteral("app_german_strike"));
    }
};

QTEST_MAIN(SettingsScreenshot)
#include "settings_screenshot.moc"
