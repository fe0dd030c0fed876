// Strike's board (docs/rules.md, Strike) driven like the app drives it: the real rules plugin in
// a seeded session, the real board library, forced dice, simulated clicks and keys.
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <memory>

#include "bracketed_language.hpp"
#include "german.hpp"
#include "strike_game.hpp"

using strike_test::StrikeGame;

namespace {

// Ann and Ben at the window, Cid a bot: 8 dice each, 7 unused, 1 of them the starting die.
StrikeGame three_players() {
    return StrikeGame({QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")},
                      {true, true, false});
}

bool all_idle(const StrikeGame& game) {
    for (const char* name : {"throw_soft", "throw_normal", "throw_hard", "stop"}) {
        if (game.button(name)->isEnabled()) return false;
    }
    for (QAction* action : game.board->actions()) {
        if (action->isEnabled()) return false;
    }
    return true;
}

// Where `name` lies on the board, once the layouts have taken in every change.
QRect place_of(const StrikeGame& game, const char* name) {
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    auto* widget = game.find<QWidget>(name);
    return {widget->mapTo(game.board.get(), QPoint(0, 0)), widget->size()};
}

}  // namespace

class StrikeBoardTest : public QObject {
    Q_OBJECT

  private slots:
    void shows_the_arena_reserves_and_removed_pile_of_the_state();
    void shows_each_throw_styles_risks_from_the_game_parameters();
    void controls_are_idle_until_a_person_is_asked();
    void clicking_a_throw_button_chooses_that_style_and_the_dice_tumble_in();
    void keyboard_alone_throws_and_stops();
    void matching_dice_are_taken_and_x_dice_go_to_the_removed_pile();
    void the_big_throw_is_announced();
    void a_refused_or_impossible_stop_is_explained();
    void an_elimination_and_the_winner_are_shown();
    void removed_dice_show_x_only_when_they_showed_x_and_lie_inside_the_pile();
    void the_board_stays_in_place_from_throw_to_throw();
    void every_word_written_for_the_log_is_translated();
    void a_throws_style_is_told_in_the_persons_words();
    void a_board_opened_on_a_rolling_throw_says_it_in_the_games_words();
    void the_log_is_written_in_german();
};

void StrikeBoardTest::shows_the_arena_reserves_and_removed_pile_of_the_state() {
    auto game = three_players();
    game.force("arena 4");
    QCOMPARE(game.arena(), QList<int>({4}));
    QCOMPARE(game.find<QLabel>("reserve_0")->accessibleName(),
             QStringLiteral("Ann 8 dice · throwing"));
    QCOMPARE(game.find<QLabel>("reserve_2")->accessibleName(), QStringLiteral("Cid 8 dice"));
    QCOMPARE(game.find<QWidget>("reserve_dice_1")->property("count").toInt(), 8);
    QVERIFY(game.text("removed").contains(QStringLiteral("0 dice removed\n6 dice unused")));
    QVERIFY(game.text("turn").contains(QStringLiteral("Ann's turn · 8 dice in reserve")));
    QVERIFY2(game.narration().contains(QStringLiteral("The starting die rolls into the arena: 4")),
             qPrintable(game.narration()));
}

void StrikeBoardTest::shows_each_throw_styles_risks_from_the_game_parameters() {
    auto printed = three_players();
    printed.force("arena 4");
    QCOMPARE(printed.text("risk_soft"),
             QStringLiteral("knocks each arena die 25% · misses 1% · a knocked die flies out 2%"));
    QCOMPARE(printed.text("risk_hard"),
             QStringLiteral("knocks each arena die 80% · misses 6% · a knocked die flies out 10%"));
    // A variant's numbers, not the printed ones.
    StrikeGame variant({QStringLiteral("Ann"), QStringLiteral("Ben")}, {true, true},
                       {{"hard_p_hit", 0.9}, {"normal_p_miss", 0.125}});
    QCOMPARE(variant.text("risk_hard"),
             QStringLiteral("knocks each arena die 90% · misses 6% · a knocked die flies out 10%"));
    QVERIFY(variant.text("risk_normal").contains(QStringLiteral("misses 12.5%")));
}

void StrikeBoardTest::controls_are_idle_until_a_person_is_asked() {
    auto game = three_players();
    QVERIFY(all_idle(game));  // the starting die is not in yet
    game.force("arena 4");
    QVERIFY(all_idle(game));
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    game.button("throw_soft")->click();
    QCOMPARE(spy.count(), 0);
    game.board->ask(0);
    QVERIFY(game.button("throw_soft")->isEnabled());
    QVERIFY(game.button("throw_normal")->isEnabled());
    QVERIFY(game.button("throw_hard")->isEnabled());
    QVERIFY(!game.button("stop")->isEnabled());  // the first throw is compulsory
    QVERIFY(game.text("prompt").contains(QStringLiteral("Ann, throw one die into the arena")));
    // Whatever happens next, the board waits to be asked again; the same game shown
    // again keeps what was told.
    const QString told = game.narration();
    testing_support::show_played(*game.board, game.session);
    QVERIFY(all_idle(game));
    QCOMPARE(game.narration(), told);
}

void StrikeBoardTest::clicking_a_throw_button_chooses_that_style_and_the_dice_tumble_in() {
    auto game = three_players();
    game.force("arena 4");
    game.board->show();
    game.board->ask(0);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    QTest::mouseClick(game.button("throw_hard"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toInt(), 0);
    QCOMPARE(spy[0][1].toString(), QStringLiteral("throw hard"));
    QVERIFY(all_idle(game));  // chosen once, then idle
    QTest::mouseClick(game.button("throw_hard"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);

    game.act(0, "throw hard");
    QVERIFY(game.narration().contains(QStringLiteral("Ann throws 1 die (hard)")));
    game.force("arena 3 6 | x 0 | out 0");
    // The arena's faces are those at rest at once, while the dice still tumble in; the
    // words wait for them to rest (issue 35, point 17).
    QCOMPARE(game.arena(), QList<int>({3, 6}));
    QVERIFY(game.find<QWidget>("arena")->property("tumbling").toBool());
    QVERIFY2(game.text("narration").contains(QStringLiteral("Ann throws 1 die (hard)")),
             qPrintable(game.text("narration")));
    QTRY_VERIFY(!game.find<QWidget>("arena")->property("tumbling").toBool());
    QCOMPARE(game.arena(), QList<int>({3, 6}));
    QVERIFY2(game.narration().contains(
                 QStringLiteral("Ann's hard throw: the dice come to rest, 3 6. No two "
                                "dice match.")),
             qPrintable(game.narration()));
    game.board->ask(0);
    QVERIFY(game.button("stop")->isEnabled());
    QTest::mouseClick(game.button("stop"), Qt::LeftButton);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[1][1].toString(), QStringLiteral("stop"));
    game.act(0, "stop");
    QVERIFY(
        game.narration().contains(QStringLiteral("Ann stops with 7 dice in reserve. Ben's turn.")));
    QVERIFY(game.text("turn").contains(QStringLiteral("Ben's turn")));
}

void StrikeBoardTest::keyboard_alone_throws_and_stops() {
    auto game = three_players();
    game.force("arena 4");
    game.board->show();
    game.board->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(game.board.get()));
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    // The letters of the styles: S, N, H.
    game.board->ask(0);
    QTest::keyClick(game.board.get(), Qt::Key_N);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][1].toString(), QStringLiteral("throw normal"));
    game.act(0, "throw normal");
    game.force("arena 4 5 | x 0 | out 0");
    // Tab order: soft, normal, hard, stop; Return presses the focused button and Space
    // the focused throw button.
    game.board->ask(0);
    QCOMPARE(QApplication::focusWidget(), game.button("throw_soft"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), game.button("throw_normal"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), game.button("throw_hard"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[1][1].toString(), QStringLiteral("throw hard"));
    game.act(0, "throw hard");
    game.force("arena 2 4 5 | x 0 | out 0");
    game.board->ask(0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy[2][1].toString(), QStringLiteral("throw normal"));
    game.act(0, "throw normal");
    game.force("arena 2 3 4 5 | x 0 | out 0");
    // Space away from the throw buttons, and T, stop.
    game.board->ask(0);
    game.board->setFocus();
    QTest::keyClick(game.board.get(), Qt::Key_Space);
    QCOMPARE(spy.count(), 4);
    QCOMPARE(spy[3][1].toString(), QStringLiteral("stop"));
    game.board->ask(0);
    QTest::keyClick(game.board.get(), Qt::Key_T);
    QCOMPARE(spy.count(), 5);
    QCOMPARE(spy[4][1].toString(), QStringLiteral("stop"));
    // Every choice is one of the board's actions, with its key, for the app's Move menu.
    QStringList keys;
    for (QAction* action : game.board->actions()) {
        keys << action->text() + QLatin1Char('=') + action->shortcut().toString();
    }
    QCOMPARE(keys, QStringList({"Soft throw=S", "Normal throw=N", "Hard throw=H", "Stop=Space"}));
}

