#include "bots.hpp"

#include <algorithm>
#include <limits>
#include <tuple>

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

double PlannerBot::placement_value(int ring, int value) const {
    const double win = track_;  // reaching the Goal is worth a whole track
    double worth = 0;
    if (ring > 0) {
        const double steps = position_ + ring >= track_ ? win : ring;
        worth += steps * survives_[value * (rings_ + 1) + ring];
    }
    for (const Knockable& pair : knockable_) {
        if (pair.ring > ring && pair.value <= value) worth += pair.worth;
    }
    return worth;
}

std::pair<int, double> PlannerBot::best_placement(int value) const {
    std::pair<int, double> best{0, -std::numeric_limits<double>::infinity()};
    for (const int ring : free_rings_) {
        const double worth = placement_value(ring, value);
        if (worth > best.second) best = {ring, worth};
    }
    return best;
}

void PlannerBot::learn(const ExxtraRules& rules, int players) {
    if (learnt_ == rules && learnt_players_ == players) return;
    learnt_ = rules;
    learnt_players_ = players;
    planned_.clear();
    track_ = rules.track;
    rings_ = rules.rings;
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
    later_rolls_.clear();
    for_each_roll(rules, [&](const Roll& roll, double p) {
        roll_p_ = p;
        later_rolls_.push_back({roll.xs() > 0, rules.invalid_roll_costs[roll.xs()],
                                roll.is_double(), rules.double_moves[roll.a],
                                rules.value(roll.a, roll.b, false)});
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

void PlannerBot::plan(const ExxtraState& state) {
    planned_mover_ = state.current();
    planned_.clear();
    for (Seat seat = 0; seat < state.players(); ++seat) planned_.push_back(state.player(seat));
    position_ = state.player(planned_mover_).position;
    free_rings_.clear();
    for (int ring = 0; ring <= rings_; ++ring) {
        if (state.ring_free(ring)) free_rings_.push_back(ring);
    }
    // Knocking off an opponent's pair is worth the steps it would have moved their pawn.
    const double win = track_;
    const int opponents = state.players() - 1;
    knockable_.clear();
    for (const Player& them : planned_) {
        if (them.ring < 1) continue;
        knockable_.push_back({them.ring, them.value,
                              (them.position + them.ring >= track_ ? win : them.ring) / opponents});
    }

    // The best placement of each value a later roll can have.
    best_.assign(top_ + 1, -std::numeric_limits<double>::infinity());
    best_ring_.assign(top_ + 1, 0);
    for (int value = 0; value <= top_; ++value) {
        if (later_values_[value]) std::tie(best_ring_[value], best_[value]) = best_placement(value);
    }

    // Rolling again, looking up to kHorizon rolls ahead: an X ends the turn with steps
    // back; a double moves at once; then the better of placing and rolling on.
    constexpr int kHorizon = 6;
    roll_on_ = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < kHorizon; ++k) {
        double expected = 0;
        for (const LaterRoll& roll : later_rolls_) {
            if (roll.invalid) {
                expected -= roll_p_ * std::min(position_, roll.cost);
                continue;
            }
            double gain = 0;
            if (roll.is_double) gain = position_ + roll.move >= track_ ? track_ : roll.move;
            expected += roll_p_ * (gain + std::max(best_[roll.value], roll_on_));
        }
        roll_on_ = expected;
    }
}

Action PlannerBot::choose(const dicebox::State& state, Seat, dicebox::Rng&) {
    const auto& game = exxtra_state(state);
    learn(game.rules(), game.players());
    bool same = game.current() == planned_mover_ &&
                planned_.size() == static_cast<std::size_t>(game.players());
    for (Seat seat = 0; same && seat < game.players(); ++seat)
        same = planned_[seat] == game.player(seat);
    if (!same) plan(game);

    // A first roll may have a value no later roll has (an X counts 0).
    const int value = game.roll_value();
    const auto [ring, worth] =
        later_values_[value] ? std::pair{best_ring_[value], best_[value]} : best_placement(value);
    return worth >= roll_on_ ? place(ring) : kRollAgain;
}

}  // namespace dicebox::exxtra
