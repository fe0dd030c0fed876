// The game's events in notation, a line each, as everybody at the table may see them:
// decisions taken in secret on the same roll (EXTRA!'s round) appear together once the
// last of them is taken. A board that tells its events in sentences has them under the
// notation, so that a turn that went by fast can be read again.
#pragma once

#include <QAbstractScrollArea>
#include <QListWidget>
#include <QString>
#include <vector>

#include "dicebox/session.hpp"

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

    // Every event of the session so far (a resumed game), then each new one with add().
    void show_all(const dicebox::Session& session);
    void add(const dicebox::Session& session, const dicebox::Event& event);
    // The board's sentences for the event just added, under its notation.
    void tell(const QString& sentences);
    // Who sits at each seat from now on (a seat of a server's table taken).
    void rename(std::vector<QString> names) { names_ = std::move(names); }

  private:
    void reveal();
    std::vector<QString> names_;
    std::vector<QString> hidden_;  // secret decisions not yet shown
    std::size_t deciding_ = 0;     // how many seats were to move before the last event
};

}  // namespace dicebox::gui
