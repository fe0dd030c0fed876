// EXTRA!'s board, driven like a person at the window: the real rules plugin and the
// real board library, loaded through the real loaders, clicked and typed at.
#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "boards.hpp"
#include "dicebox/session.hpp"
#include "german.hpp"
#include "plugins.hpp"

using dicebox::Seat;
using dicebox::Session;

namespace {

struct Game {
    std::unique_ptr<Session> session;
    std::unique_ptr<dicebox::board::BoardView> board;
};

Game start(std::vector<QString> names, nlohmann::json params = nlohmann::json::object(),
           bool replay = false, dicebox::Language language = dicebox::Language::en) {
    dicebox::GameConfig config;
    config.players = static_cast<int>(names.size());
    config.params = std::move(params);
    Game game;
    game.session = std::make_unique<Session>(testing_support::module("extra"), config, 7);
    dicebox::board::Table table{names, std::vector<bool>(names.size(), true), replay};
    table.language = language;
    game.board = testing_support::make_board("extra", table);
    game.board->resize(1100, 750);
    game.board->show();
    game.board->activateWindow();
    if (!QTest::qWaitForWindowActive(game.board.get())) qWarning("board window not active");
    testing_support::show_played(*game.board, *game.session);
    return game;
}

// A round played straight through the session (not the board): the roll, then each
// seat's choice.
void play_round(Game& game, const char* roll, const std::vector<const char*>& choices) {
    QCOMPARE(game.session->force(roll), std::string());
    for (std::size_t seat = 0; seat < choices.size(); ++seat) {
        QCOMPARE(game.session->act(static_cast<Seat>(seat), choices[seat]), std::string());
    }
    testing_support::show_played(*game.board, *game.session);
}

template <typename T = QWidget>
T* child(const Game& game, const char* name) {
    T* found = game.board->findChild<T*>(QString::fromLatin1(name));
    if (found == nullptr) qFatal("no child '%s'", name);
    return found;
}

QString text_of(const Game& game, const char* label) {
    return child<QLabel>(game, label)->text();
}

void click(const Game& game, const char* name) {
    QTest::mouseClick(child(game, name), Qt::LeftButton);
}

// Where `name` lies on the board, once the layouts have taken in every change.
QRect place_of(const Game& game, const char* name) {
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QWidget* widget = child(game, name);
    return {widget->mapTo(game.board.get(), QPoint(0, 0)), widget->size()};
}

// Everything the board says in words: its labels, buttons, list, and each widget's
// accessible name, description and tooltip.
QStringList texts_of(const Game& game) {
    QStringList texts;
    for (QWidget* widget : game.board->findChildren<QWidget*>()) {
        texts << widget->accessibleName() << widget->accessibleDescription() << widget->toolTip();
        if (auto* label = qobject_cast<QLabel*>(widget)) texts << label->text();
        if (auto* button = qobject_cast<QAbstractButton*>(widget)) texts << button->text();
        if (auto* list = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < list->count(); ++i) texts << list->itemText(i);
        }
        if (const QVariant status = widget->property("status"); status.isValid())
            texts << status.toString();
    }
    return texts;
}

// Three people at the table; the dice rolled and Ann has chosen `choice`, which the
// rules keep secret until Ben and Cleo have chosen too.
Game ann_has_chosen(const char* choice, bool replay = false) {
    Game game = start({"Ann", "Ben", "Cleo"}, nlohmann::json::object(), replay);
    if (!game.session->force("1 2 2 3 5").empty() || !game.session->act(0, choice).empty())
        qFatal("the rules refused the roll or Ann's choice %s", choice);
    return game;
}

// What the board draws as the active window (its focus drawn), once it has taken in
// every change (a sheet added is shown by a queued event) and its layouts too.
QImage drawing_of(const Game& game) {
    game.board->activateWindow();
    if (!QTest::qWaitForWindowActive(game.board.get())) qWarning("board window not active");
    QCoreApplication::processEvents();
    place_of(game, "main_sheet");
    return game.board->grab().toImage();
}

int area(const QWidget* widget) {
    return widget->width() * widget->height();
}

}  // namespace

class ExtraBoardTest : public QObject {
    Q_OBJECT

