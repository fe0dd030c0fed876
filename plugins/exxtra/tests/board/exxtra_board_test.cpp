// Exxtra's board (docs/rules.md, Exxtra) driven like the app drives it: the real rules plugin and
// the real board library, a session with forced dice, clicks and keys on the board.
#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <memory>

#include "bracketed_language.hpp"
#include "exxtra_game.hpp"
#include "german.hpp"

using exxtra_test::Game;

namespace {

QString text_of(const Game& game, const char* label) {
    return game.child<QLabel>(label)->text();
}

QAbstractButton* ring(const Game& game, int number) {
    return game.child<QAbstractButton>(qPrintable(QStringLiteral("ring_%1").arg(number)));
}

QAction* place_action(const Game& game, int number) {
    return game.child<QAction>(qPrintable(QStringLiteral("place_action_%1").arg(number)));
}

// The board in a window of its own, active, so that its shortcuts reach it.
void show(Game& game) {
    game.board->show();
    game.board->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(game.board.get()));
}

// The decision the board emitted, as the app would receive it.
QString emitted(QSignalSpy& spy, dicebox::Seat seat) {
    if (spy.count() != 1) return QStringLiteral("%1 emissions").arg(spy.count());
    const auto arguments = spy.takeFirst();
    if (arguments.at(0).value<dicebox::Seat>() != seat) return QStringLiteral("another seat");
    return arguments.at(1).toString();
}

}  // namespace

class ExxtraBoardTest : public QObject {
    Q_OBJECT

  private slots:
    // A pawn is marked with its player's initial, or with the seat's number where two
    // names begin alike.
    void pawns_that_would_look_alike_are_marked_by_their_seats() {
        const Game initials;
        QCOMPARE(initials.child<QWidget>("cross_track")->property("marks").toStringList(),
                 (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        const Game alike(nlohmann::json::object(), 7,
                         {QStringLiteral("Ann"), QStringLiteral("alex"), QStringLiteral("Carl")});
        QCOMPARE(alike.child<QWidget>("cross_track")->property("marks").toStringList(),
                 (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("C")}));
    }

    void shows_track_ladder_and_roll_from_the_state() {
        Game game;
        QCOMPARE(game.child<QWidget>("cross_track")->property("track").toInt(), 21);
        QCOMPARE(game.child<QWidget>("cross_track")->property("positions").toList().size(), 3);
        QVERIFY(text_of(game, "event_line").contains("Ann rolls first"));
        QVERIFY(game.roll("7 1"));
        QVERIFY(text_of(game, "turn").contains("Ann has the dice"));
        QCOMPARE(game.child<QWidget>("dice_tray")->property("faces").toString(), "7 1");
        QCOMPARE(game.child<QWidget>("dice_tray")->property("value").toString(), "71");
        QCOMPARE(text_of(game, "event_line"), "Ann rolls 7 1 (roll 1): 71.");
        for (int number = 0; number <= 5; ++number) QVERIFY(ring(game, number) != nullptr);
        QVERIFY(ring(game, 6) == nullptr);
    }

    void a_house_rules_track_and_ladder_are_drawn_from_the_state() {
        Game game(nlohmann::json{{"track", 30}, {"rings", 7}});
        QCOMPARE(game.child<QWidget>("cross_track")->property("track").toInt(), 30);
        QVERIFY(ring(game, 7) != nullptr);
        QVERIFY(place_action(game, 7) != nullptr);
        QCOMPARE(place_action(game, 7)->shortcut(), QKeySequence(Qt::Key_7));
    }

    void controls_are_idle_until_asked() {
        Game game;
        show(game);
        QVERIFY(game.roll("7 1"));
        QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
        QVERIFY(!game.child<QPushButton>("roll_button")->isEnabled());
        QVERIFY(!game.child<QPushButton>("place_button")->isEnabled());
        QVERIFY(!game.child<QAction>("roll_action")->isEnabled());
        QVERIFY(!place_action(game, 3)->isEnabled());
        QVERIFY(!ring(game, 3)->isEnabled());
        QTest::keyClick(game.board.get(), Qt::Key_R);
        QTest::keyClick(game.board.get(), Qt::Key_3);
        QCOMPARE(spy.count(), 0);

        game.board->ask(0);
        QVERIFY(game.child<QPushButton>("roll_button")->isEnabled());
        QVERIFY(place_action(game, 3)->isEnabled());
        QVERIFY(ring(game, 3)->isEnabled());
        QVERIFY(text_of(game, "prompt").contains("Ann, roll again"));
    }

    void the_mouse_selects_a_ring_and_places_the_roll() {
        Game game;
        show(game);
        QVERIFY(game.roll("7 1"));
        game.board->ask(0);
        QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
        QTest::mouseClick(ring(game, 4), Qt::LeftButton);
        QVERIFY(ring(game, 4)->isChecked());
        QCOMPARE(text_of(game, "explanation"), "71 on ring 4 (+4 next turn), knocks off nobody");
        auto* place = game.child<QPushButton>("place_button");
        QVERIFY(place->isEnabled());
        QCOMPARE(place->text(), "&Place on ring 4");
        QTest::mouseClick(place, Qt::LeftButton);
        QCOMPARE(emitted(spy, 0), "place 4");
        QVERIFY(!place->isEnabled());  // idle again until the next question

        QVERIFY(game.act("place 4"));
        QCOMPARE(ring(game, 4)->property("pairs").toStringList(), QStringList{"Ann 71"});
        QCOMPARE(text_of(game, "event_line"), "Ann places 71 on ring 4. Bea has the dice.");
        QVERIFY(text_of(game, "earlier_event_line").contains("Ann rolls 7 1"));
    }

    void the_keyboard_alone_rolls_again_and_places() {
        Game game;
        show(game);
        QVERIFY(game.roll("2 1"));
        game.board->ask(0);
        QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
        QTest::keyClick(game.board.get(), Qt::Key_R);
        QCOMPARE(emitted(spy, 0), "roll");
        QVERIFY(game.act("roll"));
        QCOMPARE(text_of(game, "event_line"), "Ann rolls again.");

        QVERIFY(game.roll("3 5"));
        game.board->ask(0);
        QTest::keyClick(game.board.get(), Qt::Key_2);
        QCOMPARE(emitted(spy, 0), "place 2");

        // Or Tab to the ladder, arrows to a ring (which says what placing there does), Tab
        // to Place and Space; Enter on a ring places at once.
        game.board->ask(0);
        game.child<QPushButton>("roll_button")->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), ring(game, 5));
        QTest::keyClick(ring(game, 5), Qt::Key_Down);
        QTest::keyClick(ring(game, 4), Qt::Key_Down);
        QCOMPARE(QApplication::focusWidget(), ring(game, 3));
        QVERIFY(ring(game, 3)->isChecked());
        QCOMPARE(text_of(game, "explanation"), "53 on ring 3 (+3 next turn), knocks off nobody");
        QTest::keyClick(ring(game, 3), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), game.child<QPushButton>("place_button"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(emitted(spy, 0), "place 3");

        game.board->ask(0);
        ring(game, 1)->setFocus();
        QTest::keyClick(ring(game, 1), Qt::Key_Return);
        QCOMPARE(emitted(spy, 0), "place 1");
    }

