// The game's events, a line each, as the window may know them (dicebox/secrets.hpp):
// another seat's held decision (EXTRA!'s choice while others still choose) is only who
// decided until the rules reveal it, then its line tells what. Each line is written by the
// game's board (BoardView::written), so that it reads in the person's language and not in
// the notation's English words. A board that tells its events in sentences has them under
// the line, so that a turn that went by fast can be read again.
#pragma once

#include <QAbstractScrollArea>
#include <QListWidget>
#include <QString>
#include <vector>

#include "dicebox/board/board_view.hpp"
#include "dicebox/secrets.hpp"
#include "dicebox/sentence.hpp"

namespace dicebox::gui {

// A log's scroll bar with a handle that stands out from its groove, in the palette's
// colours: Fusion, the style wherever no desktop gives one, draws the handle lighter
// than the groove, so that a log scrolled to its end read as if its bar were upside
// down.
void show_handle_darker(QAbstractScrollArea& log);

class GameLog : public QListWidget {
    Q_OBJECT

  public:
    GameLog(std::vector<QString> names, QWidget* parent = nullptr);

    // The events as they are known now, each written by `board` (one of the game's): those
    // already shown are told again where a reveal changed them, the new ones added.
    void show(const std::vector<dicebox::Told>& events, const dicebox::board::BoardView& board);
    // The board's sentences for the event last shown, under its line.
    void tell(const QString& sentences);
    // Who sits at each seat from now on (a seat of a server's table taken).
    void rename(std::vector<QString> names) { names_ = std::move(names); }

    // An event's line, "Ann: <what board writes>", "Dice: …" or "Ann has chosen.", for
    // the players `names`: the replay's log writes its lines so too.
    static QString line(const dicebox::Told& event, const std::vector<QString>& names,
                        const dicebox::board::BoardView& board);

  private:
    // A decision not told yet: who decided, in the sentence every game tells it with
    // (dicebox::notation_sentence), in the table's language.
    static QString hidden_line(const dicebox::Told& event, const std::vector<QString>& names,
                               dicebox::Language language);

    std::vector<QString> names_;
    std::vector<QListWidgetItem*> lines_;  // by event
    bool last_hidden_ = false;             // the last event is a decision not told yet
};

}  // namespace dicebox::gui
