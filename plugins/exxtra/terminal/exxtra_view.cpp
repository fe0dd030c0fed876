// Exxtra in the terminal: the race track with a lane per pawn, the dice ladder from
// ring 5 down to ring 0, and the two special dice. Everything comes from the state's
// JSON; what a placement knocks off is the state's own "knocks_off".
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../pawn_marks.hpp"
#include "dicebox/terminal/dice_art.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exxtra_view.hpp"

namespace dicebox::exxtra {
namespace {

using dicebox::terminal::columns_of;
using dicebox::terminal::draw_dice;
using dicebox::terminal::kTerminalColumns;
using dicebox::terminal::kXFace;
using nlohmann::json;

std::string two_digits(const json& value) {
    return fmt::format("{:02}", value.get<int>());
}

int position(const json& state, int seat) {
    return state["seats"][seat]["position"].get<int>();
}

int track_length(const json& state) {
    return state["params"]["track"].get<int>();
}

// Where `seat`'s pair stands on the ladder and its two digits; ring -1 when it has none.
struct Pair {
    int ring = -1;
    std::string value;
};

Pair pair_of(const json& state, int seat) {
    for (const auto& [ring, pairs] : state["ladder"].items()) {
        for (const auto& pair : pairs) {
            if (pair["seat"] == seat) return {std::stoi(ring), two_digits(pair["value"])};
        }
    }
    return {};
}

std::string face_text(const json& face) {
    return face == "X" ? "X" : std::to_string(face.get<int>());
}

std::vector<int> faces_of(const json& roll) {
    std::vector<int> faces;
    for (const auto& face : roll) faces.push_back(face == "X" ? kXFace : face.get<int>());
    return faces;
}

class ExxtraView : public dicebox::TerminalView {
  public:
    using dicebox::TerminalView::TerminalView;

    std::string chance(const json& before, const json& after,
                       const std::string& outcome) const override {
        const int seat = before["current"].get<int>();
        const int roll = before["rolls_this_turn"].get<int>() + 1;
        std::string out = roll == 1 ? fmt::format("\nTurn {}: {} has the dice.\n",
                                                  before["turn"].get<int>(), name(seat))
                                    : std::string();
        const int moved = position(after, seat) - position(before, seat);
        if (after["roll"].is_null()) {
            out += fmt::format("  {} rolls {} (roll {}): an X ends the turn", name(seat), outcome,
                               roll);
            if (moved < 0) {
                out += fmt::format(", pawn back {} to {}.\n", -moved, position(after, seat));
            } else {
                out += position(after, seat) == 0 ? "; the pawn stays on Start.\n" : ".\n";
            }
            return out + handover(before, after) + standings(after);
        }
        out += fmt::format("  {} rolls {} (roll {}) → {}", name(seat), outcome, roll,
                           two_digits(after["value"]));
        if (roll == 1 && outcome.find('X') != std::string::npos) {
            out += " (an X counts 0 on the first roll)";
        }
        if (moved > 0) {
            out += fmt::format("; a double: pawn +{} to {}", moved, position(after, seat));
        }
        out += ".\n";
        return out + goal(before, after);
    }

    // The whole board is public: every player sees the same.
    std::string board(const json& state, int /*seat*/) const override {
        return fmt::format("{}\n{}\n{}", draw_track(state), draw_ladder(state), draw_roll(state));
    }

    std::string explain(const json& state, int /*seat*/, const std::string& action) const override {
        if (action == "roll") return "roll both dice again; an X now ends the turn";
        const std::string ring = action.substr(action.find(' ') + 1);
        const int spaces = std::stoi(ring);
        std::string out = fmt::format("{} on ring {}", two_digits(state["value"]), ring);
        out += spaces == 0 ? " (no move next turn)" : fmt::format(" (+{} next turn)", spaces);
        const json& knocks = state["knocks_off"];
        if (!knocks.contains(ring)) return out;
        std::vector<std::string> knocked;
        for (const auto& other : knocks[ring]) {
            const Pair pair = pair_of(state, other.get<int>());
            knocked.push_back(
                fmt::format("{}'s {} from ring {}", name(other.get<int>()), pair.value, pair.ring));
        }
        if (knocked.empty()) return out + ", knocks off nobody";
        return out + ", knocks off " + fmt::format("{}", fmt::join(knocked, " and "));
    }

    std::string after_decisions(const json& before, const json& after) const override {
        // Rolling again changes nothing until the dice show: there is nothing to add.
        if (before["current"] == after["current"] && before["scores"] == after["scores"]) {
            return {};
        }
        return handover(before, after) + standings(after);
    }

    std::string final(const json& state) const override {
        std::string out = fmt::format("\nThe end, turn {}\n\n{}\n{}\n", state["turn"].get<int>(),
                                      draw_track(state), draw_ladder(state));
        for (const auto& seat : state["winners"]) {
            out += fmt::format("{}'s pawn is on the Goal.\n", name(seat.get<int>()));
        }
        return out + standings(state);
    }

