#include "coach.hpp"

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <vector>

#include "bots.hpp"
#include "dicebox/chance_coach.hpp"
#include "duel.hpp"
#include "strike_state.hpp"
#include "throw_odds.hpp"

namespace dicebox::strike {

using dicebox::Action;
using dicebox::Seat;

namespace {

Seat next_in(const StrikeState& state) {
    Seat next = state.current();
    do {
        next = (next + 1) % state.players();
    } while (state.out(next));
    return next;
}

std::string dice_text(int dice) {
    return dice == 1 ? "1 die" : fmt::format("{} dice", dice);
}

std::string percent(double p) {
    return fmt::format("{}%", static_cast<int>(std::lround(100 * p)));
}

// docs/rules.md, Strike, A turn and The big throw: the chance to match and take dice, and
// to lose dice (to an X, or out of the arena).
std::string throwing_reason(const StrikeState& state, Style style) {
    const int faces = faces_of(state.arena());
    const int thrown = state.dice_to_throw();
    const int before = dice_of(faces) + thrown;
    double match = 0;
    double lose = 0;
    for (const Landing& landing :
         throw_odds(faces, state.rules().model(style, thrown, dice_of(faces)), thrown)) {
        if (landing.taken > 0) match += landing.p;
        if (dice_of(landing.faces) + landing.taken < before) lose += landing.p;
    }
    const std::string odds =
        fmt::format("{} to match and take dice, {} to lose a die", percent(match), percent(lose));
    if (state.big_throw()) {
        return fmt::format("the big throw, {}: {}{}, {}", style_name(style),
                           thrown == 1 ? "" : "all ", dice_text(thrown), odds);
    }
    return fmt::format("throws {}: {}", style_name(style), odds);
}

std::string stopping_reason(const StrikeState& state, const std::vector<std::string>& names) {
    const Seat next = next_in(state);
    const std::string name = dicebox::seat_name(names, next);
    if (dice_in(state.arena()) == 0) {
        const int theirs = state.reserve(next);
        return fmt::format("stops: {} must make the big throw of {}{}", name,
                           theirs == 1 ? "" : "all ", dice_text(theirs));
    }
    std::string lying;
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        if (state.arena()[face] > 0) lying += fmt::format("{}{}", lying.empty() ? "" : " ", face);
    }
    return fmt::format("stops: {} throws next into {}", name, lying);
}

// What Strike's coach and expert are made of (dicebox/chance_coach.hpp).
struct Chances {
    using State = StrikeState;
    using Solution = Duel;
    using Planner = PlannerBot;

    static constexpr int sampled_games = 24;

    // A single game of two players.
    static std::shared_ptr<const Duel> solved(const StrikeState& state) {
        return state.players() == 2 && !state.rules().match ? Duel::of(state.rules()) : nullptr;
    }

    static double chance(const Duel& duel, const StrikeState& state, Action action) {
        return action == kStop ? duel.stopping(state)
                               : duel.throwing(state, static_cast<Style>(action));
    }

    static std::string reason(const StrikeState& state, Action action,
                              const std::vector<std::string>& names) {
        return action == kStop ? stopping_reason(state, names)
                               : throwing_reason(state, static_cast<Style>(action));
    }
};

}  // namespace

std::unique_ptr<dicebox::Coach> new_coach() {
    return std::make_unique<dicebox::ChanceCoach<Chances>>();
}

std::unique_ptr<dicebox::Bot> new_expert() {
    return std::make_unique<dicebox::CoachedExpert<Chances>>();
}

}  // namespace dicebox::strike
