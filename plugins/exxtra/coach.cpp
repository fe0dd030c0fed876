#include "coach.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/sampled_games.hpp"
#include "duel.hpp"

namespace dicebox::exxtra {

using dicebox::Action;
using dicebox::Advice;
using dicebox::Seat;

namespace {

// Games played on after each choice where the race is not solved: enough to rank the
// clear choices, few enough for a hint within a fraction of a second.
constexpr int kSampledGames = 48;

std::string name_of(const std::vector<std::string>& names, Seat seat) {
    if (seat < static_cast<Seat>(names.size()) && !names[seat].empty()) return names[seat];
    return fmt::format("seat {}", seat);
}

// docs/rules.md, Exxtra, A turn, 3 and 4: the ring, the pairs it knocks off, and what the
// pair will move when it is collected.
std::string placing_reason(const ExxtraState& state, int ring,
                           const std::vector<std::string>& names) {
    const int value = state.roll_value();
    std::string reason = fmt::format("places {} on ring {}", value_text(value), ring);
    const std::vector<Seat> knocked = state.knocked_off(ring, value);
    for (std::size_t i = 0; i < knocked.size(); ++i) {
        reason += i == 0 ? ", knocks off " : " and ";
        reason += fmt::format("{}'s {}", name_of(names, knocked[i]),
                              value_text(state.player(knocked[i]).value));
    }
    if (ring == 0) {
        reason += "; it moves nothing";
    } else if (state.player(state.current()).position + ring >= state.rules().track) {
        reason += "; reaches the Goal if it stays";
    }
    return reason;
}

// docs/rules.md, Exxtra, A turn, 2: an X on a later roll loses the roll (and steps back); a
// double moves the pawn at once.
std::string rolling_reason(const ExxtraState& state) {
    const ExxtraRules& rules = state.rules();
    const int position = state.player(state.current()).position;
    int invalid = 0;
    int to_goal = 0;
    for (int i = 0; i < rules.die_a.count; ++i) {
        for (int j = 0; j < rules.die_b.count; ++j) {
            const Roll roll{rules.die_a.faces[i], rules.die_b.faces[j]};
            if (roll.xs() > 0) {
                ++invalid;
            } else if (roll.is_double() && position + rules.double_moves[roll.a] >= rules.track) {
                ++to_goal;
            }
        }
    }
    const int rolls = rules.die_a.count * rules.die_b.count;
    std::string reason = fmt::format("rolls again: {} in {} to lose the roll", invalid, rolls);
    if (invalid > 0 && position > 0 && rules.invalid_roll_costs[1] > 0) reason += " and go back";
    if (to_goal > 0) {
        reason += fmt::format(", {} in {} for a double that reaches the Goal", to_goal, rolls);
    }
    return reason;
}

}  // namespace

const std::vector<Advice>& ExxtraCoach::judge(const ExxtraState& state, Seat seat,
                                              const std::shared_ptr<const Duel>& duel,
                                              dicebox::Rng& rng) {
    state.legal_actions(seat, actions_);
    judged_.clear();
    for (const Action action : actions_) {
        double chance = 0;
        if (duel == nullptr) {
            chance = dicebox::sampled_chance(state, seat, action, kSampledGames, planner_, rng);
        } else if (action == kRollAgain) {
            chance = duel->rolling_again(state);
        } else {
            chance = duel->placing(state, ring_placed(action));
        }
        judged_.push_back({action, std::clamp(chance, 0.0, 1.0), {}});
    }
    return judged_;
}

std::shared_ptr<const Duel> ExxtraCoach::solved(const ExxtraState& state) {
    return state.players() == 2 ? Duel::of(state.rules()) : nullptr;
}

std::vector<Advice> ExxtraCoach::advise(const dicebox::State& view, Seat seat,
                                        const std::vector<std::string>& names, dicebox::Rng& rng) {
    const auto& state = static_cast<const ExxtraState&>(view);
    std::vector<Advice> advice = judge(state, seat, solved(state), rng);
    // Ties keep the order of the legal actions, as the expert bot breaks them.
    std::stable_sort(advice.begin(), advice.end(),
                     [](const Advice& a, const Advice& b) { return a.value > b.value; });
    for (Advice& choice : advice) {
        choice.reason = choice.action == kRollAgain
                            ? rolling_reason(state)
                            : placing_reason(state, ring_placed(choice.action), names);
    }
    return advice;
}

}  // namespace dicebox::exxtra
