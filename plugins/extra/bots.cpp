#include "bots.hpp"

#include <algorithm>
#include <cmath>

#include "dicebox/rng.hpp"

namespace extra {

using dicebox::Action;

namespace {

// Picks uniformly among the best-valued choices, so that ties do not favour one row.
template <class Value>
Action best_choice(const ExtraState& state, const Sheet& sheet, std::vector<Action>& actions,
                   std::vector<Action>& best, dicebox::Rng& rng, Value value) {
    state.choices_for(sheet, actions);
    double top = -1e18;
    best.clear();
    for (Action action : actions) {
        const double v = value(state.entered(sheet, Choice::decode(action)));
        if (v > top + 1e-9) {
            top = v;
            best.clear();
        }
        if (v > top - 1e-9) best.push_back(action);
    }
    return best[rng.below(static_cast<std::uint32_t>(best.size()))];
}

// Ways out of 36 that two dice show each sum 2..12.
constexpr int kWays[kRowCount] = {1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

// Rounds a player can expect before an EXTRA column fills. Each round crosses one
// column (but on a free ride); spreading the crosses lasts longest, and a nearly full
// column is likely to be forced to its end.
double rounds_left(const ExtraRules& rules, const Sheet& sheet) {
    int spread = 1;
    int nearest = 1 << 20;
    for (int k = 0; k < rules.columns; ++k) {
        const int left = rules.column_lengths[k] - sheet.columns[k].crosses +
                         (sheet.columns[k].number == 0 && sheet.handicap ? 1 : 0);
        spread += left - 1;
        nearest = std::min(nearest, left);
    }
    return std::min(static_cast<double>(spread), 2.5 * nearest);
}

}  // namespace

double expected_final(const ExtraRules& rules, const Sheet& sheet) {
    if (sheet.done) return sheet.total(rules);
    const double rounds = rounds_left(rules, sheet);
    int started = 0;
    int started_ways = 0;
    for (int row = 0; row < kRowCount; ++row) {
        if (sheet.rows[row] > 0) {
            ++started;
            started_ways += kWays[row];
        }
    }
    double value = 0;
    for (int row = 0; row < kRowCount; ++row) {
        const int crosses = sheet.rows[row];
        if (crosses == 0) continue;
        // Two crosses a round go mostly to started rows, the likelier sums more often.
        const double rate = 2.0 * kWays[row] / std::max(started_ways, 1) * (started > 0 ? 0.8 : 0);
        const double mean = rate * rounds;
        // Expected score over a Poisson number of further crosses.
        const int room = rules.row_length(row) - crosses;
        double p = std::exp(-mean);
        double left = 1.0;
        double expected = 0;
        for (int more = 0; more < room && left > 1e-6; ++more) {
            expected += p * rules.row_score(row, crosses + more);
            left -= p;
            p *= mean / (more + 1);
        }
        expected += left * rules.row_score(row, rules.row_length(row));
        value += expected;
    }
    return value;
}

Action GreedyBot::choose(const dicebox::State& state, dicebox::Seat seat, dicebox::Rng& rng) {
    const auto& game = static_cast<const ExtraState&>(state);
    const ExtraRules& rules = game.rules();
    return best_choice(game, game.sheet(seat), actions_, best_, rng,
                       [&](const Sheet& next) { return double(next.total(rules)); });
}

Action PlannerBot::choose(const dicebox::State& state, dicebox::Seat seat, dicebox::Rng& rng) {
    const auto& game = static_cast<const ExtraState&>(state);
    const ExtraRules& rules = game.rules();
    return best_choice(game, game.sheet(seat), actions_, best_, rng,
                       [&](const Sheet& next) { return expected_final(rules, next); });
}

}  // namespace extra
