// A game's events told at the terminal as its viewer may know them (dicebox/secrets.hpp):
// by `play` and `resume` to the onlooker, at a screen the people share, and by `join` and
// `host` to the person's seat. A roll is told at once; a decision told at once is shown
// with what it does; a held decision of another seat is "Ben has chosen.", and once
// revealed it is shown with the decisions revealed with it, in seat order, each
// explained in the state it was taken in.
#pragma once

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/secrets.hpp"
#include "dicebox/terminal_view.hpp"

namespace dicebox::cli {

class EventTeller {
  public:
    // `now`: the viewer's view of the game as it stands (State::view's JSON).
    EventTeller(const TerminalView& view, std::vector<std::string> names, nlohmann::json now);

    // Event `index` of the game as the viewer was told it, the held decisions it revealed,
    // and the viewer's view after it.
    void tell(std::size_t index, const Told& told, const std::vector<Revealed>& revealed,
              nlohmann::json now);
    // Goes on from `now`, with nothing held (a seat taken back: the events it missed are
    // not told one by one).
    void restart(nlohmann::json now);

  private:
    // A held decision, with the view it was taken in.
    struct Decision {
        Seat seat;
        std::string notation;
        nlohmann::json chosen_in;
    };
    // Shows `decisions` in seat order, then what they led to since `before`.
    void show(std::vector<Decision> decisions, const nlohmann::json& before,
              const nlohmann::json& after) const;
    // The held decisions `revealed`, taken out of those held.
    std::vector<Decision> take_revealed(const std::vector<Revealed>& revealed);

    const TerminalView& view_;
    std::vector<std::string> names_;
    nlohmann::json last_;                   // the view before the event being told
    std::map<std::size_t, Decision> held_;  // by place in the log
};

}  // namespace dicebox::cli