  private slots:
    void mouse_assigns_dice_previews_and_confirms();
    void a_choice_is_explained_in_the_games_words();
    void dragging_a_die_onto_a_slot_places_it();
    void keyboard_alone_builds_and_confirms_a_choice();
    void legal_choices_list_is_a_keyboard_path();
    void illegal_choice_is_explained_and_cannot_be_confirmed();
    void refusal_from_the_rules_is_shown();
    void controls_are_idle_until_asked();
    void hot_seat_hides_a_choice_until_all_have_chosen();
    void sheet_is_drawn_from_the_state_parameters();
    void final_result_names_the_winners();
    void a_persons_own_game_ending_is_said_while_the_others_play_on();
    void a_choice_confirmed_is_waited_on_no_more();
    void taking_the_dice_back_clears_the_listed_choice();
    void move_menu_lists_only_the_dice_of_the_game();
    void finished_game_shows_its_last_dice();
    void board_and_dice_stay_in_place_round_after_round();
    void asked_sheet_is_the_largest();
    void pending_choice_leaves_no_trace_on_the_board();
    void replay_shows_the_pending_choice();
    void last_to_choose_previews_after_the_others_chose();
};

void ExtraBoardTest::mouse_assigns_dice_previews_and_confirms() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);

    // The tray shows the roll in order: 1 2 2 3 5.
    click(game, "die2");
    click(game, "die3");
    QCOMPARE(text_of(game, "pair1_sum"), QStringLiteral("= 4, row 4"));
    click(game, "die1");
    click(game, "die5");
    QVERIFY(!child<QAbstractButton>(game, "confirm")->isEnabled());
    QVERIFY(text_of(game, "explanation").contains("the 5th die"));
    click(game, "die4");
    QVERIFY(child<QAbstractButton>(game, "confirm")->isEnabled());
    QCOMPARE(text_of(game, "explanation"),
             QStringLiteral("2+2 1+5 x3@1: Rows 4 and 6; 3 written as a new EXTRA number in "
                            "column 1 and crossed. Total 0 → −400."));
    // The preview on the sheet: the crosses the choice would make.
    QVERIFY(child(game, "main_sheet")
                ->accessibleDescription()
                .contains("preview: rows 4:1 6:1; EXTRA 3:1 - -"));

    // A slot's die goes back to the tray; another column for the new number.
    click(game, "pair1_first");
    QVERIFY(!child<QAbstractButton>(game, "confirm")->isEnabled());
    click(game, "die2");
    QVERIFY(child<QAbstractButton>(game, "column2")->isEnabled());
    click(game, "column2");
    QVERIFY(text_of(game, "explanation").contains("column 2"));
    click(game, "confirm");
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].value<Seat>(), 0);
    QCOMPARE(spy[0][1].toString(), QStringLiteral("2+2 1+5 x3@2"));

    // Chosen: the controls are idle again and the preview is gone.
    QVERIFY(!child<QAbstractButton>(game, "confirm")->isEnabled());
    QVERIFY(!child<QAbstractButton>(game, "die1")->isEnabled());
    QVERIFY(!child(game, "main_sheet")->accessibleDescription().contains("preview"));
    QCOMPARE(game.session->act(0, spy[0][1].toString().toStdString()), std::string());
    testing_support::show_played(*game.board, *game.session);
    QCOMPARE(child(game, "main_sheet")->accessibleDescription(),
             QStringLiteral("rows 4:1 6:1; EXTRA - 3:1 -; total −400"));
}

// What a choice would do is said in the game's own words, the same as its sentence once
// made (plugins/extra/sentences.cpp), in the table's language.
void ExtraBoardTest::a_choice_is_explained_in_the_games_words() {
    auto german = std::make_unique<testing_support::AppInGerman>();
    QVERIFY(german->loaded());
    Game game = start({"Ann"}, nlohmann::json::object(), false, dicebox::Language::de);
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    for (const char* die : {"die2", "die3", "die1", "die5", "die4"}) click(game, die);
    const QString explained = text_of(game, "explanation");
    german.reset();
    QVERIFY2(explained.startsWith(QStringLiteral("2+2 1+5 x3@1: Reihen 4 und 6; 3 als neue "
                                                 "EXTRA-Zahl in Spalte 1 eingetragen und "
                                                 "angekreuzt.")),
             qPrintable(explained));
}