void StrikeBoardTest::matching_dice_are_taken_and_x_dice_go_to_the_removed_pile() {
    auto game = three_players();
    game.force("arena 4");
    game.act(0, "throw soft");
    game.force("arena 4 | x 1 | out 0");
    QCOMPARE(game.find<QWidget>("removed_pile")->property("count").toInt(), 1);
    QVERIFY(game.text("removed").contains(QStringLiteral("1 die removed")));
    QVERIFY(game.narration().contains(QStringLiteral("1 die shows X: removed from the game.")));
    game.act(0, "throw normal");
    // The 4 is knocked and turns up a 2; the thrown die shows a 2 as well.
    game.force("arena 2 2 | x 0 | out 0");
    QVERIFY2(game.narration().contains(
                 QStringLiteral("Two 2s match: Ann takes 2 dice, now 8 dice in reserve. The turn "
                                "ends. Ben's turn.")),
             qPrintable(game.narration()));
    QCOMPARE(game.find<QLabel>("reserve_0")->accessibleName(), QStringLiteral("Ann 8 dice"));
    QCOMPARE(game.arena(), QList<int>());
}

void StrikeBoardTest::the_big_throw_is_announced() {
    auto game = three_players();
    game.force("arena 4");
    QVERIFY(!game.find<QLabel>("announcement")->isVisibleTo(game.board.get()));
    game.act(0, "throw soft");
    game.force("arena 4 4 | x 0 | out 0");
    const QString announced =
        QStringLiteral("The arena is empty: Ben must throw all 8 dice at once.");
    QCOMPARE(game.text("announcement"), announced);
    QVERIFY(game.find<QLabel>("announcement")->isVisibleTo(game.board.get()));
    QVERIFY(game.button("throw_soft")->text().contains(QStringLiteral("all 8 dice")));
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    game.board->ask(1);
    QVERIFY(game.find<QLabel>("stop_reason")
                ->text()
                .startsWith(QStringLiteral("You must make the big throw")));
    game.button("throw_normal")->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toInt(), 1);
    game.act(1, "throw normal");
    QVERIFY(game.narration().contains(QStringLiteral("Ben throws 8 dice (normal)")));
}

