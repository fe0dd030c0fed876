// A game's board in the desktop app: the widget a plugin's board library provides.
//
// The host drives every board the same way. It shows the board the game after each
// event, asks it when a person at the window must decide, and takes the decision back
// as the notation of docs/rules.md, which the rules check. A board never changes the game
// itself, so whatever it draws, the rules and the history stay the rules'.
//
// Every way of choosing is also one of the board's QActions (QWidget::actions()), with
// its text and shortcut, so that the keyboard does all the mouse does; the app lists
// the current board's actions in its Move menu.
#pragma once

#include <QString>
#include <QWidget>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/secrets.hpp"
#include "dicebox/sentence.hpp"
#include "dicebox/state.hpp"

namespace dicebox::board {

// Who sits at the table, by seat.
struct Table {
    std::vector<QString> names;
    std::vector<bool> people;  // true: a person; false: a bot
    // A recorded game replayed: every choice is in the past, so the board shows each one
    // as it was made (no secret any more) and nobody is asked.
    bool replay = false;
    // The game's rules, whose sentences (GameModule::sentence) the board tells its events
    // in, and the language the person reads (the app's).
    const GameModule* rules = nullptr;
    Language language = Language::en;
};

// The game as the board's viewer may know it, which is all a board is shown: the
// onlookers' at a screen the people share, a seat's at a server's table, everybody's in a
// replay, where nothing is secret any more. It holds no secret the viewer may not know,
// so a board cannot draw one.
struct Shown {
    const State& initial;  // the game before its first event, under its house rule
    const State& view;     // the game now, as the viewer sees it (State::view)
    // Its events as the viewer may know them (dicebox/secrets.hpp): another seat's held
    // decision is only who decided until the rules reveal it.
    const std::vector<Told>& events;
};

class BoardView : public QWidget {
    Q_OBJECT

  public:
    BoardView(Table table, QWidget* parent);

    // The game as it stands: at its start, and again after every event, in order. A board
    // draws `game.view` and tells of `game.events`, and may replay the events it knows on
    // a copy of `game.initial` (the round as the dice fell, say). It may animate the change.
    virtual void show_game(const Shown& game) = 0;
    // A person must decide for `seat` (one of the seats to move) on the game last shown.
    // The board offers the choice and emits chosen(); until it is asked, its controls
    // for choosing are idle.
    virtual void ask(Seat seat) = 0;
    // The rules refused the last choice for `seat`, which is asked again: say why.
    virtual void refuse(Seat seat, const QString& reason) = 0;
    // The coach's best choice for `seat`, which is being asked, in the notation: the board
    // shows it as a choice in the making, which the person may change or confirm. It
    // decides nothing.
    virtual void suggest(Seat seat, const QString& action) = 0;
    // `event` as the app's logs write it, in the person's language: the notation is the
    // terminal's, the protocol's and the history's contract, so its words stay English
    // there, and a board whose notation has words says them in tr()'s. The default is the
    // notation itself (a game written in digits and symbols). Asked of any known event,
    // never of one hidden from the viewer (Told::hidden()), and whatever game was shown.
    virtual QString written(const Told& event) const;

    const Table& table() const { return table_; }

  protected:
    // The game's sentence of `event`, the last of those shown, as the viewer was told it,
    // between the viewer's views `before` and `after` (State::view's JSON), in the person's
    // language; empty with no rules to tell it (Table::rules).
    QString told_sentence(const nlohmann::json& before, const nlohmann::json& after,
                          const Told& event) const;

  signals:
    // A person's decision for `seat`, in the notation of docs/rules.md ("2+2 1+5 x3").
    void chosen(dicebox::Seat seat, const QString& action);
    // What the event just shown did, in the game's sentence (told_sentence()), for the
    // game's log beside the notation; a board that tells its events emits it from
    // show_game().
    void told(const QString& sentences);

  private:
    Table table_;
    std::vector<std::string> names_;  // table_.names, for the game's sentences
};

}  // namespace dicebox::board
