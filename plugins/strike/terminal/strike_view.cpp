// Strike in the terminal: the arena's dice drawn as dice, every reserve, the removed
// pile and the unused dice, the throw styles with the risks the game's parameters give
// them, and each throw told as it comes to rest. Everything comes from the state's JSON
// before and after an event and from the outcome's notation; no rule is worked out here.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "dicebox/terminal/dice_art.hpp"
#include "strike_view.hpp"

namespace dicebox::strike {
namespace {

using dicebox::terminal::draw_dice;
using dicebox::terminal::kXFace;
using nlohmann::json;

constexpr std::size_t kDicePerRow = 7;  // 77 columns with the indent
constexpr int kHighestFace = 6;

std::string dice(int count) {
    return count == 1 ? "1 die" : fmt::format("{} dice", count);
}

// What a big throw of `count` dice throws.
std::string all_of(int count) {
    return count == 1 ? std::string("their only die") : fmt::format("all {} dice at once", count);
}

std::string percent(double probability) {
    return fmt::format("{:g}%", probability * 100);
}

// "two 3s": how many dice show a number.
std::string how_many(int count, int face) {
    static const char* words[] = {"no", "one", "two", "three", "four", "five", "six", "seven"};
    const std::string number = count < 8 ? std::string(words[count]) : fmt::format("{}", count);
    return count == 1 ? fmt::format("one {}", face) : fmt::format("{} {}s", number, face);
}

int reserve(const json& state, int seat) {
    return state["seats"][seat]["reserve"].get<int>();
}

bool is_out(const json& state, int seat) {
    return state["seats"][seat]["out"].get<bool>();
}

int points(const json& state, int seat) {
    return state["seats"][seat]["points"].get<int>();
}

bool match(const json& state) {
    return state["params"]["match"].get<bool>();
}

// The dice as the outcome's notation lists them: `arena 3 3 5 | x 1 | out 0`, or the
// starting die's `arena 4`.
struct AtRest {
    std::vector<int> faces;
    int x = 0;
    int out = 0;
};

AtRest at_rest(const std::string& outcome) {
    AtRest rest;
    std::istringstream in(outcome);
    std::string word;
    in >> word;
    while (in >> word && word != "|") rest.faces.push_back(std::stoi(word));
    in >> word >> rest.x >> word >> word >> rest.out;
    return rest;
}

// Dice side by side, a few to a row, indented under the narration.
std::string draw_rows(const std::vector<int>& faces) {
    std::string out;
    for (std::size_t from = 0; from < faces.size(); from += kDicePerRow) {
        const auto to =
            faces.begin() + static_cast<long>(std::min(faces.size(), from + kDicePerRow));
        std::istringstream lines(draw_dice({faces.begin() + static_cast<long>(from), to}));
        for (std::string line; std::getline(lines, line);) out += "  " + line + "\n";
    }
    return out;
}

std::string faces_text(const json& arena) {
    std::vector<int> faces = arena.get<std::vector<int>>();
    return fmt::format("{}", fmt::join(faces, " "));
}

class StrikeView : public dicebox::TerminalView {
  public:
    using dicebox::TerminalView::TerminalView;

    std::string chance(const json& before, const json& after,
                       const std::string& outcome) const override {
        if (before["phase"] == "starting die") return game_start(after);
        return throw_result(before, after, outcome) + turn_end(before, after);
    }

    // The whole table is public: every player sees the same.
    std::string board(const json& state, int /*seat*/) const override {
        std::string out;
        if (match(state)) {
            out +=
                fmt::format("Game {} of {} · points so far: {}\n", state["game_number"].get<int>(),
                            state["games"].get<int>(), points_text(state));
        }
        const json& arena = state["arena"];
        if (arena.empty()) {
            // A big throw says so itself, below.
            if (!state["big_throw"].get<bool>()) out += "The arena is empty.\n";
        } else {
            out += fmt::format("The arena holds {}: {}\n{}", dice(static_cast<int>(arena.size())),
                               faces_text(arena), draw_rows(arena.get<std::vector<int>>()));
        }
        out += reserves_text(state);
        out += fmt::format("Removed from the game: {} · unused: {}\n",
                           dice(state["removed"].get<int>()), dice(state["unused"].get<int>()));
        return out + situation(state);
    }

