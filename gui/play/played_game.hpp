// A game played in a tab (game_tab.hpp): here, its seats decided at this window or by
// bots (GameRunner), or at a server's table, one seat ours (online/online_game.hpp). The
// tab shows either the same way: the board, who is asked, the log.
#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "dicebox/host/hint.hpp"
#include "dicebox/module.hpp"
#include "dicebox/secrets.hpp"

namespace dicebox::gui {

class PlayedGame : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    virtual const dicebox::GameModule& module() const = 0;
    // The game as this window may know it (dicebox/secrets.hpp): the onlookers' at a
    // screen the people share, the seat's at a server's table. Its start holds no secret.
    virtual const dicebox::State& initial() const = 0;
    virtual std::unique_ptr<dicebox::State> view() const = 0;
    virtual std::vector<dicebox::Told> told() const = 0;
    // By seat: who sits there, and whether a person (not a bot) decides for it.
    virtual std::vector<QString> names() const = 0;
    virtual bool is_person(dicebox::Seat seat) const = 0;
    // Over, or stopped by an error: nothing more happens.
    virtual bool ended() const = 0;
    // The tab's title ("EXTRA! · 12") and the line above the board, in rich text.
    virtual QString title() const = 0;
    virtual QString heading() const = 0;
    // Who is at the table and what they are doing, in rich text; empty for a game whose
    // seats are all at this window.
    virtual QString table_text() const { return {}; }
    // A link of table_text() the person followed (a copy, a host's word for a seat).
    virtual void follow_link(const QString& /*link*/) {}
    // What becomes of the game if its tab is closed before its end, and how to go on.
    virtual QString kept_unfinished() const = 0;

    // Plays on from where the game stands.
    virtual void start() = 0;
    // A person's decision for the seat asked, in notation; refused() says why when the
    // rules do not take it.
    virtual void choose(dicebox::Seat seat, const QString& notation) = 0;
    // Whether the game has a coach to give hints, and its best choices for the person
    // asked for `seat`. hint() throws host::NoHint (no coach, nobody asked).
    virtual bool coached() const = 0;
    virtual dicebox::host::Hint hint(dicebox::Seat seat) = 0;

  signals:
    // An event happened: view() and told() have changed.
    void happened();
    void asking(dicebox::Seat seat);
    void refused(dicebox::Seat seat, const QString& reason);
    void finished();
    // The game cannot go on here: why, and what became of it.
    void stopped(const QString& why);
    // table_text() has changed.
    void table_changed();
};

}  // namespace dicebox::gui
