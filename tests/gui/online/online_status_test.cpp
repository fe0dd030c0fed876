// What the app's lines say of an EXTRA! round at a real `dicebox serve`, in two apps
// (Ann's and Ben's) with a bot at the table: once Ann has chosen, her header waits for
// those who have not, and her own sheet shows her choice while she waits; Ben's app says
// that she has chosen, and nothing of what. Ann's window saved as PNGs to look at.
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "dicebox/net/table_view.hpp"
#include "online/online_game.hpp"
#include "online_fixture.hpp"
#include "own_settings.hpp"
#include "plugins.hpp"
#include "server.hpp"

using namespace testing_support;
using dicebox::gui::GameTab;
using dicebox::gui::OnlineGame;
using nlohmann::json;

namespace {

QString header_of(GameTab& tab) {
    return tab.board().findChild<QLabel*>(QStringLiteral("round_label"))->text();
}

// What the sheet of `name` on the board of `tab` says of its seat ("chose …").
QString status_of(GameTab& tab, const QString& name) {
    for (auto* sheet : tab.board().findChildren<QWidget*>()) {
        if (sheet->accessibleName() == name && sheet->property("status").isValid())
            return sheet->property("status").toString();
    }
    return QStringLiteral("(no sheet of %1)").arg(name);
}

// The person of `tab` at `seat` chooses the first legal choice once the board asks them
// (the legal choices come after the table shows them to move), and is told it back by the
// server; the choice, in notation.
QString choose_when_asked(GameTab& tab, dicebox::Seat seat) {
    const auto& game = tab.game();
    const auto before = game.told().size();
    const QString asked = QStringLiteral("%1, assign").arg(game.names()[seat]);
    QString chosen;
    const auto told_back = [&] {
        const auto told = game.told();
        for (auto i = before; i < told.size(); ++i) {
            if (told[i].seat == seat) return true;
        }
        return false;
    };
    if (!QTest::qWaitFor(
            [&] {
                if (chosen.isEmpty() && header_of(tab).contains(asked)) {
                    chosen = first_legal(game, seat);
                    emit tab.board().chosen(seat, chosen);
                }
                return told_back();
            },
            20000))
        return QStringLiteral("(not chosen)");
    return chosen;
}

}  // namespace

class OnlineStatusTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;

  private slots:
    void onceAnnHasChosenHerLinesWaitForTheOthersAndShowHerChoice() {
        TempDir dir;
        net_test::Server server(dir / "server.sqlite");
        const std::vector<dicebox::host::SeatSpec> seats{{"Ann", "", json::object()},
                                                         {"", "planner", json::object()},
                                                         {"Ben", "", json::object()}};
        AppWindow ann_app;
        ann_app.window.resize(1280, 800);
        ann_app.window.show();
        ann_app.window.take_seat({url_of(server),
                                  dicebox::net::open_request(*catalog().plugins().find("extra"),
                                                             seats, json::object(), nullptr),
                                  {},
                                  QStringLiteral("Ann"),
                                  {}});
        GameTab* ann = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((ann = online_tab(ann_app)) != nullptr, 20000);
        AppWindow ben_app;
        ben_app.window.take_seat({url_of(server),
                                  nullptr,
                                  qobject_cast<OnlineGame*>(&ann->game())->code(),
                                  QStringLiteral("Ben"),
                                  {}});
        GameTab* ben = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((ben = online_tab(ben_app)) != nullptr, 20000);

        // Two rounds, the planner choosing at once after each roll, then Ann, then Ben.
        for (int round = 1; round <= 2; ++round) {
            const QString chosen = choose_when_asked(*ann, 0);
            const QString waiting = QStringLiteral("Round %1 — waiting for Ben").arg(round);
            QTRY_COMPARE(header_of(*ann), waiting);
            QCOMPARE(status_of(*ann, QStringLiteral("Ann")),
                     QStringLiteral("chose %1 · waiting for Ben").arg(chosen));
            QCOMPARE(status_of(*ann, QStringLiteral("planner")),
                     QStringLiteral("bot · has chosen"));
            QCOMPARE(status_of(*ann, QStringLiteral("Ben")), QStringLiteral("to choose"));
            QCOMPARE(ann->findChild<QLabel*>(QStringLiteral("gameStatus"))->text(),
                     QStringLiteral("Ben to play."));
            QTest::qWait(200);  // drawn as it stands now
            save_screenshot(ann_app.window, QStringLiteral("online_ann_waits_round_%1").arg(round));

            // Ben, asked, knows that Ann has chosen, not what.
            QTRY_COMPARE(header_of(*ben),
                         QStringLiteral("Round %1 — Ben, assign the dice").arg(round));
            QTRY_COMPARE(status_of(*ben, QStringLiteral("Ann")), QStringLiteral("has chosen"));
            QCOMPARE(status_of(*ben, QStringLiteral("planner")),
                     QStringLiteral("bot · has chosen"));
            QCOMPARE(status_of(*ben, QStringLiteral("Ben")), QStringLiteral("choosing"));
            choose_when_asked(*ben, 2);
        }
    }
};

QTEST_MAIN(OnlineStatusTest)
#include "online_status_test.moc"
