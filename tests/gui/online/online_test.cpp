// Game ▸ Play online against a real `dicebox serve` on 127.0.0.1: the app's seat played
// on its board, the others played by a real terminal client (`dicebox join`) or by the
// protocol's own test client; the server killed mid-game and started again; the app killed
// in a process of its own (app_at_table.cpp) and started again.
#include <QClipboard>
#include <QGuiApplication>
#include <QListWidget>
#include <QMessageBox>
#include <QTest>
#include <csignal>
#include <fstream>
#include <future>

#include "app_fixture.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/net/seat_store.hpp"
#include "dicebox/net/table_view.hpp"
#include "history/history_model.hpp"
#include "online/online_dialog.hpp"
#include "online/online_game.hpp"
#include "online_fixture.hpp"
#include "own_settings.hpp"
#include "play/new_game_dialog.hpp"
#include "plugins.hpp"
#include "server.hpp"
#include "terminal_client.hpp"

using namespace testing_support;
using dicebox::gui::GameTab;
using dicebox::gui::OnlineGame;
using nlohmann::json;

namespace {

OnlineGame& online_game(GameTab& tab) {
    return *qobject_cast<OnlineGame*>(&tab.game());
}

// The person at the window chooses the first legal move whenever asked, on the board.
void play_seat(GameTab& tab) {
    QObject::connect(&tab.game(), &dicebox::gui::PlayedGame::asking, &tab,
                     [&tab](dicebox::Seat seat) {
                         QTimer::singleShot(0, &tab, [&tab, seat] {
                             emit tab.board().chosen(seat, first_legal(tab.game(), seat));
                         });
                     });
}

// The same from the moment the seat is taken, for a game that begins as it is.
void play_seat(AppWindow& app, OnlineGame& game) {
    QObject::connect(&game, &dicebox::gui::PlayedGame::asking, &game,
                     [&app, &game](dicebox::Seat seat) {
                         QTimer::singleShot(0, &game, [&app, &game, seat] {
                             emit online_tab(app)->board().chosen(seat, first_legal(game, seat));
                         });
                     });
}

// A terminal client at table `code` that answers every prompt with its first choice.
std::unique_ptr<LiveProcess> terminal_client(const net_test::Server& server,
                                             const std::filesystem::path& history,
                                             const QString& code, const std::string& name) {
    return net_test::client({"--db", history.string(), "join",
                             "127.0.0.1:" + std::to_string(server.port()), code.toStdString(),
                             "--name", name});
}

// The window's dialog to play online, opened as Game ▸ Play online opens it.
dicebox::gui::OnlineDialog* online_dialog(AppWindow& app) {
    app.window.play_online();
    return app.window.findChild<dicebox::gui::OnlineDialog*>();
}

// The text of the problem the window shows, closed then; empty when none comes.
QString problem_shown(AppWindow& app) {
    QMessageBox* box = nullptr;
    if (!QTest::qWaitFor(
            [&] {
                return (box = app.window.findChild<QMessageBox*>(QStringLiteral("problemBox"))) !=
                       nullptr;
            },
            20000))
        return {};
    const QString text = box->text();
    delete box;
    return text;
}

}  // namespace

class OnlineTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;

  private slots:
    void aTableHostedInTheAppGoesOnThroughAServerKilledAndIsKeptByBoth() {
        TempDir dir;
        const auto server_history = dir / "server.sqlite";
        auto server = std::make_unique<net_test::Server>(server_history);
        const unsigned short port = server->port();
        AppWindow app;
        const auto& exxtra = *catalog().plugins().find("exxtra");
        const std::vector<dicebox::host::SeatSpec> seats{{"Ann", "", json::object()},
                                                         {"Ben", "", json::object()},
                                                         {"", "planner", json::object()}};
        app.window.take_seat({url_of(*server),
                              dicebox::net::open_request(exxtra, seats, json::object(), nullptr),
                              {},
                              QStringLiteral("Ann"),
                              {}});
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto& game = online_game(*tab);
        play_seat(*tab);
        QVERIFY2(game.table_text().contains(QStringLiteral("Ben</b> — not here yet")),
                 qPrintable(game.table_text()));
        // The invitation: the table's link, which a browser opens and dicebox takes.
        QVERIFY2(game.table_text().contains(
                     QStringLiteral("Waiting for Ben to join with the table's link:<br>"
                                    "<b>http://127.0.0.1:%1/t/%2</b>")
                         .arg(port)
                         .arg(game.code())),
                 qPrintable(game.table_text()));
        QVERIFY(tab->title().endsWith(game.code()));

        // Ben joins with the link the app shows, as it is.
        auto ben = net_test::client({"--db", (dir / "ben.sqlite").string(), "join",
                                     game.invitation_link().toStdString(), "--name", "Ben"});
        // Ben's output is read as it comes, or his pipe would fill while the app plays.
        auto ben_ends = std::async(std::launch::async, [&] { return ben->exit_code(); });
        QTRY_VERIFY_WITH_TIMEOUT(game.told().size() >= 8, 30000);

        server->kill();
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral("connection is lost")),
                                 20000);
        server =
            std::make_unique<net_test::Server>(server_history, std::vector<std::string>{}, port);
        QTRY_VERIFY_WITH_TIMEOUT(game.ended(), 120000);
        QCOMPARE(ben_ends.get(), 0);
        QVERIFY2(game.table_text().contains(QStringLiteral("The dice are checked")),
                 qPrintable(game.table_text()));
        QVERIFY(game.kept_id() != 0);
        QVERIFY(game.view()->terminal());

        // The app, Ben and the server each hold the whole game, the same.
        dicebox::db::Store at_server(server_history, dicebox::db::Access::Read);
        const auto served = dicebox::db::load_game(at_server, 1);
        for (const auto& [history, id] : {std::pair{app.history, game.kept_id()},
                                          std::pair{dir / "ben.sqlite", std::int64_t{1}}}) {
            dicebox::db::Store kept(history, dicebox::db::Access::Read);
            const auto record = dicebox::db::load_game(kept, id);
            QVERIFY(record.online);
            QVERIFY(record.status == dicebox::db::Status::Finished);
            QVERIFY(record.log_json() == served.log_json());
        }
        json told = json::array();
        for (const auto& event : game.told()) told.push_back(dicebox::to_json(event));
        QVERIFY(told == served.log_json());

        // The app's history says so too.
        app.window.show_section(dicebox::gui::MainWindow::Section::History);
        auto* model = app.window.history_view()->model();
        QTRY_VERIFY_WITH_TIMEOUT(!model->loading() && model->rowCount() == 1, 20000);
        QCOMPARE(model->index(0, dicebox::gui::HistoryModel::Status).data().toString(),
                 QStringLiteral("finished, online"));
    }

    // Issue 36: the link the host sent, pasted where the code goes, gives the server too; a
    // link that is no table's is said and not joined.
    void aLinkPastedForTheCodeGivesTheServerToo() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        auto host = server.connect();
        const json opened =
            host->request({{"cmd", "open"}, {"game", "extra"}, {"seats", json::parse("[{}, {}]")}});
        QVERIFY(opened["ok"] == true);
        const auto code = QString::fromStdString(opened["code"]);
        AppWindow app;
        auto* dialog = online_dialog(app);
        dialog->server_edit()->setText(QStringLiteral("club.example.org"));
        dialog->name_edit()->setText(QStringLiteral("Ann"));
        const auto paste = [&](const QString& text) {
            dialog->code_edit()->clear();
            QGuiApplication::clipboard()->setText(text);
            dialog->code_edit()->setFocus();
            QTest::keySequence(dialog->code_edit(), QKeySequence::Paste);
        };

        paste(QStringLiteral("http://127.0.0.1:%1/t/K7QM").arg(server.port()));
        QVERIFY2(dialog->problem_label()->text().contains(
                     QStringLiteral("'K7QM' is not a table's code")),
                 qPrintable(dialog->problem_label()->text()));
        QCOMPARE(dialog->server_edit()->text(), QStringLiteral("club.example.org"));
        dialog->join_button()->click();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->focusWidget(), dialog->code_edit());

        // Written in the server's field, an https:// link is a server that speaks TLS.
        dialog->server_edit()->setText(QStringLiteral("HTTPS://Club.Example.org/t/k7qm-2xpa"));
        QCOMPARE(dialog->server_edit()->text(), QStringLiteral("wss://club.example.org:443"));
        QCOMPARE(dialog->code_edit()->text(), QStringLiteral("K7QM-2XPA"));

        // As a messenger passes it on: spaces around, the code in small letters, the page's
        // fragment.
        paste(QStringLiteral(" http://127.0.0.1:%1/t/%2#watch ")
                  .arg(server.port())
                  .arg(code.toLower()));
        QCOMPARE(dialog->server_edit()->text(), QStringLiteral("127.0.0.1:%1").arg(server.port()));
        QCOMPARE(dialog->code_edit()->text(), code);
        QVERIFY(dialog->problem_label()->text().isEmpty());
        dialog->join_button()->click();
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        QCOMPARE(online_game(*tab).you(), 0);
        QCOMPARE(online_game(*tab).code(), code);
    }

    void theAppJoinsByCodeAndNeverHoldsAnotherSeatsSecret() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        auto host = server.connect();
        const json opened =
            host->request({{"cmd", "open"}, {"game", "extra"}, {"seats", json::parse("[{}, {}]")}});
        QVERIFY(opened["ok"] == true);
        auto ben = server.connect();
        const json joined =
            ben->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ben"}});
        QCOMPARE(joined["seat"].get<int>(), 0);

        AppWindow app;
        auto* dialog = online_dialog(app);
        QVERIFY(dialog != nullptr);
        dialog->server_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        dialog->name_edit()->setText(QStringLiteral("Ann"));
        dialog->code_edit()->setText(QString::fromStdString(opened["code"]).toLower());
        dialog->join_button()->click();
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto& game = online_game(*tab);
        QCOMPARE(game.you(), 1);
        // Told the game's events, Ann asked.
        QTRY_VERIFY_WITH_TIMEOUT(!game.told().empty() && game.table_text().contains(QStringLiteral(
                                                             "Ann</b> (you) — thinking")),
                                 20000);
        const auto rolled = game.told().size();

        // Ben chooses first: the app is told that he has, and nothing of what.
        const json legal = ben->request({{"cmd", "legal"}});
        const json acted = ben->request({{"cmd", "act"}, {"action", legal["actions"][0]}});
        QVERIFY(acted["ok"] == true);
        QTRY_VERIFY(game.table_text().contains(QStringLiteral("Ben</b>")) &&
                    !game.table_text().contains(QStringLiteral("Ben</b> — thinking")));
        QCOMPARE(game.told().size(), rolled + 1);
        QVERIFY(game.told().back().hidden());
        QVERIFY(game.view()->to_json()["seats"][0]["chosen"] == "hidden");
        QVERIFY(tab->findChild<QListWidget*>(QStringLiteral("gameLog"))
                    ->item(static_cast<int>(rolled))
                    ->text() == QStringLiteral("Ben has chosen."));

        // Ann's choice, the last on the roll, reveals both: then the app has them. The board
        // chooses once the app asks, which may come after the table shows her thinking (the
        // legal choices are still on their way): until then a choice is not taken.
        QTRY_VERIFY_WITH_TIMEOUT(game.told().size() >= rolled + 2 ||
                                     (emit tab->board().chosen(1, first_legal(game, 1)), false),
                                 20000);
        const auto told = game.told();
        QCOMPARE(told[rolled].seat, 0);
        QVERIFY(!told[rolled].hidden());
        QCOMPARE(told[rolled + 1].seat, 1);
    }

    void theDialogsHostATableWithAFreeSeatAndAStandInForAPersonGone() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        AppWindow app;
        auto* online = online_dialog(app);
        online->server_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        online->host_button()->click();
        dicebox::gui::NewGameDialog* setup = nullptr;
        QTRY_VERIFY((setup = app.window.findChild<dicebox::gui::NewGameDialog*>()) != nullptr);
        QVERIFY(!setup->seed_edit()->isVisible());
        setup->game_box()->setCurrentIndex(setup->game_box()->findData(QStringLiteral("strike")));
        while (setup->seat_rows().size() < 3) setup->add_seat_button()->click();
        for (auto* row : setup->seat_rows())
            row->kind_box()->setCurrentIndex(row->kind_box()->findData(QString()));
        setup->seat_rows()[0]->name_edit()->setText(QStringLiteral("Ann"));
        setup->seat_rows()[1]->name_edit()->clear();  // free for anyone
        auto* bot = setup->seat_rows()[2]->kind_box();
        bot->setCurrentIndex(bot->findData(QStringLiteral("careful")));
        setup->stand_in_box()->setCurrentIndex(
            setup->stand_in_box()->findData(QStringLiteral("greedy")));
        setup->stand_in_after_box()->setValue(1);
        setup->accept();
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto& game = online_game(*tab);
        play_seat(*tab);
        QVERIFY2(game.table_text().contains(QStringLiteral("seat 2</b> — not here yet")),
                 qPrintable(game.table_text()));

        auto zoe = terminal_client(server, dir / "zoe.sqlite", game.code(), "Zoe");
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral("<b>Zoe</b>")), 20000);
        QCOMPARE(game.names()[1], QStringLiteral("Zoe"));
        // The board and the log, made when the seat was free, name who took it.
        QCOMPARE(tab->board().table().names[1], QStringLiteral("Zoe"));
        // Zoe goes for good: the table's stand-in, set in the dialog, plays her seat.
        zoe->kill(SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral(
                                     "Zoe</b> — away; the greedy bot plays for them")),
                                 20000);
        QTRY_VERIFY_WITH_TIMEOUT(game.ended(), 120000);
        QVERIFY(game.kept_id() != 0);
    }

    void aTableOverTlsIsPlayedWhenTheServersCertificateIsTrusted() {
        TempDir dir;
        const std::string data = NET_TEST_DATA;
        net_test::Server server(dir / "server.sqlite", {"--tls-cert", data + "/localhost.crt",
                                                        "--tls-key", data + "/localhost.key"});
        const QUrl url(QStringLiteral("wss://localhost:%1").arg(server.port()));
        const std::vector<dicebox::host::SeatSpec> seats{{"Ann", "", json::object()},
                                                         {"", "planner", json::object()}};
        const auto open =
            dicebox::net::open_request(module("strike"), seats, json::object(), nullptr);
        AppWindow app;
        // Not trusted: said, and no seat taken.
        qunsetenv("SSL_CERT_FILE");
        app.window.take_seat({url, open, {}, QStringLiteral("Ann"), {}});
        const QString untrusted = problem_shown(app);
        QVERIFY2(untrusted.contains(QStringLiteral("cannot be reached")), qPrintable(untrusted));
        QCOMPARE(app.window.tabs()->count(), 1);

        qputenv("SSL_CERT_FILE", QByteArray::fromStdString(data + "/localhost.crt"));
        auto* game = app.window.take_seat({url, open, {}, QStringLiteral("Ann"), {}});
        qunsetenv("SSL_CERT_FILE");
        // Ann's seat is the last: the game begins, and she may be asked, as she takes it.
        play_seat(app, *game);
        QTRY_VERIFY_WITH_TIMEOUT(game->ended(), 120000);
        QVERIFY(game->kept_id() != 0);
    }

    void aSeatNotToBeHadIsSaidInADialog() {
        TempDir dir;
        AppWindow app;
        QUrl gone;
        {
            net_test::Server server(dir / "server.sqlite");
            gone = url_of(server);
            app.window.take_seat(
                {url_of(server), nullptr, QStringLiteral("NOPE-NOPE"), QStringLiteral("Ann"), {}});
            QVERIFY(problem_shown(app).contains(QStringLiteral("there is no table NOPE-NOPE")));
            app.window.take_seat({url_of(server),
                                  nullptr,
                                  {},
                                  {},
                                  QStringLiteral("0123456789abcdef0123456789abcdef")});
            QVERIFY(problem_shown(app).contains(QStringLiteral("no seat has that token")));
        }
        // A server gone: its port now free.
        app.window.take_seat(
            {gone, nullptr, QStringLiteral("ABCD-EFGH"), QStringLiteral("Ann"), {}});
        QVERIFY(problem_shown(app).contains(QStringLiteral("cannot be reached")));
        QCOMPARE(app.window.tabs()->count(), 1);

        // What the dialog cannot take is said in it.
        auto* dialog = online_dialog(app);
        dialog->server_edit()->setText(QStringLiteral("ftp://example.org"));
        dialog->join_button()->click();
        QVERIFY(dialog->isVisible());
        dialog->server_edit()->setText(QStringLiteral("127.0.0.1"));
        dialog->code_edit()->clear();
        dialog->token_edit()->clear();
        dialog->join_button()->click();
        QVERIFY(dialog->isVisible());
    }

    // Issue 36: Ann's seat, taken in the app, is taken with its token from elsewhere (her
    // browser): the app says so and does not take it back by itself.
    void aSeatTakenByANewerConnectionIsSaidAndNotTakenBack() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        AppWindow app;
        auto host = server.connect();
        const auto opened = host->request(
            {{"cmd", "open"}, {"game", "exxtra"}, {"seats", nlohmann::json::parse("[{}, {}]")}});
        app.window.take_seat({url_of(server),
                              nullptr,
                              QString::fromStdString(opened["code"].get<std::string>()),
                              QStringLiteral("Ann"),
                              {}});
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto* game = qobject_cast<OnlineGame*>(&tab->game());
        QVERIFY(game != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(!game->token().isEmpty(), 20000);
        auto browser = server.connect();
        const auto back =
            browser->request({{"cmd", "rejoin"}, {"token", game->token().toStdString()}});
        QVERIFY2(back["ok"] == true, back.dump().c_str());
        const QString shown = problem_shown(app);
        QVERIFY2(shown.contains(QStringLiteral("was taken by a newer connection")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("not taken back here")), qPrintable(shown));
        QVERIFY(game->ended());
    }

    // Issue 35, point 3: a code refused opens the dialog again as it was written.
    void aCodeRefusedKeepsWhatWasWrittenInTheDialog() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        AppWindow app;
        auto* dialog = online_dialog(app);
        dialog->server_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        dialog->name_edit()->setText(QStringLiteral("Ann"));
        dialog->code_edit()->setText(QStringLiteral("zzzz zzzz"));
        dialog->join_button()->click();
        dicebox::gui::OnlineDialog* again = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (again = app.window.findChild<dicebox::gui::OnlineDialog*>()) != nullptr &&
                again->isVisible() && !again->problem_label()->text().isEmpty(),
            20000);
        QVERIFY2(again->problem_label()->text().contains(QStringLiteral("there is no table")),
                 qPrintable(again->problem_label()->text()));
        QCOMPARE(again->code_edit()->text(), QStringLiteral("ZZZZ ZZZZ"));
        QCOMPARE(again->name_edit()->text(), QStringLiteral("Ann"));
    }

    // Issue 35, points 1 and 3: Ben's app, in a process of its own, joins with the code typed
    // without its dash and is killed (SIGKILL) as the game goes on; the app started again
    // lists the table, takes the seat back, and the game Ann hosts at the terminal is played
    // to its end.
    void aSeatOfAnAppKilledIsListedAndTakenBack() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        const std::string address = "127.0.0.1:" + std::to_string(server.port());
        auto ann = net_test::client({"--db", (dir / "ann.sqlite").string(), "host", "extra",
                                     "--players", "Ann,bot:planner,Ben", "--server", address},
                                    {"XDG_DATA_HOME=" + (dir / "ann-data").string()});
        QVERIFY(ann->wait_for("Ben joins with: dicebox join "));
        const std::string code = net_test::printed(*ann, "Table ([A-Z0-9-]+) is open");
        auto ann_ends = std::async(std::launch::async, [&] { return ann->exit_code(); });
        const std::string ben_data = "XDG_DATA_HOME=" + (dir / "ben-data").string();
        {  // the app's window in its own process, gone without leaving the seat
            LiveProcess first(
                APP_AT_TABLE,
                {address,
                 QString::fromStdString(code.substr(0, 4) + code.substr(5)).toLower().toStdString(),
                 "Ben"},
                LiveProcess::Output::Pipe, {ben_data});
            QVERIFY2(first.wait_for("seated"), first.output().c_str());
            first.kill(SIGKILL);
        }
        // Kept where only Ben may read it.
        const auto seats = dir / "ben-data" / "dicebox" / "seats.json";
        QCOMPARE(std::filesystem::status(seats).permissions(),
                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);

        // Ben's seats, of his own (set after the programs are started, whose environment
        // sets this process's too).
        const QByteArray data_home = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QByteArray::fromStdString((dir / "ben-data").string()));
        AppWindow second;
        auto* dialog = online_dialog(second);
        QCOMPARE(dialog->held_list()->count(), 1);
        QVERIFY(dialog->held_list()->item(0)->text().contains(QString::fromStdString(code)));
        dialog->held_list()->setCurrentRow(0);
        QCOMPARE(dialog->token_edit()->text().size(), 32);
        dialog->join_button()->click();
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(second)) != nullptr, 20000);
        auto& game = online_game(*tab);
        QCOMPARE(game.you(), 2);
        // The link, the code and an invitation to copy; the address in one piece.
        game.follow_link(QStringLiteral("copy:link"));
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("http://%1/t/%2")
                     .arg(QString::fromStdString(address), QString::fromStdString(code)));
        game.follow_link(QStringLiteral("copy:code"));
        QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(code));
        game.follow_link(QStringLiteral("copy:invitation"));
        // The invitation is the link a browser opens, the server's address made http://,
        // which dicebox takes as it is.
        const auto link = QStringLiteral("http://%1/t/%2")
                              .arg(QString::fromStdString(address), QString::fromStdString(code));
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(
            QStringLiteral("Join my EXTRA! table: %1 in a browser").arg(link)));
        QVERIFY(QGuiApplication::clipboard()->text().contains(
            QStringLiteral("dicebox join %1 --name").arg(link)));
        QVERIFY(game.table_text().contains(QStringLiteral("Copy the code")));
        play_seat(*tab);
        game.start();  // Ben was asked as his seat was given back, before he played here
        QTRY_VERIFY_WITH_TIMEOUT(game.ended(), 120000);
        QCOMPARE(ann_ends.get(), 0);
        QVERIFY(ann->output().find("Ben is back.") != std::string::npos);
        QVERIFY(dicebox::net::SeatStore().seats().empty());
        qputenv("XDG_DATA_HOME", data_home);
    }

    // Issue 35, point 1: Ann hosts in the app. Ben's terminal is killed and the table's link
    // frees his seat; Cy takes it with the code, is killed too, and the other link hands the
    // seat to the planner, which plays it to the end. The history says who played which part.
    void theHostFreesASeatLeftAndHandsItToABotWithTheTablesLinks() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        AppWindow app;
        const std::vector<dicebox::host::SeatSpec> seats{{"Ann", "", json::object()},
                                                         {"Ben", "", json::object()}};
        app.window.take_seat({url_of(server),
                              dicebox::net::open_request(*catalog().plugins().find("extra"), seats,
                                                         json::object(), nullptr),
                              {},
                              QStringLiteral("Ann"),
                              {}});
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto& game = online_game(*tab);
        play_seat(*tab);
        // Each gone in the middle of the game, which waits for them.
        const auto gone = [&](LiveProcess& player, const QString& name) {
            const auto told = game.told().size();
            QTRY_VERIFY_WITH_TIMEOUT(game.told().size() >= told + 4, 30000);
            player.kill(SIGKILL);
            QTRY_VERIFY_WITH_TIMEOUT(
                game.table_text().contains(name + QStringLiteral("</b> — connection lost")), 20000);
        };

        auto ben = terminal_client(server, dir / "ben.sqlite", game.code(), "Ben");
        gone(*ben, QStringLiteral("Ben"));
        QVERIFY2(game.table_text().contains(QStringLiteral("href=\"free:1\"")),
                 qPrintable(game.table_text()));
        game.follow_link(QStringLiteral("free:1"));
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral("— not here yet")),
                                 20000);

        auto cy = terminal_client(server, dir / "cy.sqlite", game.code(), "Cy");
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral("<b>Cy</b>")), 20000);
        gone(*cy, QStringLiteral("Cy"));
        QVERIFY2(game.table_text().contains(QStringLiteral("href=\"hand:1:")),
                 qPrintable(game.table_text()));
        game.follow_link(QStringLiteral("hand:1:planner"));
        QTRY_VERIFY_WITH_TIMEOUT(game.ended(), 120000);

        dicebox::db::Store store(dir / "server.sqlite", dicebox::db::Access::Read);
        const json hands = dicebox::db::hands_of(store, 1);
        QCOMPARE(hands.size(), std::size_t{3});
        QVERIFY2(hands[0]["player"].is_null() && hands[1]["player"] == "Cy" &&
                     hands[2]["bot"] == "planner",
                 hands.dump().c_str());
    }

    // Issue 35, point 1: a seats file that cannot be read (broken by hand, say) is said when
    // the dialog opens; joining sets it aside, says so, and keeps the seat anew.
    void anUnreadableSeatsFileIsSaidAndSetAsideAndTheSeatKeptAnew() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        auto host = server.connect();  // there while nobody sits at the table
        const json opened = host->request(
            {{"cmd", "open"}, {"game", "strike"}, {"seats", json::parse("[{}, {}]")}});
        const auto seats = dir / "dicebox" / "seats.json";
        std::filesystem::create_directories(seats.parent_path());
        std::ofstream(seats) << "{\"seats\": 3";
        const QByteArray data_home = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QByteArray::fromStdString(dir.path().string()));

        AppWindow app;
        auto* dialog = online_dialog(app);
        QVERIFY2(dialog->problem_label()->text().contains(QStringLiteral("cannot be read")),
                 qPrintable(dialog->problem_label()->text()));
        dialog->server_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        dialog->name_edit()->setText(QStringLiteral("Ann"));
        dialog->code_edit()->setText(QString::fromStdString(opened["code"]));
        dialog->join_button()->click();
        GameTab* tab = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((tab = online_tab(app)) != nullptr, 20000);
        auto& game = online_game(*tab);
        QTRY_VERIFY_WITH_TIMEOUT(game.table_text().contains(QStringLiteral("set aside as")), 20000);
        QCOMPARE(dicebox::net::SeatStore().seats().size(), std::size_t{1});
        QVERIFY(std::filesystem::exists(seats.string() + ".unreadable"));
        qputenv("XDG_DATA_HOME", data_home);
    }
};

QTEST_MAIN(OnlineTest)
#include "online_test.moc"
