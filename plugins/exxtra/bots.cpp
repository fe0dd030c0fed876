#include "bots.hpp"

#include <algorithm>
#include <limits>

namespace dicebox::exxtra {

using dicebox::Action;
using dicebox::Seat;

namespace {

const ExxtraState& exxtra_state(const dicebox::State& state) {
    return static_cast<const ExxtraState&>(state);
}

int highest_free_ring(const ExxtraState& state) {
    int ring = state.rules().rings;
    while (!state.ring_free(ring)) --ring;
    return ring;
}

}  // namespace

Action ThresholdBot::choose(const dicebox::State& state, Seat, dicebox::Rng&) {
    const auto& game = exxtra_state(state);
    if (game.roll_value() >= accept_at_ || game.rolls_this_turn() >= max_rolls_) {
        return place(highest_free_ring(game));
    }
    return kRollAgain;
}

double PlannerBot::placement_value(const ExxtraState& state, int ring, int value) const {
    const auto& rules = state.rules();
    const Seat me = state.current();
    const int opponents = state.players() - 1;
    const double win = rules.track;  // reaching the Goal is worth a whole track
    double worth = 0;
    if (ring > 0) {
        const int position = state.player(me).position;
        const double steps = position + ring >= rules.track ? win : ring;
        worth += steps * survives_[value * (rules.rings + 1) + ring];
    }
    for (Seat other = 0; other < state.players(); ++other) {
        if (!state.knocks_off(other, ring, value)) continue;
        const Player& them = state.player(other);
        worth += (them.position + them.ring >= rules.track ? win : them.ring) / opponents;
    }
    return worth;
}

void PlannerBot::learn(const ExxtraRules& rules, int players) {
    if (learnt_ == rules && learnt_players_ == players) return;
    learnt_ = rules;
    learnt_players_ = players;
    // The values a roll can have (a house rule may change them, rules.hpp).
    top_ = 0;
    for_each_roll(rules, [&](const Roll& roll, double) {
        top_ =
            std::max({top_, rules.value(roll.a, roll.b, true), rules.value(roll.a, roll.b, false)});
    });

    // An opponent beats a value when their first roll reaches it (X counting 0), or a
    // later roll does after a first one below it.
    std::vector<double> first(top_ + 2, 0.0);
    std::vector<double> later(top_ + 2, 0.0);
    beaten_.assign(top_ + 1, 0.0);
    later_values_.assign(top_ + 1, false);
    for_each_roll(rules, [&](const Roll& roll, double p) {
        first[rules.value(roll.a, roll.b, true)] += p;
        if (roll.xs() > 0) return;
        later[rules.value(roll.a, roll.b, false)] += p;
        later_values_[rules.value(roll.a, roll.b, false)] = true;
    });
    for (int v = top_; v >= 0; --v) {
        first[v] += first[v + 1];
        later[v] += later[v + 1];
        beaten_[v] = first[v] + (1 - first[v]) * later[v];
    }
    // Each opponent may beat the value and place below; a higher ring has more rings
    // below it to be knocked off from.
    survives_.assign(static_cast<std::size_t>((top_ + 1) * (rules.rings + 1)), 1.0);
    for (int value = 0; value <= top_; ++value) {
        for (int ring = 1; ring <= rules.rings; ++ring) {
            double& survives = survives_[value * (rules.rings + 1) + ring];
            const double knocked = beaten_[value] * ring / rules.rings;
            for (int i = 0; i < players - 1; ++i) survives *= 1 - knocked;
        }
    }
}

Action PlannerBot::choose(const dicebox::State& state, Seat, dicebox::Rng&) {
    const auto& game = exxtra_state(state);
    const auto& rules = game.rules();
    learn(rules, game.players());

    // The best placement of each value that can be placed now or after another roll.
    best_.assign(top_ + 1, -std::numeric_limits<double>::infinity());
    best_ring_.assign(top_ + 1, 0);
    wanted_ = later_values_;
    wanted_[game.roll_value()] = true;
    free_rings_.clear();
    for (int ring = 0; ring <= rules.rings; ++ring) {
        if (game.ring_free(ring)) free_rings_.push_back(ring);
    }
    for (int value = 0; value <= top_; ++value) {
        if (!wanted_[value]) continue;
        for (const int ring : free_rings_) {
            const double worth = placement_value(game, ring, value);
            if (worth > best_[value]) {
                best_[value] = worth;
                best_ring_[value] = ring;
            }
        }
    }

    // Rolling again, looking up to kHorizon rolls ahead: an X ends the turn with steps
    // back; a double moves at once; then the better of placing and rolling on.
    constexpr int kHorizon = 6;
    const int position = game.player(game.current()).position;
    double roll_on = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < kHorizon; ++k) {
        double expected = 0;
        for_each_roll(rules, [&](const Roll& roll, double p) {
            if (roll.xs() > 0) {
                expected -= p * std::min(position, rules.invalid_roll_costs[roll.xs()]);
                return;
            }
            double gain = 0;
            if (roll.is_double()) {
                const int move = rules.double_moves[roll.a];
                gain = position + move >= rules.track ? rules.track : move;
            }
            expected += p * (gain + std::max(best_[rules.value(roll.a, roll.b, false)], roll_on));
        });
        roll_on = expected;
    }
    const int value = game.roll_value();
    return best_[value] >= roll_on ? place(best_ring_[value]) : kRollAgain;
}

}  // namespace dicebox::exxtra
