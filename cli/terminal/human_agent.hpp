// A person deciding at the terminal: sees their board as their seat sees it and the
// numbered legal choices, answers with a number or the notation, and is told why a
// choice is refused.
#pragma once

#include <cstdio>
#include <functional>
#include <istream>
#include <string>
#include <vector>

#include "dicebox/state.hpp"
#include "dicebox/terminal_view.hpp"

namespace dicebox::cli {

class HumanAgent {
  public:
    // The coach's hint for a seat, as text ('hint' at the prompt).
    using Hinter = std::function<std::string(dicebox::Seat)>;

    // `hot_seat`: several people share the terminal, so a choice made while others
    // still have to choose at the same time stays hidden from them.
    HumanAgent(const TerminalView& view, std::string name, bool hot_seat, std::istream& in,
               Hinter hinter)
        : view_(view),
          name_(std::move(name)),
          hot_seat_(hot_seat),
          in_(in),
          hinter_(std::move(hinter)) {}

    // A legal action for `seat` in the full `state`, or nothing when the person leaves.
    std::optional<dicebox::Action> decide(const dicebox::State& state, dicebox::Seat seat);

  private:
    // `seen`: the state as the seat sees it.
    void list_choices(const dicebox::State& seen, dicebox::Seat seat,
                      const std::vector<dicebox::Action>& actions) const;
    // What the person is asked, with the first choice's notation as an example.
    std::string prompt(const dicebox::State& state,
                       const std::vector<dicebox::Action>& actions) const;

    // The columns left after the prompt for an answer in the notation ("2+2 1+5 x3@1").
    static constexpr std::size_t kLongestAnswer = 14;

    const TerminalView& view_;
    std::string name_;
    bool hot_seat_;
    std::istream& in_;
    Hinter hinter_;
};

}  // namespace dicebox::cli