    std::string explain(const json& state, int /*seat*/, const std::string& action) const override {
        const int seat = state["current"].get<int>();
        if (action == "stop") {
            return fmt::format("end the turn with {} in reserve", dice(reserve(state, seat)));
        }
        const std::string style = action.substr(action.find(' ') + 1);
        const json& params = state["params"];
        // Short enough for a line of the list of choices; the board says whether the
        // throw is a big one.
        const std::string thrown =
            state["big_throw"].get<bool>() ? dice(reserve(state, seat)) : std::string("1 die");
        return fmt::format("{}: knocks each die {} · misses {} · knocked out {}", thrown,
                           percent(params[style + "_p_hit"].get<double>()),
                           percent(params[style + "_p_miss"].get<double>()),
                           percent(params[style + "_p_knock_out"].get<double>()));
    }

    // A throw is told when its dice come to rest; a stop passes the turn.
    std::string after_decisions(const json& before, const json& after) const override {
        return turn_end(before, after);
    }

    std::string final(const json& state) const override {
        if (!match(state)) {
            return fmt::format("\nThe game is over.\n{}Removed from the game: {} · unused: {}\n",
                               reserves_text(state), dice(state["removed"].get<int>()),
                               dice(state["unused"].get<int>()));
        }
        std::string out =
            fmt::format("\nThe match is over after {} games.\n", state["games"].get<int>());
        int game = 1;
        for (const auto& winner : state["game_winners"]) {
            out += fmt::format("  Game {}: won by {}\n", game++, name(winner.get<int>()));
        }
        return out + fmt::format("Points (the lowest total wins): {}\n", points_text(state));
    }

    std::string resumed(const json& state) const override {
        const std::string turn = fmt::format("{}'s turn", name(state["current"].get<int>()));
        if (!match(state)) return turn + ".\n";
        return fmt::format("Game {} of {}, {}.\n", state["game_number"].get<int>(),
                           state["games"].get<int>(), turn);
    }

  private:
    int seats() const { return static_cast<int>(names().size()); }

    std::string game_start(const json& after) const {
        const int first = after["current"].get<int>();
        std::string out = match(after) ? fmt::format("\n══ Game {} of {} ══ {} starts.\n",
                                                     after["game_number"].get<int>(),
                                                     after["games"].get<int>(), name(first))
                                       : fmt::format("\n{} starts.\n", name(first));
        out += fmt::format("Everybody has {} in reserve; {} stay out of the game.\n",
                           dice(reserve(after, first)), dice(after["unused"].get<int>()));
        return out + fmt::format("The starting die rolls into the arena: {}.\n",
                                 faces_text(after["arena"]));
    }

    // The dice at rest, drawn, and what happened to them: X dice and lost dice
    // removed, matching dice taken, or none alike.
    std::string throw_result(const json& before, const json& after,
                             const std::string& outcome) const {
        const int seat = before["current"].get<int>();
        const AtRest rest = at_rest(outcome);
        std::vector<int> drawn = rest.faces;
        drawn.insert(drawn.end(), static_cast<std::size_t>(rest.x), kXFace);
        std::string out = drawn.empty() ? "  No die comes to rest in the arena.\n"
                                        : "  The dice come to rest:\n" + draw_rows(drawn);
        if (rest.x > 0) {
            out += fmt::format("  {} X: removed from the game.\n",
                               rest.x == 1 ? std::string("1 die shows") : dice(rest.x) + " show");
        }
        if (rest.out > 0) {
            out +=
                fmt::format("  {} out of the arena: removed from the game.\n",
                            rest.out == 1 ? std::string("1 die flew") : dice(rest.out) + " flew");
        }
        if (!same_game(before, after)) return out;
        // What the arena lost besides is what the thrower took.
        std::array<int, kHighestFace + 1> taken{};
        for (const int face : rest.faces) ++taken[face];
        for (const auto& face : after["arena"]) --taken[face.get<int>()];
        std::vector<std::string> groups;
        int count = 0;
        for (int face = 0; face <= kHighestFace; ++face) {
            if (taken[face] == 0) continue;
            groups.push_back(how_many(taken[face], face));
            count += taken[face];
        }
        if (count > 0) {
            std::string matched = groups.back();
            if (groups.size() > 1) {
                groups.pop_back();
                matched = fmt::format("{} and {}", fmt::join(groups, ", "), matched);
            }
            matched[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(matched[0])));
            out += fmt::format("  {} match: {} takes {}, now {} in reserve. The turn ends.\n",
                               matched, name(seat), dice(count), reserve(after, seat));
        } else if (after["phase"] == "may throw" && after["current"] == seat) {
            out += fmt::format("  {}: {} may throw again or stop (reserve {}).\n",
                               rest.faces.empty() ? "The arena is empty" : "No two dice match",
                               name(seat), reserve(after, seat));
        }
        return out;
    }

