// Strike's board in a real window, mid-game: three players some turns in, dice in the
// arena, dice on the removed pile, and Ann (a person) being asked whether to throw again.
#include <QTest>

#include "strike_game.hpp"

using strike_test::StrikeGame;

class StrikeBoardScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void mid_game_with_a_person_asked();
};

void StrikeBoardScreenshot::mid_game_with_a_person_asked() {
    StrikeGame game({QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")},
                    {true, true, false});
    game.board->setWindowTitle(QStringLiteral("Strike"));
    game.board->show();
    QVERIFY(QTest::qWaitForWindowExposed(game.board.get()));
    game.force("arena 4");
    // Ann: three throws, one of them an X, and she stops.
    game.act(0, "throw normal");
    game.force("arena 2 4 | x 0 | out 0");
    game.act(0, "throw soft");
    game.force("arena 2 4 | x 1 | out 0");
    game.act(0, "throw normal");
    game.force("arena 2 4 6 | x 0 | out 0");
    game.act(0, "stop");
    // Ben: a hard throw knocks a die out of the arena; an X; he stops.
    game.act(1, "throw hard");
    game.force("arena 2 3 6 | x 0 | out 1");
    game.act(1, "throw normal");
    game.force("arena 2 3 5 | x 1 | out 0");
    game.act(1, "stop");
    // Cid, the bot: two 6s match and he takes them.
    game.act(2, "throw normal");
    game.force("arena 3 5 6 6 | x 0 | out 0");
    // Ann again: her first throw lands beside the 3 and the 5; may she risk another?
    game.act(0, "throw soft");
    game.force("arena 2 3 5 | x 0 | out 0");
    QTRY_VERIFY(!game.find<QWidget>("arena")->property("tumbling").toBool());
    game.board->ask(0);
    QCOMPARE(game.arena(), QList<int>({2, 3, 5}));
    QCOMPARE(game.find<QWidget>("removed_pile")->property("count").toInt(), 3);
    QVERIFY(game.button("stop")->isEnabled());
    QTest::qWait(100);
    testing_support::save_screenshot(*game.board, QStringLiteral("strike_board"));
}

QTEST_MAIN(StrikeBoardScreenshot)
#include "strike_board_screenshot.moc"