void ExtraBoardTest::dragging_a_die_onto_a_slot_places_it() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    // What a drag of die 4 (the 3) carries, dropped on the 5th die's slot.
    QMimeData data;
    data.setData(QStringLiteral("application/x-dicebox-extra-die"), "3");
    QWidget* fifth = child(game, "fifth");
    QDragEnterEvent enter(QPoint(5, 5), Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(fifth, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(5, 5), Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(fifth, &drop);
    QCOMPARE(fifth->accessibleName(), QStringLiteral("3"));
    QCOMPARE(text_of(game, "fifth_text"), QStringLiteral("a new EXTRA number: column 1"));
    // The clicked dice fill the pairs around it.
    for (const char* die : {"die2", "die3", "die1", "die5"}) click(game, die);
    QVERIFY(text_of(game, "explanation").startsWith("2+2 1+5 x3@1:"));
}

void ExtraBoardTest::keyboard_alone_builds_and_confirms_a_choice() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    QWidget* board = game.board.get();

    for (Qt::Key key : {Qt::Key_2, Qt::Key_3, Qt::Key_1, Qt::Key_5, Qt::Key_4}) {
        QTest::keyClick(board, key);
    }
    QCOMPARE(child<QAbstractButton>(game, "fifth")->accessibleName(), QStringLiteral("3"));
    QTest::keyClick(board, Qt::Key_Backspace);  // the 3 back to the tray
    QCOMPARE(child<QAbstractButton>(game, "fifth")->accessibleName(), QStringLiteral("empty"));
    QTest::keyClick(board, Qt::Key_Return);  // incomplete: nothing is chosen
    QCOMPARE(spy.count(), 0);
    QTest::keyClick(board, Qt::Key_4);
    QTest::keyClick(board, Qt::Key_C);  // the next empty column
    QTest::keyClick(board, Qt::Key_C);
    QVERIFY(child<QAbstractButton>(game, "column3")->isChecked());
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][1].toString(), QStringLiteral("2+2 1+5 x3@3"));

    // Every key is an action of the board, for the app's Move menu.
    QStringList shortcuts;
    for (QAction* action : board->actions()) shortcuts << action->shortcut().toString();
    for (const char* key : {"1", "5", "Backspace", "Esc", "C", "PgDown", "Return"}) {
        QVERIFY2(shortcuts.contains(QString::fromLatin1(key)), key);
    }
}

void ExtraBoardTest::legal_choices_list_is_a_keyboard_path() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    auto* choices = child<QComboBox>(game, "choices");
    std::vector<dicebox::Action> legal;
    game.session->state().legal_actions(0, legal);
    QCOMPARE(choices->count(), static_cast<int>(legal.size()) + 1);  // and the heading

    QTest::keyClick(game.board.get(), Qt::Key_PageDown);
    QTest::keyClick(game.board.get(), Qt::Key_PageDown);
    const QString second = choices->itemData(2).toString();
    QCOMPARE(choices->currentIndex(), 2);
    // The choice is laid out in the slots and explained.
    QVERIFY(text_of(game, "explanation").startsWith(second + ":"));
    QTest::keyClick(game.board.get(), Qt::Key_Enter);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][1].toString(), second);
    QCOMPARE(game.session->act(0, second.toStdString()), std::string());
}

void ExtraBoardTest::illegal_choice_is_explained_and_cannot_be_confirmed() {
    Game game = start({"Ann"});
    play_round(game, "1 2 2 3 5", {"2+2 1+5 x3@1"});
    play_round(game, "1 1 2 4 6", {"1+1 2+4 x6@2"});
    play_round(game, "1 2 3 4 5", {"1+2 3+4 x5@3"});
    QCOMPARE(game.session->force("1 2 4 4 6"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);

    // 2+4 4+6 and the 1 as the 5th die: a free ride, but the roll shows the 6.
    for (const char* die : {"die2", "die3", "die4", "die5", "die1"}) click(game, die);
    QCOMPARE(text_of(game, "fifth_text"), QStringLiteral("free ride: dropped"));
    QCOMPARE(text_of(game, "explanation"),
             QStringLiteral("Not allowed: no free ride: the roll shows your EXTRA number 6, "
                            "which must be the 5th die and be crossed."));
    QVERIFY(!child<QAbstractButton>(game, "confirm")->isEnabled());
    QTest::keyClick(game.board.get(), Qt::Key_Return);
    QCOMPARE(spy.count(), 0);

    // Escape takes every die back; 1+2 4+4 and the 6 crossed is legal.
    QTest::keyClick(game.board.get(), Qt::Key_Escape);
    for (const char* die : {"die1", "die2", "die3", "die4", "die5"}) click(game, die);
    QCOMPARE(text_of(game, "explanation"),
             QStringLiteral("1+2 4+4 x6: Rows 3 and 8; 6 crossed in EXTRA column 2 (2 of 9). "
                            "Total −1000 → −1200."));
    click(game, "confirm");
    QCOMPARE(spy.count(), 1);
}

void ExtraBoardTest::refusal_from_the_rules_is_shown() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    game.board->refuse(0, QStringLiteral("the roll 1 2 2 3 5 has no 6"));
    QCOMPARE(text_of(game, "explanation"), QStringLiteral("Refused: the roll 1 2 2 3 5 has no 6"));
    // Asked again: the dice can be assigned anew, and the reason goes with the change.
    QVERIFY(child<QAbstractButton>(game, "die1")->isEnabled());
    click(game, "die1");
    QVERIFY(!text_of(game, "explanation").contains("Refused"));
}

