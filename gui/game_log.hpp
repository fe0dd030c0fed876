// The game's events in notation, a line each, as everybody at the table may see them:
// decisions taken in secret on the same roll (EXTRA!'s round) appear together once the
// last of them is taken.
#pragma once

#include <QListWidget>
#include <QString>
#include <vector>

#include "dicebox/session.hpp"

namespace gui {

class GameLog : public QListWidget {
    Q_OBJECT

  public:
    GameLog(std::vector<QString> names, QWidget* parent = nullptr);

    // Every event of the session so far (a resumed game), then each new one with add().
    void show_all(const dicebox::Session& session);
    void add(const dicebox::Session& session, const dicebox::Event& event);

  private:
    void reveal();
    std::vector<QString> names_;
    std::vector<QString> hidden_;  // secret decisions not yet shown
    std::size_t deciding_ = 0;     // how many seats were to move before the last event
};

}  // namespace gui
