// Exxtra's board in a real X window, several turns into a three-player game: the pawns
// spread along the track, pairs on the ladder, and Ann asked after her second roll, the
// pointer over a ring whose placement would knock Carl off.
#include <QAbstractButton>
#include <QLabel>
#include <QTest>

#include "exxtra_game.hpp"

class ExxtraBoardScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void mid_game() {
        exxtra_test::Game game({}, 2024);
        game.board->setWindowTitle(QStringLiteral("dicebox — Exxtra"));
        game.board->show();
        QVERIFY(QTest::qWaitForWindowExposed(game.board.get()));
        // Each turn: the rolls, then the last decision (docs/rules.md, Exxtra, forced dice).
        QVERIFY(game.roll("7 5") && game.act("place 3"));  // Ann
        QVERIFY(game.roll("3 3") && game.act("roll"));     // Bea, +3
        QVERIFY(game.roll("4 6") && game.act("place 5"));
        QVERIFY(game.roll("2 1") && game.act("roll"));     // Carl
        QVERIFY(game.roll("7 6") && game.act("place 4"));  // knocks Bea off
        QVERIFY(game.roll("2 2") && game.act("roll"));     // Ann +3, +2
        QVERIFY(game.roll("4 5") && game.act("place 5"));
        QVERIFY(game.roll("1 3") && game.act("roll"));     // Bea
        QVERIFY(game.roll("7 X"));                         // invalid, back 1
        QVERIFY(game.roll("3 5") && game.act("place 2"));  // Carl +4
        QVERIFY(game.roll("7 3") && game.act("roll"));     // Ann +5
        QVERIFY(game.roll("3 6") && game.act("place 4"));
        QVERIFY(game.roll("3 3") && game.act("roll"));  // Bea +3
        QVERIFY(game.roll("1 5") && game.act("place 1"));
        QVERIFY(game.roll("7 2") && game.act("place 5"));  // Carl +2
        QVERIFY(game.roll("2 5") && game.act("roll"));     // Ann +4
        QVERIFY(game.roll("7 5"));
        game.board->ask(0);

        auto* ring = game.board->findChild<QAbstractButton*>(QStringLiteral("ring_2"));
        QTest::mouseMove(ring, ring->rect().center());
        auto* explanation = game.board->findChild<QLabel*>(QStringLiteral("explanation"));
        QTRY_COMPARE(
            explanation->text(),
            QStringLiteral("75 on ring 2 (+2 next turn), knocks off Carl's 72 from ring 5"));
        QTest::qWait(200);
        const QString file = testing_support::save_screenshot(*game.board, "exxtra_board");
        qInfo("screenshot: %s", qPrintable(file));
    }
};

QTEST_MAIN(ExxtraBoardScreenshot)
#include "exxtra_board_screenshot.moc"
