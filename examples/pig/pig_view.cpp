#include "pig_view.hpp"

#include <fmt/format.h>

#include "dicebox/terminal/dice_art.hpp"

namespace pig {
namespace {

using nlohmann::json;

class PigView : public dicebox::TerminalView {
  public:
    using TerminalView::TerminalView;

    std::string chance(const json& before, const json& after,
                       const std::string& outcome) const override {
        const int seat = before["turn"];
        const int face = std::stoi(outcome);
        std::string text = dicebox::terminal::draw_dice({face});
        if (face == before["losing_face"].get<int>()) {
            return text + fmt::format(
                              "{} rolls a {}: the turn's {} are lost, and the turn passes to {}.\n",
                              name(seat), face, before["turn_total"].get<int>(),
                              name(after["turn"]));
        }
        return text + fmt::format("{} rolls a {}: turn total {}.\n", name(seat), face,
                                  after["turn_total"].get<int>());
    }

    std::string board(const json& state, int) const override {
        return banks(state) + fmt::format("{}'s turn total: {}\n", name(state["turn"]),
                                          state["turn_total"].get<int>());
    }

    std::string explain(const json& state, int seat, const std::string& action) const override {
        if (action == "roll") return "roll the die";
        const int banked = state["scores"][seat];
        const int total = state["turn_total"];
        return fmt::format("hold: bank {} ({} in all)", total, banked + total);
    }

    std::string after_decisions(const json& before, const json& after) const override {
        if (before["scores"] == after["scores"]) return "";
        return banks(after);
    }

    std::string final(const json& state) const override { return banks(state); }

    std::string resumed(const json& state) const override {
        return banks(state) + fmt::format("{} is to play, with a turn total of {}.\n",
                                          name(state["turn"]), state["turn_total"].get<int>());
    }

  private:
    // "Banked (100 wins):  Ann 34  Ben 12"
    std::string banks(const json& state) const {
        std::string line = fmt::format("Banked ({} wins):", state["target"].get<int>());
        for (std::size_t seat = 0; seat < names().size(); ++seat) {
            line += fmt::format("  {} {}", names()[seat], state["scores"][seat].get<int>());
        }
        return line + "\n";
    }
};

}  // namespace

std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names) {
    return std::make_unique<PigView>(std::move(names));
}

}  // namespace pig
