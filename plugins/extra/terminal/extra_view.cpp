// EXTRA! in the terminal: the score sheet drawn like the paper one.
#include <fmt/format.h>

#include "dicebox/terminal/dice_art.hpp"
#include "extra_view.hpp"

namespace dicebox::extra {
namespace {

using dicebox::terminal::draw_dice;
using nlohmann::json;

std::string boxes(int crossed, int from, int to, const char* open = "[", const char* close = "]") {
    std::string out;
    for (int i = from; i < to; ++i)
        out += fmt::format("{}{}{}", open, i < crossed ? "X" : " ", close);
    return out;
}

std::string draw_sheet(const json& state, int seat) {
    const json& params = state["params"];
    const json& sheet = state["seats"][seat];
    const int multipliers = static_cast<int>(params["multipliers"].size());
    int widest_zone = 0;
    for (const auto& n : params["zone_boxes"]) widest_zone = std::max(widest_zone, n.get<int>());

    std::string mult_head;
    for (const auto& m : params["multipliers"])
        mult_head += fmt::format("{:^3}", fmt::format("x{}", m.get<int>()));
    std::string out = fmt::format(" row  {:<{}} ┃ 0 ┃ {} │    P │ points\n", "-200 zone",
                                  3 * widest_zone, mult_head);
    for (int row = 0; row < 11; ++row) {
        const int sum = row + 2;
        const int crosses = sheet["rows"][std::to_string(sum)].get<int>();
        const int zone = params["zone_boxes"][row].get<int>();
        const int points = params["row_points"][row].get<int>();
        const int zero = zone + 1;
        const std::string zone_boxes = boxes(crosses, 0, zone);
        const int score = sheet["row_scores"][std::to_string(sum)].get<int>();
        out += fmt::format(" {:>3}  {:<{}} ┃{}┃ {} │ {:>4} │ {:>6}\n", sum, zone_boxes,
                           3 * widest_zone, boxes(crosses, zone, zero),
                           boxes(crosses, zero, zero + multipliers), points,
                           crosses == 0 ? std::string("") : fmt::format("{:+}", score));
    }
    out += fmt::format(" {:>{}} total {:+}\n", "", 3 * widest_zone + 3 * multipliers + 22,
                       sheet["score"].get<int>());
    out += " EXTRA (the last box { } ends your game)\n";
    int k = 1;
    for (const auto& column : sheet["extra"]) {
        const int length = column["length"].get<int>();
        const int crosses = column["crosses"].get<int>();
        const std::string number =
            column["number"].is_null() ? "-" : std::to_string(column["number"].get<int>());
        out += fmt::format("  {}: {}  {}{}\n", k++, number, boxes(crosses, 0, length - 1),
                           boxes(crosses, length - 1, length, "{", "}"));
    }
    return out;
}

std::vector<int> roll_of(const json& state) {
    return state["roll"].is_null() ? std::vector<int>{} : state["roll"].get<std::vector<int>>();
}

class ExtraView : public dicebox::TerminalView {
  public:
    using dicebox::TerminalView::TerminalView;

    std::string chance(const json& /*before*/, const json& after,
                       const std::string& outcome) const override {
        return fmt::format("\nRound {}: the dice show {}\n", after["round"].get<int>(), outcome);
    }

    std::string board(const json& state, int seat) const override {
        return draw_sheet(state, seat) + "\nThe roll:\n" + draw_dice(roll_of(state));
    }

    std::string explain(const json& state, int seat, const std::string& action) const override {
        // "A+B C+D xE@K": the rows the pairs cross, and what becomes of the 5th die.
        const int a = action[0] - '0', b = action[2] - '0', c = action[4] - '0',
                  d = action[6] - '0';
        const std::string fifth = action.substr(8);
        std::string rows = a + b == c + d ? fmt::format("row {} twice", a + b)
                                          : fmt::format("rows {} and {}", a + b, c + d);
        std::string extra;
        if (fifth[0] == '-') {
            extra = fmt::format("free ride, {} dropped", fifth.substr(1));
        } else if (fifth.find('@') != std::string::npos) {
            extra = fmt::format("new EXTRA number {} in column {}", fifth[1], fifth.substr(3));
        } else {
            const int number = fifth[1] - '0';
            int k = 1;
            for (const auto& column : state["seats"][seat]["extra"]) {
                if (column["number"] == number) break;
                ++k;
            }
            extra = fmt::format("cross {} in column {}", number, k);
            const json& column = state["seats"][seat]["extra"][k - 1];
            if (column["crosses"].get<int>() + 1 == column["length"].get<int>())
                extra += ", its last box";
        }
        return rows + ", " + extra;
    }

    std::string after_decisions(const json& before, const json& after) const override {
        std::string out;
        for (std::size_t seat = 0; seat < names().size(); ++seat) {
            if (done(before, seat) || !done(after, seat)) continue;
            out += fmt::format("{}'s game is over{}. Final score: {:+}\n", names()[seat],
                               why_over(after, seat), after["scores"][seat].get<int>());
        }
        return out + "Totals:" + totals(after) + "\n";
    }

    std::string resumed(const json& state) const override {
        if (state["roll"].is_null())
            return fmt::format("Round {} is over.\n", state["round"].get<int>());
        return fmt::format("Round {}: the dice show {}\n", state["round"].get<int>(),
                           fmt::join(roll_of(state), " "));
    }

    std::string final(const json& state) const override {
        std::string out = "\nFinal sheets\n";
        for (std::size_t seat = 0; seat < names().size(); ++seat) {
            out +=
                fmt::format("\n{}\n{}", names()[seat], draw_sheet(state, static_cast<int>(seat)));
        }
        return out + "\nScores:" + totals(state) + "\n";
    }

  private:
    static bool done(const json& state, std::size_t seat) {
        return state["seats"][seat]["done"].get<bool>();
    }

    // The column whose last box is crossed; a house rule may end a game otherwise.
    static std::string why_over(const json& state, std::size_t seat) {
        int k = 1;
        for (const auto& column : state["seats"][seat]["extra"]) {
            if (column["crosses"] == column["length"])
                return fmt::format(": the last box of column {} is crossed", k);
            ++k;
        }
        return " by the house rule";
    }

    // A player whose own game is over is marked while the others play on.
    std::string totals(const json& state) const {
        const bool playing = !state["terminal"].get<bool>();
        std::string out;
        for (std::size_t seat = 0; seat < names().size(); ++seat) {
            out += fmt::format("  {} {:+}{}", names()[seat], state["scores"][seat].get<int>(),
                               playing && done(state, seat) ? " (over)" : "");
        }
        return out;
    }
};

}  // namespace

std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names) {
    return std::make_unique<ExtraView>(std::move(names));
}

}  // namespace dicebox::extra