void StrikeBoardTest::a_refused_or_impossible_stop_is_explained() {
    auto game = three_players();
    game.force("arena 4");
    game.board->show();
    game.board->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(game.board.get()));
    game.board->ask(0);
    // Stop is impossible before the first throw: said in the rules' words, and its key
    // does nothing.
    QCOMPARE(game.find<QLabel>("stop_reason")->text(),
             QStringLiteral("You must throw at least one die: the first throw of a turn is "
                            "compulsory"));
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    game.board->setFocus();
    QTest::keyClick(game.board.get(), Qt::Key_T);
    QCOMPARE(spy.count(), 0);
    // The rules refuse what the board sent (the app says so): explained, and asked again.
    const std::string reason = game.session.act(1, "throw soft");
    QVERIFY(!reason.empty());
    game.board->refuse(0, QString::fromStdString(reason));
    QCOMPARE(game.text("message"), QStringLiteral("Refused: ") + QString::fromStdString(reason));
    QVERIFY(game.button("throw_soft")->isEnabled());
    game.button("throw_soft")->click();
    QCOMPARE(spy.count(), 1);
}

void StrikeBoardTest::an_elimination_and_the_winner_are_shown() {
    // One die each: Ann's only die shows X, she is out and Ben wins.
    StrikeGame game({QStringLiteral("Ann"), QStringLiteral("Ben")}, {true, false},
                    {{"dice_each", {1, 1, 1, 1}}});
    game.force("arena 5");
    game.act(0, "throw hard");
    game.force("arena 5 | x 1 | out 0");
    QTRY_VERIFY(!game.find<QWidget>("arena")->property("tumbling").toBool());
    QVERIFY2(game.narration().contains(QStringLiteral(
                 "Ann has no dice left and is out. Ben is the last player with dice.")),
             qPrintable(game.narration()));
    QCOMPARE(game.find<QLabel>("reserve_0")->accessibleName(), QStringLiteral("Ann is out"));
    QVERIFY(game.find<QLabel>("result")->isVisibleTo(game.board.get()));
    QCOMPARE(game.text("result"),
             QStringLiteral("The game is over: Ben is the last player with dice and wins."));
    QVERIFY(game.text("turn").contains(QStringLiteral("The game is over")));
    game.board->ask(0);
    QVERIFY(all_idle(game));
}

