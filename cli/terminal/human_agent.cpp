#include "terminal/human_agent.hpp"

#include <fmt/format.h>
#include <unistd.h>

namespace dicebox::cli {

namespace {

bool interactive() {
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
}

}  // namespace

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
    std::vector<dicebox::Action> actions;
    state.legal_actions(seat, actions);
    std::vector<std::string> choices;
    for (const auto action : actions) choices.push_back(seen->format_action(action));
    dicebox::Action chosen = 0;
    const auto take = [&](const std::string& notation) -> std::string {
        const auto parsed = state.parse_action(notation);
        if (!parsed) return fmt::format("Not understood: {}.", parsed.error());
        if (std::string why = state.refusal(seat, *parsed); !why.empty())
            return fmt::format("Not allowed: {}.", why);
        chosen = *parsed;
        return {};
    };
    if (!prompt_.ask(seen->to_json(), seat, choices, take, [&] { return hinter_(seat); }))
        return std::nullopt;
    if (secret) {
        // The screen is cleared so that the next person cannot read this choice.
        if (interactive()) fmt::print("\033[2J\033[H");
        fmt::print("{} has chosen.\n", name_);
    }
    return chosen;
}

}  // namespace dicebox::cli