void ExtraBoardTest::controls_are_idle_until_asked() {
    Game game = start({"Ann", "Ben"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    QCOMPARE(text_of(game, "round_label"), QStringLiteral("Round 1 — waiting for Ann and Ben"));
    for (const char* name : {"die1", "die5", "confirm", "choices", "column1"}) {
        QVERIFY2(!child(game, name)->isEnabled(), name);
    }
    for (QAction* action : game.board->actions()) {
        QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
    }
    for (Qt::Key key : {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_Return}) {
        QTest::keyClick(game.board.get(), key);
    }
    QCOMPARE(child<QAbstractButton>(game, "pair1_first")->accessibleName(),
             QStringLiteral("empty"));
    QCOMPARE(spy.count(), 0);
}

void ExtraBoardTest::hot_seat_hides_a_choice_until_all_have_chosen() {
    Game game = start({"Ann", "Ben"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    game.board->ask(0);
    for (const char* die : {"die2", "die3", "die1", "die5", "die4"}) click(game, die);
    click(game, "confirm");
    QCOMPARE(game.session->act(0, spy[0][1].toString().toStdString()), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(1);

    // Ben sees his own empty choice and nothing of Ann's: her sheet unchanged, her
    // choice in no label, only that she has chosen.
    QCOMPARE(child<QAbstractButton>(game, "pair1_first")->accessibleName(),
             QStringLiteral("empty"));
    for (QLabel* label : game.board->findChildren<QLabel*>()) {
        QVERIFY2(!label->text().contains("x3@1"), qPrintable(label->text()));
    }
    auto* ann = child(game, "other_sheet1");
    QCOMPARE(ann->accessibleName(), QStringLiteral("Ann"));
    QCOMPARE(ann->accessibleDescription(), QStringLiteral("rows ; EXTRA - - -; total 0"));
    QCOMPARE(child(game, "main_sheet")->accessibleName(), QStringLiteral("Ben"));

    for (const char* die : {"die1", "die2", "die3", "die4", "die5"}) click(game, die);
    click(game, "confirm");
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[1][0].value<Seat>(), 1);
    QCOMPARE(game.session->act(1, spy[1][1].toString().toStdString()), std::string());
    testing_support::show_played(*game.board, *game.session);
    // Revealed together: both sheets now carry their crosses.
    QCOMPARE(child(game, "main_sheet")->accessibleDescription(),
             QStringLiteral("rows 3:1 5:1; EXTRA 5:1 - -; total −400"));
    QCOMPARE(ann->accessibleDescription(),
             QStringLiteral("rows 4:1 6:1; EXTRA 3:1 - -; total −400"));
}

void ExtraBoardTest::sheet_is_drawn_from_the_state_parameters() {
    // A house rule's columns: two EXTRA numbers, columns of 4 and 3 boxes.
    Game game = start({"Ann"}, {{"extra_numbers", 2}, {"column_lengths", {4, 3}}});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QCOMPARE(child<QAbstractButton>(game, "column1")->text(), QStringLiteral("1 (4 boxes)"));
    QCOMPARE(child<QAbstractButton>(game, "column2")->text(), QStringLiteral("2 (3 boxes)"));
    QVERIFY(!child(game, "column3")->isVisible());
    QCOMPARE(child(game, "main_sheet")->accessibleDescription(),
             QStringLiteral("rows ; EXTRA - -; total 0"));
}

void ExtraBoardTest::final_result_names_the_winners() {
    Game game = start({"Ann", "Ben"}, {{"column_lengths", {2, 2, 2}}});
    play_round(game, "1 2 2 3 5", {"2+2 1+5 x3@1", "2+3 1+5 x2@1"});
    play_round(game, "2 3 4 5 6", {"2+4 5+6 x3", "3+4 5+6 x2"});
    QVERIFY(game.session->state().terminal());
    QVERIFY(child(game, "result")->isVisible());
    QCOMPARE(text_of(game, "result"), QStringLiteral("Ann wins with −600.\nAnn: −600\nBen: −800"));
    QVERIFY(text_of(game, "round_label").startsWith("Game over"));
    QVERIFY(!child(game, "confirm")->isEnabled());
}

void ExtraBoardTest::a_persons_own_game_ending_is_said_while_the_others_play_on() {
    Game game = start({"Ann", "Ben"}, {{"column_lengths", {2, 2, 2}}});
    play_round(game, "1 2 2 3 5", {"2+2 1+5 x3@1", "2+3 1+5 x2@1"});
    QVERIFY(!text_of(game, "round_label").contains(QStringLiteral("over for")));
    // Ann's second 3 fills her column: her game ends; Ben's goes on.
    play_round(game, "2 3 4 5 6", {"2+4 5+6 x3", "2+3 5+6 x4@2"});
    QVERIFY(!game.session->state().terminal());
    QCOMPARE(text_of(game, "round_label"),
             QStringLiteral("Round 2 is over: the dice are rolled again · the game is over for "
                            "Ann"));
    QCOMPARE(game.session->force("1 2 3 4 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    QCOMPARE(text_of(game, "round_label"),
             QStringLiteral("Round 3 — waiting for Ben · the game is over for Ann"));
}

void ExtraBoardTest::a_choice_confirmed_is_waited_on_no_more() {
    Game game = start({"Ann", "Ben"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    child<QComboBox>(game, "choices")->setCurrentIndex(1);
    QSignalSpy chosen(game.board.get(), &dicebox::board::BoardView::chosen);
    click(game, "confirm");
    QCOMPARE(chosen.count(), 1);
    // Before the game after it is shown (a server answers after a while), Ann is waited on
    // no more, and nothing says what she chose.
    QCOMPARE(text_of(game, "round_label"), QStringLiteral("Round 1 — waiting for Ben"));
    QCOMPARE(child(game, "main_sheet")->property("status").toString(),
             QStringLiteral("has chosen"));
}

void ExtraBoardTest::taking_the_dice_back_clears_the_listed_choice() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    auto* choices = child<QComboBox>(game, "choices");
    QTest::keyClick(game.board.get(), Qt::Key_PageDown);
    QCOMPARE(choices->currentIndex(), 1);
    // One die back: the choice in the list is no longer the one laid out.
    QTest::keyClick(game.board.get(), Qt::Key_Backspace);
    QCOMPARE(choices->currentIndex(), 0);
    QVERIFY(!child<QAbstractButton>(game, "confirm")->isEnabled());
    // Laid out by hand, a choice is shown in the list as well.
    QTest::keyClick(game.board.get(), Qt::Key_Escape);
    for (Qt::Key key : {Qt::Key_2, Qt::Key_3, Qt::Key_1, Qt::Key_5, Qt::Key_4}) {
        QTest::keyClick(game.board.get(), key);
    }
    QCOMPARE(choices->currentData().toString(), QStringLiteral("2+2 1+5 x3@1"));
    QTest::keyClick(game.board.get(), Qt::Key_Escape);
    QCOMPARE(choices->currentIndex(), 0);
}

void ExtraBoardTest::move_menu_lists_only_the_dice_of_the_game() {
    Game game = start({"Ann"});
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(0);
    QStringList listed;
    for (QAction* action : game.board->actions()) {
        if (action->isVisible() && action->objectName().startsWith("action_die")) {
            listed << action->objectName();
        }
    }
    QCOMPARE(listed, QStringList({"action_die1", "action_die2", "action_die3", "action_die4",
                                  "action_die5"}));

    Game seven = start({"Ann"}, {{"dice", 7}});
    QCOMPARE(seven.session->force("1 2 2 3 5 6 6"), std::string());
    testing_support::show_played(*seven.board, *seven.session);
    QVERIFY(child<QAction>(seven, "action_die7")->isVisible());
}

void ExtraBoardTest::finished_game_shows_its_last_dice() {
    Game game = start({"Ann", "Ben"}, {{"column_lengths", {2, 2, 2}}});
    play_round(game, "1 2 2 3 5", {"2+2 1+5 x3@1", "2+3 1+5 x2@1"});
    play_round(game, "2 3 4 5 6", {"2+4 5+6 x3", "3+4 5+6 x2"});
    QVERIFY(game.session->state().terminal());
    QCOMPARE(child<QAbstractButton>(game, "die1")->accessibleName(), QStringLiteral("2"));
    QCOMPARE(child<QAbstractButton>(game, "die5")->accessibleName(), QStringLiteral("6"));
    for (QLabel* label : game.board->findChildren<QLabel*>()) {
        QVERIFY2(!label->text().contains("not rolled"), qPrintable(label->text()));
    }
}

void ExtraBoardTest::board_and_dice_stay_in_place_round_after_round() {
    Game game = start({"Ann", "Ben"});
    const char* parts[] = {"main_sheet", "other_sheet1", "dice_tray", "choices", "round_label"};
    std::vector<QRect> first;
    const auto places = [&] {
        std::vector<QRect> now;
        for (const char* part : parts) now.push_back(place_of(game, part));
        return now;
    };
    const char* rolls[] = {"1 2 2 3 5", "1 1 2 4 6", "1 2 3 4 5", "2 2 4 4 6"};
    const char* choices[][2] = {{"2+2 1+5 x3@1", "2+3 1+5 x2@1"},
                                {"1+1 2+4 x6@2", "1+1 2+4 x6@2"},
                                {"1+2 3+4 x5@3", "1+2 3+4 x5@3"},
                                {"2+2 4+4 x6", "2+2 4+4 x6"}};
    for (int round = 0; round < 4; ++round) {
        QCOMPARE(game.session->force(rolls[round]), std::string());
        testing_support::show_played(*game.board, *game.session);
        game.board->ask(0);
        if (first.empty()) first = places();
        QCOMPARE(places(), first);
        click(game, "die1");  // a choice being built
        QCOMPARE(places(), first);
        QCOMPARE(game.session->act(0, choices[round][0]), std::string());
        testing_support::show_played(*game.board, *game.session);
        game.board->ask(1);
        QCOMPARE(places()[2], first[2]);
        QCOMPARE(game.session->act(1, choices[round][1]), std::string());
        testing_support::show_played(*game.board, *game.session);
        QCOMPARE(places()[2], first[2]);
    }
}

void ExtraBoardTest::asked_sheet_is_the_largest() {
    // People at a small window: the one asked has the large sheet, the others smaller.
    Game game = start({"Ann", "Ben", "Cleo"});
    game.board->resize(700, 560);
    QCOMPARE(game.session->force("1 2 2 3 5"), std::string());
    testing_support::show_played(*game.board, *game.session);
    for (Seat seat : {0, 1}) {
        game.board->ask(seat);
        place_of(game, "main_sheet");
        QWidget* large = child(game, "main_sheet");
        QCOMPARE(large->accessibleName(),
                 seat == 0 ? QStringLiteral("Ann") : QStringLiteral("Ben"));
        for (const char* other : {"other_sheet1", "other_sheet2"}) {
            QVERIFY2(area(child(game, other)) < area(large) / 2,
                     qPrintable(QStringLiteral("%1: %2×%3, the large one %4×%5")
                                    .arg(other)
                                    .arg(child(game, other)->width())
                                    .arg(child(game, other)->height())
                                    .arg(large->width())
                                    .arg(large->height())));
        }
        // Room for the sheet's 17 boxes of a row and its columns, not a thumbnail.
        QVERIFY2(large->width() >= 340 && large->height() >= 220,
                 qPrintable(QStringLiteral("%1×%2").arg(large->width()).arg(large->height())));
        QCOMPARE(game.session->act(seat, "2+2 1+5 x3@1"), std::string());
        testing_support::show_played(*game.board, *game.session);
    }
}

void ExtraBoardTest::pending_choice_leaves_no_trace_on_the_board() {
    // Two tables where Ann chose differently: shown the onlooker's view, as the app shows
    // a hot-seat game, they draw and say the same, and say only that she has chosen.
    Game crossed = ann_has_chosen("2+2 1+5 x3@1");
    Game other = ann_has_chosen("2+3 1+5 x2@1");
    for (Game* game : {&crossed, &other}) {
        testing_support::show_played(*game->board, *game->session);
        for (const QString& text : texts_of(*game)) {
            QVERIFY2(!text.contains("1+5") && !text.contains("chose "), qPrintable(text));
        }
        auto* ann = child(*game, "main_sheet");
        QCOMPARE(ann->accessibleName(), QStringLiteral("Ann"));
        QCOMPARE(ann->accessibleDescription(), QStringLiteral("rows ; EXTRA - - -; total 0"));
        QVERIFY(ann->property("status").toString().contains("has chosen"));
    }
    QCOMPARE(texts_of(crossed), texts_of(other));
    QCOMPARE(drawing_of(crossed), drawing_of(other));

    // Ben, asked next, sees his own sheet large and nothing of Ann's choice either.
    for (Game* game : {&crossed, &other}) game->board->ask(1);
    QCOMPARE(texts_of(crossed), texts_of(other));
    QCOMPARE(drawing_of(crossed), drawing_of(other));
}

void ExtraBoardTest::replay_shows_the_pending_choice() {
    // A replay keeps no secret: shown the full state, the board tells Ann's choice and
    // draws it on her sheet as it was made.
    Game game = ann_has_chosen("2+2 1+5 x3@1", /*replay=*/true);
    game.board->show_game(
        {game.session->initial(), game.session->state(), game.session->told_all()});
    QCOMPARE(text_of(game, "round_label"), QStringLiteral("Round 1 — Ann chose 2+2 1+5 x3@1"));
    auto* ann = child(game, "main_sheet");
    QCOMPARE(ann->accessibleName(), QStringLiteral("Ann"));
    QVERIFY(ann->property("status").toString().contains("chose 2+2 1+5 x3@1"));
    QVERIFY2(ann->accessibleDescription().contains("preview: rows 4:1 6:1; EXTRA 3:1 - -"),
             qPrintable(ann->accessibleDescription()));
}

void ExtraBoardTest::last_to_choose_previews_after_the_others_chose() {
    // The onlooker's view lacks Ann's and Ben's choices, so it cannot reveal the round;
    // Cleo, the last to choose, still sees her own choice entered on her sheet.
    Game game = ann_has_chosen("2+2 1+5 x3@1");
    QCOMPARE(game.session->act(1, "2+3 1+5 x2@1"), std::string());
    testing_support::show_played(*game.board, *game.session);
    game.board->ask(2);
    for (const char* die : {"die2", "die3", "die1", "die5", "die4"}) click(game, die);
    QCOMPARE(text_of(game, "explanation"),
             QStringLiteral("2+2 1+5 x3@1: Rows 4 and 6; 3 written as a new EXTRA number in "
                            "column 1 and crossed. Total 0 → −400."));
    auto* cleo = child(game, "main_sheet");
    QCOMPARE(cleo->accessibleName(), QStringLiteral("Cleo"));
    QVERIFY2(cleo->accessibleDescription().contains("preview: rows 4:1 6:1; EXTRA 3:1 - -"),
             qPrintable(cleo->accessibleDescription()));
    // Every legal choice is listed with what it does.
    auto* choices = child<QComboBox>(game, "choices");
    QVERIFY(choices->count() > 1);
    QVERIFY2(choices->itemText(1).contains(" — Row"), qPrintable(choices->itemText(1)));

    QSignalSpy spy(game.board.get(), &dicebox::board::BoardView::chosen);
    click(game, "confirm");
    QCOMPARE(spy.count(), 1);
    QCOMPARE(game.session->act(2, spy[0][1].toString().toStdString()), std::string());
    testing_support::show_played(*game.board, *game.session);
    QCOMPARE(child(game, "other_sheet1")->accessibleDescription(),
             QStringLiteral("rows 4:1 6:1; EXTRA 3:1 - -; total −400"));
}

QTEST_MAIN(ExtraBoardTest)
#include "extra_board_test.moc"
