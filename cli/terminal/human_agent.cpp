#include "terminal/human_agent.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include "dicebox/secrets.hpp"

namespace dicebox::cli {

namespace {

bool interactive() {
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
}

// Whether the rules hold a decision now, taken but not yet revealed.
bool holds_any(const dicebox::State& state) {
    for (dicebox::Seat seat = 0; seat < state.players(); ++seat) {
        if (state.held_decisions(seat) > 0) return true;
    }
    return false;
}

}  // namespace

bool HumanAgent::others_look_away(dicebox::Seat seat) {
    // A turn of several decisions is one turn: one gate.
    if (shared_->turn == seat) return true;
    shared_->turn = seat;
    fmt::print("\n── {}'s turn: the others look away ──\n", name_);
    if (!interactive()) return true;
    fmt::print("{}: Enter when only you see the screen (quit leaves the game).", name_);
    std::fflush(stdout);
    std::string line;
    return std::getline(in_, line) && answer_of(line) != "quit";
}

std::optional<dicebox::Action> HumanAgent::decide(const dicebox::State& state, dicebox::Seat seat) {
    // Where people share the screen and the rules keep decisions secret (EXTRA!'s choices,
    // each hidden until everybody has chosen), every turn is taken unseen: what the seat's
    // own view shows, the hints it asks and its choice are for the person at the seat
    // alone. Public turns (Exxtra's, Strike's) are everybody's to watch.
    const bool unseen =
        shared_ != nullptr && (dicebox::decides_in_secret(state, seat) || holds_any(state));
    if (unseen && !others_look_away(seat)) return std::nullopt;
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
    // The screen is cleared, and its scrollback, so that the next person can neither read
    // this turn nor scroll back to it.
    if (unseen && interactive()) fmt::print("\033[H\033[2J\033[3J");
    return chosen;
}

}  // namespace dicebox::cli
