#include "bots.hpp"

#include <algorithm>
#include <cmath>

#include "dicebox/rng.hpp"

namespace dicebox::extra {

using dicebox::Action;

namespace {

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

double current_total(const ExtraRules& rules, const Sheet& sheet) {
    return sheet.total(rules);
}

Action SheetValueBot::choose(const dicebox::State& state, dicebox::Seat seat, dicebox::Rng& rng) {
    const auto& game = static_cast<const ExtraState&>(state);
    const Sheet& sheet = game.sheet(seat);
    game.choices_for(sheet, actions_);
    double top = -1e18;
    best_.clear();
    for (Action action : actions_) {
        const double v = value_(game.rules(), game.entered(sheet, Choice::decode(action)));
        if (v > top + 1e-9) {
            top = v;
            best_.clear();
        }
        if (v > top - 1e-9) best_.push_back(action);
    }
    return best_[rng.below(static_cast<std::uint32_t>(best_.size()))];
}

}  // namespace dicebox::extra
