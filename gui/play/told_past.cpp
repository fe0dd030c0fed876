#include "play/told_past.hpp"

#include <memory>

namespace dicebox::gui {
namespace {

// Applies an event as the window was told it; false when it is not known or does not apply.
bool apply(dicebox::State& game, const dicebox::Told& event) {
    if (event.is_chance()) {
        const auto outcome = game.parse_outcome(event.notation);
        return outcome && game.try_apply_chance(*outcome).empty();
    }
    if (event.hidden()) return false;
    const auto action = game.parse_action(event.notation);
    return action && game.try_apply(event.seat, *action).empty();
}

}  // namespace

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
        log.show(told);
        known = known && apply(*game, event);
        if (known) teller->show_game({initial, *game, told});
    }
}

}  // namespace dicebox::gui
