#include "terminal/human_agent.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include "dicebox/secrets.hpp"

namespace dicebox::cli {

namespace {

bool interactive() {
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
}

}  // namespace

std::optional<dicebox::Action> HumanAgent::decide(const dicebox::State& state, dicebox::Seat seat) {
    // A decision the rules hold (EXTRA!'s choice while others still choose) is kept from
    // the others at the same screen; any other is shown to everybody anyway.
    const bool secret = hot_seat_ && dicebox::decides_in_secret(state, seat);
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
    if (!prompt_.ask(seen->to_json(), seat, choices, take,
                     [&](const std::vector<std::string>& listed) { return hinter_(seat, listed); }))
        return std::nullopt;
    // The screen is cleared so that the next person cannot read this choice.
    if (secret && interactive()) fmt::print("\033[2J\033[H");
    return chosen;
}

}  // namespace dicebox::cli
