// EXTRA!'s board in a real window: a 3-player game (two people and a bot) several
// rounds in, Ben being asked, his dice assigned and the crosses previewed.
#include <QAbstractButton>
#include <QtTest>
#include <memory>

#include "boards.hpp"
#include "dicebox/bot.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

using dicebox::Seat;

class ExtraBoardScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void mid_game_with_a_preview();
};

void ExtraBoardScreenshot::mid_game_with_a_preview() {
    const auto& module = testing_support::module("extra");
    dicebox::GameConfig config;
    config.players = 3;
    dicebox::Session session(module, config, 2024);
    auto planner = module.make_bot("planner");
    auto greedy = module.make_bot("greedy");  // Ann plays otherwise than the bot
    dicebox::board::Table table{{"Ann", "Ben", "Planner"}, {true, true, false}};
    auto board = testing_support::make_board("extra", table);
    board->resize(1100, 750);
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));

    // Fourteen rounds played by the planner for everybody, on the seed's dice.
    std::vector<Seat> seats;
    for (int round = 0; round < 14; ++round) {
        session.roll();
        session.state().to_move(seats);
        for (Seat seat : seats) {
            auto& bot = seat == 0 ? *greedy : *planner;
            const auto action = bot.choose(session.state(), seat, session.bot_rng(seat));
            QCOMPARE(session.act(seat, action), std::string());
        }
    }
    QCOMPARE(session.force("2 3 4 4 6"), std::string());
    // The bot and Ann have chosen (hidden); Ben is asked.
    for (Seat seat : {2, 0}) {
        auto& bot = seat == 0 ? *greedy : *planner;
        const auto action = bot.choose(session.state(), seat, session.bot_rng(seat));
        QCOMPARE(session.act(seat, action), std::string());
    }
    testing_support::show_played(*board, session);
    board->ask(1);

    // Ben assigns the planner's choice die by die with the mouse.
    const auto action = planner->choose(session.state(), 1, session.bot_rng(1));
    const QString choice = QString::fromStdString(session.state().format_action(action));
    std::vector<int> roll = session.state().to_json()["roll"].get<std::vector<int>>();
    std::vector<bool> used(roll.size(), false);
    // "A+B C+D xE…": the dice at 0, 2, 4, 6 and 9, in the order of the slots.
    for (const int at : {0, 2, 4, 6, 9}) {
        const QChar c = choice[at];
        for (std::size_t i = 0; i < roll.size(); ++i) {
            if (used[i] || roll[i] != c.digitValue()) continue;
            used[i] = true;
            QTest::mouseClick(board->findChild<QWidget*>(QStringLiteral("die%1").arg(i + 1)),
                              Qt::LeftButton);
            break;
        }
    }
    QVERIFY(board->findChild<QAbstractButton*>(QStringLiteral("confirm"))->isEnabled());
    QTest::qWait(200);
    const QString file = testing_support::save_screenshot(*board, QStringLiteral("extra_board"));
    qInfo("screenshot: %s (choice %s)", qPrintable(file), qPrintable(choice));
}

QTEST_MAIN(ExtraBoardScreenshot)
#include "extra_board_screenshot.moc"
