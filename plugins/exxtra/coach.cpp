#include "coach.hpp"

#include <fmt/format.h>

#include <string>
#include <vector>

#include "bots.hpp"
#include "dicebox/chance_coach.hpp"
#include "duel.hpp"
#include "exxtra_state.hpp"

namespace dicebox::exxtra {

using dicebox::Action;
using dicebox::Seat;

namespace {

// docs/rules.md, Exxtra, A turn, 3 and 4: the ring, the pairs it knocks off, and what the
// pair will move when it is collected.
std::string placing_reason(const ExxtraState& state, int ring,
                           const std::vector<std::string>& names) {
    const int value = state.roll_value();
    std::string reason = fmt::format("places {} on ring {}", value_text(value), ring);
    const std::vector<Seat> knocked = state.knocked_off(ring, value);
    for (std::size_t i = 0; i < knocked.size(); ++i) {
        reason += i == 0 ? ", knocks off " : " and ";
        reason += fmt::format("{}'s {}", dicebox::seat_name(names, knocked[i]),
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

// What Exxtra's coach and expert are made of (dicebox/chance_coach.hpp).
struct Chances {
    using State = ExxtraState;
    using Solution = Duel;
    using Planner = PlannerBot;

    static constexpr int sampled_games = 48;

    // With two players; null too where a house rule's race is too long to solve.
    static std::shared_ptr<const Duel> solved(const ExxtraState& state) {
        return state.players() == 2 ? Duel::of(state.rules()) : nullptr;
    }

    static double chance(const Duel& duel, const ExxtraState& state, Action action) {
        return action == kRollAgain ? duel.rolling_again(state)
                                    : duel.placing(state, ring_placed(action));
    }

    static std::string reason(const ExxtraState& state, Action action,
                              const std::vector<std::string>& names) {
        return action == kRollAgain ? rolling_reason(state)
                                    : placing_reason(state, ring_placed(action), names);
    }
};

}  // namespace

std::unique_ptr<dicebox::Coach> new_coach() {
    return std::make_unique<dicebox::ChanceCoach<Chances>>();
}

std::unique_ptr<dicebox::Bot> new_expert() {
    return std::make_unique<dicebox::CoachedExpert<Chances>>();
}

}  // namespace dicebox::exxtra