    // After a turn: who went out, who won the game (and the points in a match), or whose
    // turn it is now.
    std::string turn_end(const json& before, const json& after) const {
        const bool same = same_game(before, after);
        const int winner = same ? -1 : after["game_winners"].back().get<int>();
        std::string out;
        for (int seat = 0; seat < seats(); ++seat) {
            if (is_out(before, seat) || (same ? !is_out(after, seat) : seat == winner)) continue;
            out += fmt::format("  {} has no dice left and is out", name(seat));
            const int scored = points(after, seat) - points(before, seat);
            out += match(after) ? fmt::format(": {} point{}.\n", scored, scored == 1 ? "" : "s")
                                : ".\n";
        }
        if (!same) {
            out += fmt::format("  {} is the last player with dice", name(winner));
            if (!match(after)) return out + ".\n";
            out += fmt::format(" and wins game {} of {}.\n", before["game_number"].get<int>(),
                               after["games"].get<int>());
            return out + fmt::format("Points after game {} (the lowest total wins): {}\n",
                                     before["game_number"].get<int>(), points_text(after));
        }
        if (after["current"] != before["current"]) out += next_turn(after);
        return out;
    }

    std::string next_turn(const json& state) const {
        const int seat = state["current"].get<int>();
        const int dice_left = reserve(state, seat);
        std::string out = fmt::format("\n{}'s turn, {} in reserve.", name(seat), dice(dice_left));
        if (!state["big_throw"].get<bool>()) {
            return out + fmt::format(" The arena holds {}.\n", faces_text(state["arena"]));
        }
        // On a line of its own: with the turn's first line, too long for the screen.
        return out + fmt::format("\nThe arena is empty: {} must throw {}.\n", name(seat),
                                 all_of(dice_left));
    }

    std::string situation(const json& state) const {
        const int seat = state["current"].get<int>();
        if (state["phase"] == "must throw") {
            if (state["big_throw"].get<bool>()) {
                return fmt::format("The arena is empty: {} must throw {}.\n", name(seat),
                                   all_of(reserve(state, seat)));
            }
            return fmt::format(
                "{} must throw one die into the arena: the first throw of a turn is compulsory.\n",
                name(seat));
        }
        if (state["arena"].empty()) return fmt::format("{} may throw again or stop.\n", name(seat));
        return fmt::format("No two dice match: {} may throw again or stop.\n", name(seat));
    }

    std::string reserves_text(const json& state) const {
        std::vector<std::string> parts;
        for (int seat = 0; seat < seats(); ++seat) {
            parts.push_back(is_out(state, seat)
                                ? fmt::format("{} is out", name(seat))
                                : fmt::format("{} {}", name(seat), dice(reserve(state, seat))));
        }
        return fmt::format("Reserves: {}\n", fmt::join(parts, " · "));
    }

    std::string points_text(const json& state) const {
        std::vector<std::string> parts;
        for (int seat = 0; seat < seats(); ++seat) {
            parts.push_back(fmt::format("{} {}", name(seat), points(state, seat)));
        }
        return fmt::format("{}", fmt::join(parts, ", "));
    }

    // A game ends with a winner; in a match the next game's set-up follows at once.
    static bool same_game(const json& before, const json& after) {
        return before["game_winners"].size() == after["game_winners"].size();
    }
};

}  // namespace

std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names) {
    return std::make_unique<StrikeView>(std::move(names));
}

}  // namespace dicebox::strike