    void hovering_a_ring_shows_whom_it_knocks_off() {
        Game game;
        show(game);
        QVERIFY(game.roll("3 6"));
        QVERIFY(game.act("place 5"));
        QVERIFY(game.roll("7 1"));
        game.board->ask(1);
        QTest::mouseMove(ring(game, 4), ring(game, 4)->rect().center());
        QTRY_COMPARE(text_of(game, "explanation"),
                     "71 on ring 4 (+4 next turn), knocks off Ann's 63 from ring 5");
        QCOMPARE(ring(game, 5)->property("knocked").toStringList(), QStringList{"Ann"});
        QCOMPARE(ring(game, 4)->property("ghost").toString(), "71");
        QCOMPARE(game.child<QWidget>("cross_track")->property("ghost_position").toInt(), 4);

        QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
        QTest::keyClick(game.board.get(), Qt::Key_4);
        QCOMPARE(emitted(spy, 1), "place 4");
        QVERIFY(game.act("place 4"));
        QCOMPARE(text_of(game, "event_line"),
                 "Bea places 71 on ring 4, knocking off Ann's 63 from ring 5. Carl has the dice.");
        QVERIFY(ring(game, 5)->property("pairs").toStringList().isEmpty());
    }

    // Whom a placement would knock off is said in the game's own words, the same as the
    // sentence of the placement once made (plugins/exxtra/sentences.cpp), in the table's
    // language.
    void whom_a_ring_knocks_off_is_said_in_the_games_words() {
        auto german = std::make_unique<testing_support::AppInGerman>();
        QVERIFY(german->loaded());
        Game game({}, 7, {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Carl")},
                  dicebox::Language::de);
        show(game);
        QVERIFY(game.roll("3 6"));
        QVERIFY(game.act("place 5"));
        QVERIFY(game.roll("7 1"));
        game.board->ask(1);
        QTest::mouseMove(ring(game, 3), ring(game, 3)->rect().center());
        QTest::mouseMove(ring(game, 4), ring(game, 4)->rect().center());
        QTRY_COMPARE(text_of(game, "explanation"),
                     "71 auf Ring 4 (+4 im nächsten Zug), wirft die 63 von Ann von Ring 5 hinaus");
        QVERIFY(game.act("place 4"));
        const QString told = text_of(game, "event_line");
        german.reset();
        QVERIFY2(
            told.startsWith("Bea setzt 71 auf Ring 4, wirft die 63 von Ann von Ring 5 hinaus."),
            qPrintable(told));
    }

    void a_taken_ring_and_a_refusal_are_explained() {
        Game game;
        show(game);
        QVERIFY(game.roll("3 6"));
        QVERIFY(game.act("place 5"));
        QVERIFY(game.roll("2 1"));
        game.board->ask(1);
        QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
        QVERIFY(!place_action(game, 5)->isEnabled());
        QTest::mouseClick(ring(game, 5), Qt::LeftButton);
        const QString taken =
            "Ring 5 is taken by Ann's 63: rings 1 to 5 hold one pair each, "
            "ring 0 any number.";
        QCOMPARE(text_of(game, "refusal"), taken);
        QVERIFY(!game.child<QPushButton>("place_button")->isEnabled());
        QTest::mouseDClick(ring(game, 5), Qt::LeftButton);
        QCOMPARE(spy.count(), 0);

        game.board->refuse(1, QStringLiteral("it is not your turn"));
        QCOMPARE(text_of(game, "refusal"), "The rules refused that: it is not your turn");
        QVERIFY(game.child<QPushButton>("roll_button")->isEnabled());
    }

    void a_double_an_invalid_roll_and_a_collected_pair_are_narrated() {
        Game game;
        QVERIFY(game.roll("X X"));
        QCOMPARE(text_of(game, "event_line"),
                 "Ann rolls X X (roll 1): 00 (an X counts 0 on the first roll).");
        QVERIFY(game.act("roll"));
        QVERIFY(game.roll("2 2"));
        QCOMPARE(text_of(game, "event_line"),
                 "Ann rolls 2 2 (roll 2): 22; a double: pawn +2 to 2.");
        QCOMPARE(game.child<QWidget>("cross_track")->property("positions").toList().at(0), 2);
        QVERIFY(game.act("place 3"));
        QVERIFY(game.roll("4 1"));
        QVERIFY(game.act("roll"));
        QVERIFY(game.roll("X 3"));
        QCOMPARE(text_of(game, "event_line"),
                 "Bea rolls X 3 (roll 2): an X after the first roll, turn over; the pawn stays "
                 "on Start. Carl has the dice.");
        QVERIFY(game.child<QWidget>("dice_tray")->property("invalid").toBool());
        QCOMPARE(game.child<QWidget>("dice_tray")->property("faces").toString(), "X 3");
        QVERIFY(game.roll("3 2"));
        QVERIFY(game.act("place 5"));
        QCOMPARE(text_of(game, "event_line"),
                 "Carl places 32 on ring 5. Ann takes the 22 back from ring 3: pawn +3 to 5.");
        QVERIFY(text_of(game, "turn").contains("Ann has the dice"));
    }

    void the_events_are_told_in_the_language_chosen() {
        auto german = std::make_unique<testing_support::AppInGerman>();
        QVERIFY(german->loaded());
        // The events in the game's sentences, in the language the app speaks (the table's).
        Game game({}, 7, {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Carl")},
                  dicebox::Language::de);  // as a_double_an_invalid_roll_and_a_collected_...
        QVERIFY(game.roll("X X"));
        QVERIFY(game.act("roll"));
        QVERIFY(game.roll("2 2"));
        QVERIFY(game.act("place 3"));
        QVERIFY(game.roll("4 1"));
        QVERIFY(game.act("roll"));
        QVERIFY(game.roll("X 3"));
        QVERIFY(game.roll("3 2"));
        QVERIFY(game.act("place 5"));
        const QString told = text_of(game, "event_line");
        // The log's line for a decision too (BoardView::written).
        const QString placed = game.board->written({.seat = 0, .notation = "place 3"});
        german.reset();
        QVERIFY2(told.contains("nimmt die 22 von Ring 3 zurück"), qPrintable(told));
        QCOMPARE(placed, QStringLiteral("auf Ring 3 setzen"));
    }

    // The app's logs write an event as the board does (BoardView::written): a decision in
    // words, not in the notation's English ones, which stay the terminal's and the history's.
    void a_decision_is_written_in_words_for_the_log() {
        const Game game;
        const auto written = [&](dicebox::Seat seat, const char* notation) {
            return game.board->written({.seat = seat, .notation = notation});
        };
        QCOMPARE(written(0, "place 3"), QStringLiteral("place on ring 3"));
        QCOMPARE(written(1, "place 0"), QStringLiteral("place on ring 0"));
        QCOMPARE(written(0, "roll"), QStringLiteral("roll again"));
        QCOMPARE(written(dicebox::kChanceSeat, "7 X"), QStringLiteral("7 X"));
    }

    // Every word the board writes for the log is asked of tr(), so that it reads in the
    // person's language: in a language that brackets every translated text, nothing but
    // digits and the dice's X is left outside the brackets.
    void every_word_written_for_the_log_is_translated() {
        const testing_support::BracketedLanguage bracketed;
        const Game game;
        for (const auto& event :
             std::vector<dicebox::Told>{{.seat = 0, .notation = "roll"},
                                        {.seat = 1, .notation = "place 0"},
                                        {.seat = 2, .notation = "place 5"},
                                        {.seat = dicebox::kChanceSeat, .notation = "7 X"},
                                        {.seat = dicebox::kChanceSeat, .notation = "X X"},
                                        {.seat = dicebox::kChanceSeat, .notation = "4 6"}}) {
            const QString written = game.board->written(event);
            QVERIFY2(!testing_support::untranslated(written).contains(
                         QRegularExpression(QStringLiteral("[A-WYZa-z]"))),
                     qPrintable(written));
        }
    }

    void the_final_result_names_the_winner() {
        Game game(nlohmann::json{{"track", 4}});
        show(game);
        QVERIFY(game.roll("7 1"));
        QVERIFY(game.act("place 4"));
        QVERIFY(game.roll("2 1"));
        QVERIFY(game.act("place 0"));
        QVERIFY(game.roll("3 1"));
        QVERIFY(game.act("place 0"));
        QVERIFY(game.session.state().terminal());
        QVERIFY(text_of(game, "turn").contains("Ann wins"));
        auto* result = game.child<QLabel>("result");
        QVERIFY(result->isVisible());
        QCOMPARE(result->text(),
                 "Game over: Ann reached the Goal and wins. Positions: Ann 4, Bea 0, Carl 0.");
        QVERIFY(text_of(game, "event_line").contains("Ann's pawn reaches the Goal!"));
        game.board->ask(0);
        QVERIFY(!game.child<QPushButton>("roll_button")->isEnabled());
    }

    void the_board_stays_in_place_as_events_are_told() {
        Game game;
        const char* parts[] = {"cross_track", "dice_ladder", "dice_tray", "roll_button",
                               "event_line"};
        const auto places = [&] {
            for (int pass = 0; pass < 3; ++pass) {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            }
            std::vector<QRect> now;
            for (const char* part : parts) {
                auto* widget = game.child<QWidget>(part);
                now.emplace_back(widget->mapTo(game.board.get(), QPoint(0, 0)), widget->size());
            }
            return now;
        };
        const auto first = places();
        // The lines of what happened fill up, long and short; the question comes and goes.
        QVERIFY(game.roll("7 1"));
        QCOMPARE(places(), first);
        game.board->ask(0);
        QCOMPARE(places(), first);
        QVERIFY(game.act("roll"));
        QCOMPARE(places(), first);
        QVERIFY(game.roll("X 1"));  // an X after the first roll: the turn is over
        QCOMPARE(places(), first);
        QVERIFY(game.roll("6 3"));
        QVERIFY(game.act("place 4"));
        QCOMPARE(places(), first);
        QVERIFY(game.roll("4 5"));
        game.board->ask(2);
        QCOMPARE(places(), first);
    }
};

QTEST_MAIN(ExxtraBoardTest)
#include "exxtra_board_test.moc"
