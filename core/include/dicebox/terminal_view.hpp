// How a game is drawn in the terminal. Each game's plugin brings its own view
// (GameModule::terminal_view); the play command drives them all the same way, from the
// state's JSON before and after each event. Text only: a view needs neither Qt nor a
// terminal library, so it lives beside the rules.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace dicebox {

class TerminalView {
  public:
    // `names`: the players' names, by seat, as the lineup gives them.
    explicit TerminalView(std::vector<std::string> names) : names_(std::move(names)) {}
    virtual ~TerminalView() = default;

    // After a chance outcome: what everybody sees (the roll, and what it did at once).
    // `before` is the state the dice were rolled in, `after` the state they led to.
    virtual std::string chance(const nlohmann::json& before, const nlohmann::json& after,
                               const std::string& outcome) const = 0;
    // What a person sees before deciding for `seat`: their own board, not the others'
    // hidden choices.
    virtual std::string board(const nlohmann::json& state, int seat) const = 0;
    // A legal action in words, for the numbered list of choices and for showing the
    // choice once made; `state` is the one the action is chosen in.
    virtual std::string explain(const nlohmann::json& state, int seat,
                                const std::string& action) const = 0;
    // Once the decisions since `before` are shown: what they led to and where the
    // players stand (a line like "Totals:  Ann +5  Ben -3"), or nothing to add.
    virtual std::string after_decisions(const nlohmann::json& before,
                                        const nlohmann::json& after) const = 0;
    // The end of the game: every board and where the players finished. The winners are
    // named by the play command.
    virtual std::string final(const nlohmann::json& state) const = 0;
    // Where a game taken up again (resume) stands: its round or turn and who is to move.
    virtual std::string resumed(const nlohmann::json& state) const = 0;

  protected:
    const std::vector<std::string>& names() const { return names_; }
    const std::string& name(int seat) const { return names_.at(static_cast<std::size_t>(seat)); }

  private:
    std::vector<std::string> names_;
};

}  // namespace dicebox
