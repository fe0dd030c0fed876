#include "duel.hpp"

#include <algorithm>
#include <cmath>
#include <future>
#include <mutex>

namespace dicebox::exxtra {

namespace {

// The work of one sweep of the solution, past which a house rule's race is left to the
// coach's sampled games: the printed race needs a quarter of it, and its whole
// solution takes about a second.
constexpr double kMaxWork = 5e7;
constexpr double kPrecision = 1e-7;

}  // namespace

std::shared_future<std::shared_ptr<const Duel>> Duel::solving(const ExxtraRules& rules) {
    // Solved once for each set of rules, however many bots, coaches and threads play them.
    struct Solved {
        ExxtraRules rules;
        std::shared_future<std::shared_ptr<const Duel>> duel;
    };
    static std::mutex mutex;
    static std::vector<Solved> solved;
    std::lock_guard lock(mutex);
    for (const Solved& known : solved) {
        if (known.rules == rules) return known.duel;
    }
    constexpr std::size_t kKept = 4;  // a few house rules' races, not one per game played
    if (solved.size() == kKept) solved.erase(solved.begin());
    solved.push_back({rules, std::async(std::launch::async, [rules] {
                                 return std::make_shared<const Duel>(rules);
                             }).share()});
    return solved.back().duel;
}

bool Duel::solvable(const ExxtraRules& rules) {
    std::vector<int> values;
    for_each_roll(rules, [&](const Roll& roll, double) {
        values.push_back(rules.value(roll.a, roll.b, true));
        values.push_back(rules.value(roll.a, roll.b, false));
    });
    std::sort(values.begin(), values.end());
    const auto levels =
        static_cast<double>(std::unique(values.begin(), values.end()) - values.begin());
    const double positions = double(rules.track) * rules.track * (1 + rules.rings * (levels + 1));
    return positions * (levels + 1) * (rules.rings + 1) <= kMaxWork;
}

std::shared_ptr<const Duel> Duel::of(const ExxtraRules& rules) {
    if (!solvable(rules)) return nullptr;
    return solving(rules).get();
}

void Duel::prepare(const ExxtraRules& rules) {
    if (solvable(rules)) solving(rules);
}

Duel::Duel(const ExxtraRules& rules) : rules_(rules), track_(rules.track), rings_(rules.rings) {
    for_each_roll(rules, [&](const Roll& roll, double) {
        values_.push_back(rules.value(roll.a, roll.b, true));
        if (roll.xs() == 0) values_.push_back(rules.value(roll.a, roll.b, false));
    });
    std::sort(values_.begin(), values_.end());
    values_.erase(std::unique(values_.begin(), values_.end()), values_.end());
    levels_ = static_cast<int>(values_.size());
    pairs_ = 1 + rings_ * (levels_ + 1);

    // Rolls that lead to the same thing are weighed once.
    auto add = [](std::vector<RollOdds>& outcomes, const RollOdds& outcome) {
        for (RollOdds& known : outcomes) {
            if (known.level == outcome.level && known.move == outcome.move &&
                known.landing == outcome.landing && known.cost == outcome.cost &&
                known.invalid == outcome.invalid) {
                known.p += outcome.p;
                return;
            }
        }
        outcomes.push_back(outcome);
    };
    auto landing = [&](int level) {
        const auto known = std::find(landings_.begin(), landings_.end(), level);
        if (known != landings_.end()) return static_cast<int>(known - landings_.begin());
        landings_.push_back(level);
        return static_cast<int>(landings_.size()) - 1;
    };
    plain_.assign(static_cast<std::size_t>(levels_), 0.0);
    for_each_roll(rules, [&](const Roll& roll, double p) {
        const int move = roll.is_double() ? rules.double_moves[roll.a] : 0;
        const int first = level_of(rules.value(roll.a, roll.b, true));
        add(first_, {p, first, move, move > 0 ? landing(first) : 0, 0, false});
        if (roll.xs() > 0) {
            add(later_, {p, 0, 0, 0, rules.invalid_roll_costs[roll.xs()], true});
        } else if (move > 0) {
            const int later = level_of(rules.value(roll.a, roll.b, false));
            add(later_, {p, later, move, landing(later), 0, false});
        } else {
            plain_[level_of(rules.value(roll.a, roll.b, false))] += p;
        }
    });
    solve();
}

int Duel::level_of(int value) const {
    return static_cast<int>(std::lower_bound(values_.begin(), values_.end(), value) -
                            values_.begin());
}

int Duel::pair_index(int ring, int level) const {
    return ring == 0 ? 0 : 1 + (ring - 1) * (levels_ + 1) + level;
}

std::size_t Duel::index(int mover, int opponent, int pair) const {
    return (static_cast<std::size_t>(mover) * track_ + opponent) * pairs_ + pair;
}

double Duel::chance(int mover, int opponent, int pair) const {
    return chance_[index(mover, opponent, pair)];
}

// docs/rules.md, Exxtra, Knock off: the opponent's pair goes back when it lies higher
// with a value equal or lower; otherwise it moves their pawn when they collect, which
// wins when it reaches the Goal.
double Duel::after_placing(const Opponent& them, int square, int ring, int level) const {
    const bool knocked = them.ring > ring && them.level <= level;
    const int theirs = them.position + (knocked ? 0 : them.ring);
    if (theirs >= track_) return 0;
    return 1 - chance(theirs, square, pair_index(ring, level));
}

std::size_t Duel::column(const Opponent& them) const {
    return static_cast<std::size_t>(them.position) * pairs_ + pair_index(them.ring, them.level);
}

void Duel::place_row(const Opponent& them, int square, double* place) const {
    std::fill(place, place + levels_, 0.0);
    for (int ring = 0; ring <= rings_; ++ring) {
        if (ring != 0 && ring == them.ring) continue;  // taken
        // after_placing, level by level: the levels below the opponent's pair leave it;
        // from its level up, a ring below it knocks it off. A pair on ring 0 is the same
        // position whatever its level.
        const int knocks_from = them.ring > ring ? them.level : levels_;
        const int step = ring == 0 ? 0 : 1;
        const int kept = them.position + them.ring;
        if (kept < track_) {
            const double* after = &chance_[index(kept, square, pair_index(ring, 0))];
            for (int level = 0; level < knocks_from; ++level)
                place[level] = std::max(place[level], 1 - after[level * step]);
        }
        const double* after = &chance_[index(them.position, square, pair_index(ring, 0))];
        for (int level = knocks_from; level < levels_; ++level)
            place[level] = std::max(place[level], 1 - after[level * step]);
    }
}

// `here` holds placing's chances from `square`, by level; the chances of the squares
// ahead are known (doubles only move forward).
double Duel::roll_again(const Opponent& them, const double* here, int square) const {
    const std::size_t col = column(them);
    // What does not depend on rolling on from this square: invalid rolls and doubles.
    double known = 0;
    for (const RollOdds& odds : later_) {
        if (odds.invalid) {
            // The turn ends at once, nothing is placed, and the opponent collects.
            const int theirs = them.position + them.ring;
            if (theirs < track_)
                known += odds.p * (1 - chance(theirs, std::max(0, square - odds.cost), 0));
        } else {
            known += odds.p * best_after_double(col, square + odds.move, odds.landing);
        }
    }
    // A plain roll leaves the player where they are, to place it or roll on: the chance x
    // of rolling on solves x = known + sum of p * max(place, x). Newton's steps from
    // "always place" reach it exactly, each deciding which values to roll on from.
    double x = known;
    for (int level = 0; level < levels_; ++level) x += plain_[level] * here[level];
    for (int step = 0; step <= levels_; ++step) {
        double sum = known;
        double rolled_on = 0;
        for (int level = 0; level < levels_; ++level) {
            if (here[level] > x) {
                sum += plain_[level] * here[level];
            } else {
                rolled_on += plain_[level];
            }
        }
        if (rolled_on > 1 - 1e-12) {
            // Dice that can neither end nor move the turn: roll on to the best value.
            double best = x;
            for (int level = 0; level < levels_; ++level)
                if (plain_[level] > 0) best = std::max(best, here[level]);
            return best;
        }
        const double next = sum / (1 - rolled_on);
        if (next <= x + 1e-15) break;
        x = next;
    }
    return x;
}

double Duel::best_after_double(std::size_t col, int square, int landing) const {
    if (square >= track_) return 1;
    return landed_[(col * track_ + square) * landings_.size() + landing];
}

// Value iteration: the race can go back and forth (an X steps back, a pair knocked off
// moves nobody), so the chances are refined until no position changes any more. The
// positions furthest along come first in each sweep: a turn leads on to positions about
// as far along or further, whose chances are then already refined.
void Duel::solve() {
    chance_.assign(static_cast<std::size_t>(track_) * track_ * pairs_, 0.5);
    roll_.assign(static_cast<std::size_t>(track_) * pairs_ * track_, 0.5);
    landed_.assign(roll_.size() * landings_.size(), 0.5);
    std::vector<double> here(static_cast<std::size_t>(levels_));
    constexpr int kMaxSweeps = 1000;
    for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
        double change = 0;
        for (int along = 2 * track_ - 2; along >= 0; --along) {
            const int last = std::min(along, track_ - 1);
            for (int mover = std::max(0, along - track_ + 1); mover <= last; ++mover) {
                Opponent them{along - mover, 0, 0};
                for (int pair = 0; pair < pairs_; ++pair) {
                    if (pair > 0) {
                        them.ring = 1 + (pair - 1) / (levels_ + 1);
                        them.level = (pair - 1) % (levels_ + 1);
                    }
                    const std::size_t col = column(them);
                    place_row(them, mover, here.data());
                    const double roll = roll_again(them, here.data(), mover);
                    roll_[col * track_ + mover] = roll;
                    for (std::size_t i = 0; i < landings_.size(); ++i) {
                        landed_[(col * track_ + mover) * landings_.size() + i] =
                            std::max(here[landings_[i]], roll);
                    }
                    double win = 0;
                    for (const RollOdds& odds : first_) {
                        win += odds.p * (odds.move > 0 ? best_after_double(col, mover + odds.move,
                                                                           odds.landing)
                                                       : std::max(here[odds.level], roll));
                    }
                    double& known = chance_[index(mover, them.position, pair)];
                    change = std::max(change, std::abs(win - known));
                    known = win;
                }
            }
        }
        // Each sweep shrinks the error by about a third: this leaves chances within
        // about 1e-6 of the solution, far finer than any choice needs.
        if (change < kPrecision) break;
    }
}

Duel::Opponent Duel::opponent_of(const ExxtraState& state) const {
    const Player& their = state.player(1 - state.current());
    Opponent them{their.position, std::max(their.ring, 0), 0};
    if (them.ring > 0) them.level = level_of(their.value);
    return them;
}

double Duel::placing(const ExxtraState& state, int ring) const {
    return after_placing(opponent_of(state), state.player(state.current()).position, ring,
                         level_of(state.roll_value()));
}

double Duel::rolling_again(const ExxtraState& state) const {
    return roll_[column(opponent_of(state)) * track_ + state.player(state.current()).position];
}

}  // namespace dicebox::exxtra
