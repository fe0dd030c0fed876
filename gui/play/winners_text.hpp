// Who won a finished game, as the app says it in its language: at the end of a game
// played and of one replayed. The sentence is chosen by dicebox::host::winners_sentence,
// as the terminal's is; only the words are the app's.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox::gui {

// `names` one per seat; `winners` the seats that won, in order.
QString winners_text(const QStringList& names, const std::vector<dicebox::Seat>& winners);

}  // namespace dicebox::gui