void StrikeBoardTest::removed_dice_show_x_only_when_they_showed_x_and_lie_inside_the_pile() {
    auto game = three_players();
    game.force("arena 4");
    game.act(0, "throw soft");
    game.force("arena 4 | x 1 | out 0");
    game.act(0, "throw hard");
    // The 4 knocked out of the arena, the thrown die an X.
    game.force("arena | x 1 | out 1");
    auto* pile = game.find<QWidget>("removed_pile");
    QCOMPARE(pile->property("count").toInt(), 3);
    QCOMPARE(pile->property("x").toInt(), 2);
    // Many dice later: none reaches over the pile's rounded edge.
    for (int throws = 0; throws < 3; ++throws) {
        game.act(0, "throw hard");
        game.force("arena | x 1 | out 0");
    }
    QCOMPARE(pile->property("count").toInt(), 6);
    pile->resize(pile->sizeHint());
    const QImage drawn = pile->grab().toImage();
    const QColor die(214, 210, 200);
    const auto near_die = [&](int x, int y) {
        const QColor c = drawn.pixelColor(x, y);
        return std::abs(c.red() - die.red()) + std::abs(c.green() - die.green()) +
                   std::abs(c.blue() - die.blue()) <
               12;
    };
    for (int x = 0; x < drawn.width(); ++x) {
        for (int y : {0, 1, 2, drawn.height() - 3, drawn.height() - 2, drawn.height() - 1}) {
            QVERIFY2(!near_die(x, y), qPrintable(QStringLiteral("a die at %1,%2").arg(x).arg(y)));
        }
    }
    for (int y = 0; y < drawn.height(); ++y) {
        for (int x : {0, 1, 2, drawn.width() - 3, drawn.width() - 2, drawn.width() - 1}) {
            QVERIFY2(!near_die(x, y), qPrintable(QStringLiteral("a die at %1,%2").arg(x).arg(y)));
        }
    }
}

void StrikeBoardTest::the_board_stays_in_place_from_throw_to_throw() {
    auto game = three_players();
    const char* parts[] = {"arena", "removed_pile", "reserves", "throw_controls"};
    const auto places = [&] {
        std::vector<QRect> now;
        for (const char* part : parts) now.push_back(place_of(game, part));
        return now;
    };
    const auto first = places();
    game.force("arena 4");
    QCOMPARE(places(), first);
    game.act(0, "throw soft");
    game.force("arena 4 | x 1 | out 0");  // one die removed
    QCOMPARE(places(), first);
    game.act(0, "throw normal");
    game.force("arena 2 2 | x 0 | out 0");  // the turn ends: the big throw is announced
    QVERIFY(game.find<QLabel>("announcement")->isVisibleTo(game.board.get()));
    QCOMPARE(places(), first);
    game.board->ask(1);
    QCOMPARE(places(), first);
    game.act(1, "throw hard");
    QCOMPARE(places(), first);
}

