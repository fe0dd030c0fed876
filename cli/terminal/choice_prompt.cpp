#include "terminal/choice_prompt.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "dicebox/terminal/fit.hpp"

namespace dicebox::cli {

const char* const kAnswersHelp =
    "At your turn, type the number of a choice, or the choice in the game's notation\n"
    "(the list shows it; every game's is in rules.md, under Notation). ? lists the\n"
    "choices again; hint asks the coach for its best three, numbered as in the list;\n"
    "quit leaves the game, which stays unfinished for 'dicebox resume ID'. With\n"
    "several people at one terminal, a turn the rules keep secret begins while the\n"
    "others look away: Enter goes on, quit leaves.";

// The answer as the notation writes it: without the blanks around it, and in small
// letters, as people type "Roll" or "PLACE 5" as readily as "roll".
std::string answer_of(std::string line) {
    line.erase(0, line.find_first_not_of(" \t\r"));
    line.erase(line.find_last_not_of(" \t\r") + 1);
    std::transform(line.begin(), line.end(), line.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return line;
}

void ChoicePrompt::list(const nlohmann::json& seen, int seat,
                        const std::vector<std::string>& choices) const {
    fmt::print("Your choices (? lists them again, hint asks the coach, quit leaves the game):\n");
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string number = fmt::format("  {:>2}) {:<14} ", i + 1, choices[i]);
        // A long explanation goes on under itself.
        fmt::print("{}\n", terminal::fitted(number + view_.explain(seen, seat, choices[i]),
                                            terminal::columns_of(number)));
    }
}

std::string ChoicePrompt::prompt(const std::string& example) const {
    const std::string asked =
        fmt::format("{}, your choice (a number or e.g. {}): ", name_, example);
    // Room for the longest answer on the same line; a long name asks on a line of its own.
    if (terminal::columns_of(asked) + kLongestAnswer <= terminal::kTerminalColumns) return asked;
    return fmt::format("{}:\nyour choice (a number or e.g. {}): ", name_, example);
}

bool ChoicePrompt::ask(const nlohmann::json& seen, int seat,
                       const std::vector<std::string>& choices, const Take& take,
                       const Hinter& hinter) const {
    fmt::print("\n{}\n{}", name_, terminal::fitted(view_.board(seen, seat)));
    list(seen, seat, choices);
    std::string line;
    while (true) {
        fmt::print("{}", prompt(choices.front()));
        std::fflush(stdout);
        if (!std::getline(in_, line)) return false;
        // Typed input echoes itself; piped input is echoed so that a transcript reads well.
        if (!isatty(STDIN_FILENO)) fmt::print("{}\n", line);
        line = answer_of(line);
        if (line.empty()) continue;
        if (line == "?") {
            list(seen, seat, choices);
            continue;
        }
        if (line == "quit") return false;
        if (line == "hint") {
            fmt::print("{}", terminal::fitted(hinter(choices)));
            continue;
        }
        std::size_t number = 0;
        const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), number);
        if (ec == std::errc() && end == line.data() + line.size()) {
            if (number < 1 || number > choices.size()) {
                fmt::print("There is no choice {}; choose 1 to {}.\n", line, choices.size());
                continue;
            }
            line = choices[number - 1];
        }
        if (const std::string why = take(line); !why.empty()) {
            fmt::print("{}\n", terminal::fitted(why));
            continue;
        }
        return true;
    }
}

}  // namespace dicebox::cli
