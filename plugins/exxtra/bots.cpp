#include "bots.hpp"

#include <algorithm>
#include <limits>

namespace exxtra {

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

// Every roll of die A and die B, each as likely as the faces make it.
template <class Visit>
void for_each_roll(const ExxtraRules& rules, Visit visit) {
    const double p = 1.0 / (rules.die_a.count * rules.die_b.count);
    for (int i = 0; i < rules.die_a.count; ++i) {
        for (int j = 0; j < rules.die_b.count; ++j)
            visit(Roll{rules.die_a.faces[i], rules.die_b.faces[j]}, p);
    }
}

}  // namespace

Action ThresholdBot::choose(const dicebox::State& state, Seat, dicebox::Rng&) {
    const auto& game = exxtra_state(state);
    if (game.roll().value() >= accept_at_ || game.rolls_this_turn() >= max_rolls_) {
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
        // Each opponent may beat the value and place below; a higher ring has more
        // rings below it to be knocked off from.
        double survives = 1;
        const double knocked = beaten_[value] * ring / rules.rings;
        for (int i = 0; i < opponents; ++i) survives *= 1 - knocked;
        worth += steps * survives;
    }
    for (Seat other = 0; other < state.players(); ++other) {
        if (!state.knocks_off(other, ring, value)) continue;
        const Player& them = state.player(other);
        worth += (them.position + them.ring >= rules.track ? win : them.ring) / opponents;
    }
    return worth;
}

Action PlannerBot::choose(const dicebox::State& state, Seat, dicebox::Rng&) {
    const auto& game = exxtra_state(state);
    const auto& rules = game.rules();

    // An opponent beats a value when their first roll reaches it (X counting 0), or a
    // later roll does after a first one below it.
    std::array<double, 101> first{};
    std::array<double, 101> later{};
    for_each_roll(rules, [&](const Roll& roll, double p) {
        first[roll.value()] += p;
        if (roll.xs() == 0) later[roll.value()] += p;
    });
    for (int v = 99; v >= 0; --v) {
        first[v] += first[v + 1];
        later[v] += later[v + 1];
        beaten_[v] = first[v] + (1 - first[v]) * later[v];
    }

    // The best placement of each value that can be placed now or after another roll.
    std::array<double, 100> best;
    std::array<int, 100> best_ring;
    best.fill(-std::numeric_limits<double>::infinity());
    std::array<bool, 100> wanted{};
    wanted[game.roll().value()] = true;
    for_each_roll(rules, [&](const Roll& roll, double) { wanted[roll.value()] |= roll.xs() == 0; });
    for (int value = 0; value < 100; ++value) {
        if (!wanted[value]) continue;
        for (int ring = 0; ring <= rules.rings; ++ring) {
            if (!game.ring_free(ring)) continue;
            const double worth = placement_value(game, ring, value);
            if (worth > best[value]) {
                best[value] = worth;
                best_ring[value] = ring;
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
                expected -= p * std::min(position, roll.xs() * rules.x_step_back);
                return;
            }
            double gain = 0;
            if (roll.is_double()) {
                const int move = rules.double_moves[roll.a];
                gain = position + move >= rules.track ? rules.track : move;
            }
            expected += p * (gain + std::max(best[roll.value()], roll_on));
        });
        roll_on = expected;
    }
    const int value = game.roll().value();
    return best[value] >= roll_on ? place(best_ring[value]) : kRollAgain;
}

}  // namespace exxtra