QTEST_MAIN(StrikeBoardTest)
#include "strike_board_test.moc"

// Every word the board writes for the app's logs (BoardView::written) is asked of tr(), so
// that it reads in the person's language and not in the notation's English words: in a
// language that brackets every translated text, nothing but digits, bars and the dice's X
// is left outside the brackets.
void StrikeBoardTest::every_word_written_for_the_log_is_translated() {
    const testing_support::BracketedLanguage bracketed;
    const auto game = three_players();
    for (const auto& event : std::vector<dicebox::Told>{
             {.seat = 0, .notation = "throw soft"},
             {.seat = 1, .notation = "throw normal"},
             {.seat = 2, .notation = "throw hard"},
             {.seat = 0, .notation = "stop"},
             {.seat = dicebox::kChanceSeat, .notation = "arena 4"},
             {.seat = dicebox::kChanceSeat, .notation = "arena 3 3 5 5 6 | x 1 | out 0"},
             {.seat = dicebox::kChanceSeat, .notation = "arena | x 1 | out 1"}}) {
        const QString written = game.board->written(event);
        QVERIFY2(!testing_support::untranslated(written).contains(
                     QRegularExpression(QStringLiteral("[A-WYZa-z]"))),
                 qPrintable(written));
    }
}

// A throw's style in a sentence is the person's word for it, not the rules' English name:
// the game's sentences, in the language of the table (the app's).
void StrikeBoardTest::a_throws_style_is_told_in_the_persons_words() {
    StrikeGame game({QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")},
                    {true, true, false}, nlohmann::json::object(), 7, dicebox::Language::de);
    game.force("arena 4");
    game.act(0, "throw soft");
    QVERIFY2(game.narration().contains(QStringLiteral("Ann wirft 1 Würfel (sanft)")),
             qPrintable(game.narration()));
    game.force("arena 4 5 | x 0 | out 0");
    QVERIFY2(game.narration().contains(QStringLiteral("Wurf von Ann (sanft)")),
             qPrintable(game.narration()));
}

// A board opened on a game whose throw is still rolling (a window opened late) says the
// throw as the game's sentence says it (plugins/strike/sentences.cpp), in the table's
// language.
void StrikeBoardTest::a_board_opened_on_a_rolling_throw_says_it_in_the_games_words() {
    StrikeGame game({QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")},
                    {true, true, false});
    game.force("arena 4");
    game.act(0, "throw soft");
    const auto late = testing_support::make_board(
        "strike", {.names = {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")},
                   .people = {true, true, false},
                   .language = dicebox::Language::de});
    testing_support::show_played(*late, game.session);
    const QString said = late->findChild<QLabel*>(QStringLiteral("narration"))->text();
    QCOMPARE(said, QStringLiteral("Ann wirft 1 Würfel (sanft)…"));
}

// Issue 35, point 20: with the app in German, the log's lines read in German.
void StrikeBoardTest::the_log_is_written_in_german() {
    auto german = std::make_unique<testing_support::AppInGerman>();
    QVERIFY(german->loaded());
    const auto game = three_players();
    const QString thrown = game.board->written({.seat = 0, .notation = "throw soft"});
    const QString rest = game.board->written(
        {.seat = dicebox::kChanceSeat, .notation = "arena 3 3 5 5 6 | x 1 | out 0"});
    german.reset();
    QCOMPARE(thrown, QStringLiteral("sanft werfen"));
    QCOMPARE(rest, QStringLiteral("Arena 3 3 5 5 6 | X 1 | raus 0"));
}
