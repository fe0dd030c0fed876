// A person deciding at the terminal for a seat of a game played here: the choice asked
// (choice_prompt.hpp) and checked with the rules, and kept secret from the others at the
// same screen while they still choose.
#pragma once

#include <cstdio>
#include <functional>
#include <istream>
#include <string>
#include <vector>

#include "dicebox/state.hpp"
#include "dicebox/terminal_view.hpp"
#include "terminal/choice_prompt.hpp"

namespace dicebox::cli {

class HumanAgent {
  public:
    // The coach's hint for a seat, as text ('hint' at the prompt), its choices numbered as
    // in the list shown (ChoicePrompt::Hinter).
    using Hinter =
        std::function<std::string(dicebox::Seat, const std::vector<std::string>& choices)>;

    // `hot_seat`: several people share the terminal, so a choice made while others
    // still have to choose at the same time stays hidden from them.
    HumanAgent(const TerminalView& view, std::string name, bool hot_seat, std::istream& in,
               Hinter hinter)
        : prompt_(view, name, in),
          name_(std::move(name)),
          hot_seat_(hot_seat),
          in_(in),
          hinter_(std::move(hinter)) {}

    // A legal action for `seat` in the full `state`, or nothing when the person leaves.
    std::optional<dicebox::Action> decide(const dicebox::State& state, dicebox::Seat seat);

  private:
    ChoicePrompt prompt_;
    std::string name_;
    bool hot_seat_;
    std::istream& in_;
    Hinter hinter_;
};

}  // namespace dicebox::cli
