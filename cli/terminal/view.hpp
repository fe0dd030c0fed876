// How a game is drawn in the terminal. Each game has its own view; the play command
// drives them all the same way, from the state's JSON.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cli {

class TerminalView {
  public:
    virtual ~TerminalView() = default;
    // After a chance outcome: what everybody sees (the roll).
    virtual std::string chance(const nlohmann::json& state, const std::string& outcome) const = 0;
    // What a person sees before deciding for `seat`: their own board, not the others'
    // hidden choices.
    virtual std::string board(const nlohmann::json& state, int seat) const = 0;
    // A legal action in words, for the numbered list of choices.
    virtual std::string explain(const nlohmann::json& state, int seat,
                                const std::string& action) const = 0;
    // The end of the game: every board, the scores, the winners.
    virtual std::string final(const nlohmann::json& state,
                              const std::vector<std::string>& names) const = 0;
};

// The view of a game id, or nullptr for a game that cannot be drawn in the terminal.
std::unique_ptr<TerminalView> make_view(const std::string& game);

}  // namespace cli
