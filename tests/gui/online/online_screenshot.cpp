// Game ▸ Play online in a real window on Xvfb: the dialog, and a game of EXTRA! at a
// real server's table in its tab, waiting for Ben with the table's link, then Ben's
// connection lost, saved as PNGs for the guide.
#include <QSignalSpy>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "dicebox/net/table_view.hpp"
#include "online/online_dialog.hpp"
#include "online/online_game.hpp"
#include "plugins.hpp"
#include "server.hpp"
#include "settings/language.hpp"

using namespace testing_support;
using nlohmann::json;

class OnlineScreenshot : public QObject {
    Q_OBJECT

    const dicebox::gui::Translation english_{QStringLiteral("en")};

  private slots:
    void theDialogAndAGameAtAServersTable() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        AppWindow app;
        app.window.resize(1400, 860);
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        app.window.play_online();
        auto* dialog = app.window.findChild<dicebox::gui::OnlineDialog*>();
        dialog->server_edit()->setText(QStringLiteral("club.example.org"));
        dialog->name_edit()->setText(QStringLiteral("Ann"));
        dialog->code_edit()->setText(QStringLiteral("K7QM-2XPA"));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        save_screenshot(*dialog, QStringLiteral("app-online-dialog"));
        dialog->close();

        // Ben takes a seat free for anyone: the board, made before, names him.
        const std::vector<dicebox::host::SeatSpec> seats{
            {"Ann", "", json::object()}, {"", "", json::object()}, {"", "planner", json::object()}};
        auto* game = app.window.take_seat(
            {QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.port())),
             dicebox::net::open_request(module("extra"), seats, json::object(), nullptr),
             {},
             QStringLiteral("Ann"),
             {}});
        dicebox::gui::GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = qobject_cast<dicebox::gui::GameTab*>(
                                      app.window.tabs()->currentWidget())) != nullptr,
                                 20000);
        // Before Ben comes: the invitation line, with the table's link to send.
        QTRY_VERIFY_WITH_TIMEOUT(game->table_text().contains(QStringLiteral("/t/")), 20000);
        QTest::qWait(300);  // the board comes to rest
        save_screenshot(app.window, QStringLiteral("app-online-invitation"));
        auto ben = server.connect();
        QVERIFY(ben->request({{"cmd", "join"},
                              {"code", game->code().toStdString()},
                              {"name", "Ben"}})["ok"] == true);
        // Three rolls: Ann chooses on her board once asked, then Ben, whose choice reveals
        // both.
        QSignalSpy asked(game, &dicebox::gui::PlayedGame::asking);
        for (int roll = 0; roll < 3; ++roll) {
            QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 20000);
            asked.clear();
            const auto before = game->told().size();
            emit tab->board().chosen(0, first_legal(*game, 0));
            QTRY_VERIFY(!game->table_text().contains(QStringLiteral("Ann</b> (you) — thinking")));
            const json legal = ben->request({{"cmd", "legal"}});
            QVERIFY(ben->request({{"cmd", "act"}, {"action", legal["actions"][0]}})["ok"] == true);
            QTRY_VERIFY_WITH_TIMEOUT(game->told().size() > before + 2, 20000);
        }
        ben.reset();
        QTRY_VERIFY_WITH_TIMEOUT(
            game->table_text().contains(QStringLiteral("Ben</b> — connection lost")), 20000);
        QTest::qWait(300);  // the board's last roll comes to rest
        save_screenshot(app.window, QStringLiteral("app-online"));
    }
};

QTEST_MAIN(OnlineScreenshot)
#include "online_screenshot.moc"