    std::string resumed(const json& state) const override {
        const int rolls = state["rolls_this_turn"].get<int>();
        return fmt::format("Turn {}: {} has the dice{}.\n", state["turn"].get<int>(),
                           name(state["current"].get<int>()),
                           rolls == 0 ? std::string() : fmt::format(" (roll {})", rolls));
    }

  private:
    std::string standings(const json& state) const {
        std::vector<std::string> places;
        for (std::size_t seat = 0; seat < names().size(); ++seat) {
            places.push_back(
                fmt::format("{} {}", names()[seat], position(state, static_cast<int>(seat))));
        }
        return fmt::format("Positions: {}\n", fmt::join(places, ", "));
    }

    // When the dice pass on, the next player takes their pair back from the ladder and
    // moves by its ring; a pair knocked off on the way came back without a move.
    std::string handover(const json& before, const json& after) const {
        const int next = after["current"].get<int>();
        if (before["current"] == after["current"]) return {};
        const Pair pair = pair_of(before, next);
        const int moved = position(after, next) - position(before, next);
        if (pair.ring < 0 || (pair.ring > 0 && moved == 0)) return goal(before, after);
        std::string out =
            fmt::format("  {} takes the {} back from ring {}", name(next), pair.value, pair.ring);
        out += moved == 0 ? ": no move.\n"
                          : fmt::format(": pawn +{} to {}.\n", moved, position(after, next));
        return out + goal(before, after);
    }

    std::string goal(const json& before, const json& after) const {
        if (!after["terminal"].get<bool>() || before["terminal"].get<bool>()) return {};
        std::string out;
        for (const auto& seat : after["winners"]) {
            out += fmt::format("  {}'s pawn reaches the Goal!\n", name(seat.get<int>()));
        }
        return out;
    }

    // A lane per pawn, so that pawns on one space are all seen; long tracks are drawn in
    // parts that fit the screen.
    std::string draw_track(const json& state) const {
        const int goal_at = track_length(state);
        const int cell = static_cast<int>(std::to_string(goal_at).size()) + 1;
        std::size_t widest = 5;
        for (const auto& n : names()) widest = std::max(widest, columns_of(n));
        // A lane is its name, its spaces and the pawn's position after them.
        const int room = static_cast<int>(kTerminalColumns) - 2 - static_cast<int>(widest) - 2 -
                         static_cast<int>(std::to_string(goal_at).size());
        // As few parts as fit, of about one length: no part of a single space at the end.
        const int fitting = std::max(1, room / cell);
        const int spaces = goal_at + 1;
        const int parts = (spaces + fitting - 1) / fitting;
        const int per_part = (spaces + parts - 1) / parts;
        std::string out = fmt::format("Track: Start 0 to Goal {}\n", goal_at);
        for (int from = 0; from <= goal_at; from += per_part) {
            const int to = std::min(goal_at, from + per_part - 1);
            std::string head;
            for (int space = from; space <= to; ++space) {
                const std::string label = space == 0         ? "S"
                                          : space == goal_at ? "G"
                                                             : std::to_string(space);
                head += fmt::format("{:>{}}", label, cell);
            }
            out += fmt::format("  {:<{}}{}\n", "", widest, head);
            const auto marks = pawn_marks(names());
            for (std::size_t seat = 0; seat < names().size(); ++seat) {
                const int at = position(state, static_cast<int>(seat));
                std::string lane;
                for (int space = from; space <= to; ++space) {
                    lane += std::string(static_cast<std::size_t>(cell - 1), ' ');
                    lane += space == at ? marks[seat] : "·";
                }
                out += fmt::format("  {}{}{}  {}\n", names()[seat],
                                   std::string(widest - columns_of(names()[seat]), ' '), lane, at);
            }
        }
        return out;
    }

    std::string draw_ladder(const json& state) const {
        const int rings = state["params"]["rings"].get<int>();
        std::string out = "Dice ladder: a pair on ring N moves its pawn N spaces next turn\n";
        for (int ring = rings; ring >= 0; --ring) {
            std::vector<std::string> pairs;
            for (const auto& pair : state["ladder"][std::to_string(ring)]) {
                pairs.push_back(
                    fmt::format("{} {}", two_digits(pair["value"]), name(pair["seat"].get<int>())));
            }
            out += fmt::format("  ring {} │ {}\n", ring,
                               pairs.empty() ? "·" : fmt::format("{}", fmt::join(pairs, "   ")));
        }
        return out;
    }

    std::string draw_roll(const json& state) const {
        if (state["roll"].is_null()) return {};
        const json& roll = state["roll"];
        return fmt::format("Roll {} of this turn: {} {} → {}\n{:^9}  {}\n{}",
                           state["rolls_this_turn"].get<int>(), face_text(roll[0]),
                           face_text(roll[1]), two_digits(state["value"]), "die A", "  die B",
                           draw_dice(faces_of(roll)));
    }
};

}  // namespace

std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names) {
    return std::make_unique<ExxtraView>(std::move(names));
}

}  // namespace dicebox::exxtra
