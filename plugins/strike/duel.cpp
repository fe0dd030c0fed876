#include "duel.hpp"

#include <algorithm>
#include <cmath>
#include <mutex>

namespace dicebox::strike {

namespace {

constexpr int kArenas = 1 << kMaxArena;

bool same_model(const ThrowModel& a, const ThrowModel& b) {
    return a.p_hit == b.p_hit && a.p_miss == b.p_miss && a.p_knock_out == b.p_knock_out;
}

bool same_rules(const StrikeRules& a, const StrikeRules& b) {
    if (a.dice != b.dice || (a.arena_models == nullptr) != (b.arena_models == nullptr)) {
        return false;
    }
    for (int style = 0; style < kStyles; ++style) {
        if (!same_model(a.styles[style], b.styles[style])) return false;
    }
    if (a.arena_models == nullptr) return true;
    // A house rule's arena hook: the same numbers make the same game.
    for (int style = 0; style < kStyles; ++style) {
        for (int thrown = 0; thrown <= kMaxDice; ++thrown) {
            for (int in_arena = 0; in_arena <= kMaxArena; ++in_arena) {
                if (!same_model((*a.arena_models)[style][thrown][in_arena],
                                (*b.arena_models)[style][thrown][in_arena]))
                    return false;
            }
        }
    }
    return true;
}

}  // namespace

std::shared_ptr<const Duel> Duel::of(const StrikeRules& rules) {
    // Solved once for each set of rules, however many bots, coaches and threads play them.
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const Duel>> solved;
    std::lock_guard lock(mutex);
    for (const auto& duel : solved) {
        if (same_rules(duel->rules_, rules)) return duel;
    }
    constexpr std::size_t kKept = 4;  // a few house rules' games, not one per game played
    if (solved.size() == kKept) solved.erase(solved.begin());
    solved.push_back(std::make_shared<const Duel>(rules));
    return solved.back();
}

Duel::Duel(const StrikeRules& rules) : rules_(rules), most_(rules.dice) {
    for (int style = 0; style < kStyles; ++style) {
        const auto s = static_cast<Style>(style);
        for (int faces = 0; faces < kArenas; ++faces)
            single_.push_back(throw_odds(faces, rules.model(s, 1, dice_of(faces)), 1));
        for (int thrown = 0; thrown <= most_; ++thrown)
            big_.push_back(throw_odds(0, rules.model(s, thrown, 0), thrown));
    }
    solve();
}

const std::vector<Landing>& Duel::odds(Style style, int faces, int thrown) const {
    const auto s = static_cast<std::size_t>(style);
    if (faces == 0) return big_[s * (most_ + 1) + thrown];
    return single_[s * kArenas + faces];
}

std::size_t Duel::index(int mover, int other, int faces) const {
    return (static_cast<std::size_t>(mover) * (most_ + 1) + other) * kArenas + faces;
}

double Duel::turn_start(int mover, int other, int faces) const {
    return turn_start_[index(mover, other, faces)];
}

double Duel::may_throw(int mover, int other, int faces) const {
    return may_throw_[index(mover, other, faces)];
}

// docs/rules.md, Strike, A turn and End of the game: a match ends the turn; without one
// the player throws on or stops, unless their reserve is empty, and then they are out.
double Duel::after(const Landing& landing, int reserve, int other) const {
    const int mine = reserve + landing.taken;
    if (landing.taken > 0) return 1 - turn_start(other, mine, landing.faces);
    if (mine == 0) return 0;
    return may_throw(mine, other, landing.faces);
}

double Duel::throw_chance(const std::vector<Landing>& landings, int reserve, int other) const {
    double chance = 0;
    for (const Landing& landing : landings) chance += landing.p * after(landing, reserve, other);
    return chance;
}

// Value iteration, level by level of the dice in play: a throw keeps them or removes
// some (X dice, dice lost), so each level needs only itself and the levels below.
void Duel::solve() {
    turn_start_.assign(static_cast<std::size_t>(most_ + 1) * (most_ + 1) * kArenas, 0.5);
    may_throw_.assign(turn_start_.size(), 0.5);
    constexpr int kMaxSweeps = 10000;
    constexpr double kPrecision = 1e-10;
    for (int in_play = 2; in_play <= most_; ++in_play) {
        for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
            double change = 0;
            for (int mover = 1; mover < in_play; ++mover) {
                for (int other = 1; mover + other <= in_play; ++other) {
                    const int lying = in_play - mover - other;
                    if (lying > kMaxArena) continue;
                    for (int faces = 0; faces < kArenas; ++faces) {
                        if (dice_of(faces) != lying) continue;
                        // The big throw is due when the turn begins with an empty arena.
                        const int thrown = faces == 0 ? mover : 1;
                        double start = 0;
                        double go_on = 0;
                        for (int style = 0; style < kStyles; ++style) {
                            const auto s = static_cast<Style>(style);
                            start = std::max(
                                start, throw_chance(odds(s, faces, thrown), mover - thrown, other));
                            go_on = std::max(go_on, throw_chance(single_[style * kArenas + faces],
                                                                 mover - 1, other));
                        }
                        const double stop = 1 - turn_start(other, mover, faces);
                        const std::size_t at = index(mover, other, faces);
                        const double may = std::max(stop, go_on);
                        change = std::max({change, std::abs(start - turn_start_[at]),
                                           std::abs(may - may_throw_[at])});
                        turn_start_[at] = start;
                        may_throw_[at] = may;
                    }
                }
            }
            if (change < kPrecision) break;
        }
    }
}

double Duel::throwing(const StrikeState& state, Style style) const {
    const int mover = state.reserve(state.current());
    const int other = state.reserve(1 - state.current());
    const int faces = faces_of(state.arena());
    const int thrown = state.dice_to_throw();
    if (faces != 0 && thrown > 1) {
        // Not a position of the rules (a big throw into a non-empty arena): weighed anew.
        return throw_chance(throw_odds(faces, rules_.model(style, thrown, dice_of(faces)), thrown),
                            mover - thrown, other);
    }
    return throw_chance(odds(style, faces, thrown), mover - thrown, other);
}

double Duel::stopping(const StrikeState& state) const {
    return 1 - turn_start(state.reserve(1 - state.current()), state.reserve(state.current()),
                          faces_of(state.arena()));
}

}  // namespace dicebox::strike
