#include "play/told_past.hpp"

#include <memory>

namespace dicebox::gui {
void tell_past(GameLog& log, const DiceboxBoard& board, const dicebox::board::Table& table,
               const dicebox::State& initial, const std::vector<dicebox::Told>& events) {
    if (events.empty()) return;  // a game begun here: nothing to tell yet
    const std::unique_ptr<dicebox::board::BoardView> teller(board.make(table, nullptr));
    QObject::connect(teller.get(), &dicebox::board::BoardView::told, &log, &GameLog::tell);
    auto game = initial.clone();
    std::vector<dicebox::Told> told;
    teller->show_game({initial, *game, told});  // the game before its first event
    bool known = true;
    for (const auto& event : events) {
        told.push_back(event);
        log.show(told, *teller);
        known = known && dicebox::apply_told(*game, event);
        if (known) teller->show_game({initial, *game, told});
    }
}

}  // namespace dicebox::gui
