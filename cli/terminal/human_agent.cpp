#include "terminal/human_agent.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "dicebox/terminal/fit.hpp"

namespace dicebox::cli {

namespace {

bool interactive() {
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
}

// The answer as the notation writes it: without the blanks around it, and in small
// letters, as people type "Roll" or "PLACE 5" as readily as "roll".
std::string answer_of(std::string line) {
    line.erase(0, line.find_first_not_of(" \t\r"));
    line.erase(line.find_last_not_of(" \t\r") + 1);
    std::transform(line.begin(), line.end(), line.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return line;
}

}  // namespace

void HumanAgent::list_choices(const dicebox::State& seen, dicebox::Seat seat,
                              const std::vector<dicebox::Action>& actions) const {
    const auto json = seen.to_json();
    fmt::print("Your choices (? lists them again, hint asks the coach, quit leaves the game):\n");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string text = seen.format_action(actions[i]);
        const std::string number = fmt::format("  {:>2}) {:<14} ", i + 1, text);
        // A long explanation goes on under itself.
        fmt::print("{}\n", terminal::fitted(number + view_.explain(json, seat, text),
                                            terminal::columns_of(number)));
    }
}

std::string HumanAgent::prompt(const dicebox::State& state,
                               const std::vector<dicebox::Action>& actions) const {
    const std::string asked = fmt::format("{}, your choice (a number or e.g. {}): ", name_,
                                          state.format_action(actions.front()));
    // Room for the longest answer on the same line; a long name asks on a line of its own.
    if (terminal::columns_of(asked) + kLongestAnswer <= terminal::kTerminalColumns) return asked;
    return fmt::format("{}:\nyour choice (a number or e.g. {}): ", name_,
                       state.format_action(actions.front()));
}

std::optional<dicebox::Action> HumanAgent::decide(const dicebox::State& state, dicebox::Seat seat) {
    // Secret only while several seats choose at once (EXTRA!'s round): in a game of
    // public turns, and for the last to choose, the choice is shown at once anyway. The
    // bots on the roll have chosen before the people (Match), so those still choosing
    // are people.
    std::vector<dicebox::Seat> choosing;
    state.to_move(choosing);
    const bool secret = hot_seat_ && choosing.size() > 1;
    if (secret) {
        fmt::print("\n── {}'s turn: the others look away ──\n", name_);
        if (interactive()) {
            fmt::print("{}, press Enter when only you can see the screen.", name_);
            std::fflush(stdout);
            std::string ignored;
            if (!std::getline(in_, ignored)) return std::nullopt;
        }
    }
    // Drawn from the seat's own view; legality is the full state's.
    const auto seen = state.view(seat);
    fmt::print("\n{}\n{}", name_, terminal::fitted(view_.board(seen->to_json(), seat)));
    std::vector<dicebox::Action> actions;
    state.legal_actions(seat, actions);
    list_choices(*seen, seat, actions);

    std::string line;
    while (true) {
        fmt::print("{}", prompt(state, actions));
        std::fflush(stdout);
        if (!std::getline(in_, line)) return std::nullopt;
        // Typed input echoes itself; piped input is echoed so that a transcript reads well.
        if (!isatty(STDIN_FILENO)) fmt::print("{}\n", line);
        line = answer_of(line);
        if (line.empty()) continue;
        if (line == "?") {
            list_choices(*seen, seat, actions);
            continue;
        }
        if (line == "quit") return std::nullopt;
        if (line == "hint") {
            fmt::print("{}", terminal::fitted(hinter_(seat)));
            continue;
        }

        dicebox::Action action = 0;
        std::size_t number = 0;
        const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), number);
        if (ec == std::errc() && end == line.data() + line.size()) {
            if (number < 1 || number > actions.size()) {
                fmt::print("There is no choice {}; choose 1 to {}.\n", line, actions.size());
                continue;
            }
            action = actions[number - 1];
        } else {
            const auto parsed = state.parse_action(line);
            if (!parsed) {
                fmt::print("Not understood: {}.\n", parsed.error());
                continue;
            }
            action = *parsed;
            if (std::string why = state.refusal(seat, action); !why.empty()) {
                fmt::print("Not allowed: {}.\n", why);
                continue;
            }
        }
        if (secret) {
            // The screen is cleared so that the next person cannot read this choice.
            if (interactive()) fmt::print("\033[2J\033[H");
            fmt::print("{} has chosen.\n", name_);
        }
        return action;
    }
}

}  // namespace dicebox::cli
