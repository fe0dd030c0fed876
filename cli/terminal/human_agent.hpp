// A person deciding at the terminal for a seat of a game played here: the choice asked
// (choice_prompt.hpp) and checked with the rules; at a screen several people share, each
// turn of a game with secrets taken while the others look away, and wiped once taken.
#pragma once

#include <cstdio>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/state.hpp"
#include "dicebox/terminal_view.hpp"
#include "terminal/choice_prompt.hpp"

namespace dicebox::cli {

// The screen the people of a hot-seat table share: whose turn it last showed.
struct SharedScreen {
    std::optional<dicebox::Seat> turn;
};

class HumanAgent {
  public:
    // The coach's hint for a seat, as text ('hint' at the prompt), its choices numbered as
    // in the list shown (ChoicePrompt::Hinter).
    using Hinter =
        std::function<std::string(dicebox::Seat, const std::vector<std::string>& choices)>;

    // `shared`: the screen when several people share the terminal (hot-seat), so that
    // each takes a turn the rules keep secret unseen; nullptr for one person.
    HumanAgent(const TerminalView& view, std::string name, SharedScreen* shared, std::istream& in,
               Hinter hinter)
        : prompt_(view, name, in),
          name_(std::move(name)),
          shared_(shared),
          in_(in),
          hinter_(std::move(hinter)) {}

    // A legal action for `seat` in the full `state`, or nothing when the person leaves.
    std::optional<dicebox::Action> decide(const dicebox::State& state, dicebox::Seat seat);

  private:
    // At a shared screen, the others look away while a new turn begins, until the person
    // presses Enter; false when the person leaves instead.
    bool others_look_away(dicebox::Seat seat);

    ChoicePrompt prompt_;
    std::string name_;
    SharedScreen* shared_;
    std::istream& in_;
    Hinter hinter_;
};

}  // namespace dicebox::cli
