// A person choosing at the terminal, whoever checks the choice: the seat's board, its
// legal choices numbered and in words, and the answer, a number or the notation, asked
// again until a choice is taken. The terminal's play checks a choice with the rules
// (human_agent.hpp); a client of a server sends it to the server, the referee.
#pragma once

#include <functional>
#include <istream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/terminal_view.hpp"

namespace dicebox::cli {

// What a person may answer when asked for a choice, for the help of the commands that ask
// (play, resume) and their manual pages: lines of at most 80 columns.
extern const char* const kAnswersHelp;

// The answer as the notation writes it: without the blanks around it, and in small
// letters, as people type "Roll" or "PLACE 5" as readily as "roll".
std::string answer_of(std::string line);

class ChoicePrompt {
  public:
    // Takes the choice in notation: why it is not taken, in a sentence to print, or empty
    // when it is.
    using Take = std::function<std::string(const std::string& notation)>;
    // The coach's hint for the seat, as text ('hint' at the prompt), or why there is none;
    // its choices numbered as in `choices`, the list shown, so that a number typed after
    // it is the choice it names.
    using Hinter = std::function<std::string(const std::vector<std::string>& choices)>;

    ChoicePrompt(const TerminalView& view, std::string name, std::istream& in)
        : view_(view), name_(std::move(name)), in_(in) {}

    // Shows the board of `seen` (the seat's view) and the `choices` (legal, in notation),
    // and asks until `take` takes one: true, or false when the person leaves ('quit', or
    // the end of the input).
    bool ask(const nlohmann::json& seen, int seat, const std::vector<std::string>& choices,
             const Take& take, const Hinter& hinter) const;

  private:
    void list(const nlohmann::json& seen, int seat, const std::vector<std::string>& choices) const;
    // What the person is asked, with the first choice as an example.
    std::string prompt(const std::string& example) const;

    // The columns left after the prompt for an answer in the notation ("2+2 1+5 x3@1").
    static constexpr std::size_t kLongestAnswer = 14;

    const TerminalView& view_;
    std::string name_;
    std::istream& in_;
};

}  // namespace dicebox::cli
