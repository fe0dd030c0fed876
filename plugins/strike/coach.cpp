#include "coach.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "dicebox/sampled_games.hpp"
#include "duel.hpp"
#include "throw_odds.hpp"

namespace dicebox::strike {

using dicebox::Action;
using dicebox::Advice;
using dicebox::Seat;

namespace {

// Games played on after each choice where the game is not solved: enough to rank the
// clear choices, few enough for a hint within a fraction of a second.
constexpr int kSampledGames = 24;

std::string seat_name(const std::vector<std::string>& names, Seat seat) {
    if (seat < static_cast<Seat>(names.size()) && !names[seat].empty()) return names[seat];
    return fmt::format("seat {}", seat);
}

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
    const std::string name = seat_name(names, next);
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

}  // namespace

const std::vector<Advice>& StrikeCoach::judge(const StrikeState& state, Seat seat,
                                              const std::shared_ptr<const Duel>& duel,
                                              dicebox::Rng& rng) {
    state.legal_actions(seat, actions_);
    judged_.clear();
    for (const Action action : actions_) {
        double chance = 0;
        if (duel == nullptr) {
            chance = dicebox::sampled_chance(state, seat, action, kSampledGames, planner_, rng);
        } else if (action == kStop) {
            chance = duel->stopping(state);
        } else {
            chance = duel->throwing(state, static_cast<Style>(action));
        }
        judged_.push_back({action, std::clamp(chance, 0.0, 1.0), {}});
    }
    return judged_;
}

std::shared_ptr<const Duel> StrikeCoach::solved(const StrikeState& state) {
    return state.players() == 2 && !state.rules().match ? Duel::of(state.rules()) : nullptr;
}

std::vector<Advice> StrikeCoach::advise(const dicebox::State& view, Seat seat,
                                        const std::vector<std::string>& names, dicebox::Rng& rng) {
    const auto& state = static_cast<const StrikeState&>(view);
    std::vector<Advice> advice = judge(state, seat, solved(state), rng);
    // Ties keep the order of the legal actions, as the expert bot breaks them.
    std::stable_sort(advice.begin(), advice.end(),
                     [](const Advice& a, const Advice& b) { return a.value > b.value; });
    for (Advice& choice : advice) {
        choice.reason = choice.action == kStop
                            ? stopping_reason(state, names)
                            : throwing_reason(state, static_cast<Style>(choice.action));
    }
    return advice;
}

}  // namespace dicebox::strike
