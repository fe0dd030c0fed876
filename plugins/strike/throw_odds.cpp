#include "throw_odds.hpp"

#include <bit>

namespace dicebox::strike {

namespace {

constexpr int kNumbers = kFaces - kLowestNumber + 1;  // 2 to 6
constexpr int kPatterns = 243;                        // 3^5: each number none, one, or more

// Where one die comes to rest: gone (X, lost), or showing a number.
struct DieOdds {
    double gone = 0;
    double number = 0;  // each of the numbers 2 to 6
    double stays = 0;   // a die in the arena left untouched, on its own number
};

}  // namespace

int faces_of(const Arena& arena) {
    int faces = 0;
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        if (arena[face] > 0) faces |= 1 << (face - kLowestNumber);
    }
    return faces;
}

int dice_of(int faces) {
    return std::popcount(static_cast<unsigned>(faces));
}

// The dice are added one at a time to a count of each number as none, one or more (a
// base-3 pattern) with the dice that match so far: a second die on a number takes both,
// any further one takes itself.
std::vector<Landing> throw_odds(int faces, const ThrowModel& model, int thrown) {
    const int dice = dice_of(faces) + thrown;
    const int width = dice + 1;  // taken: 0 to all the dice
    std::vector<double> odds(static_cast<std::size_t>(kPatterns) * width, 0.0);
    std::vector<double> next(odds.size());
    odds[0] = 1;
    int power[kNumbers];
    for (int n = 0, p = 1; n < kNumbers; ++n, p *= 3) power[n] = p;

    auto add_die = [&](const DieOdds& die, int own) {
        std::fill(next.begin(), next.end(), 0.0);
        for (int pattern = 0; pattern < kPatterns; ++pattern) {
            for (int taken = 0; taken < width; ++taken) {
                const double p = odds[static_cast<std::size_t>(pattern) * width + taken];
                if (p == 0) continue;
                next[static_cast<std::size_t>(pattern) * width + taken] += p * die.gone;
                for (int n = 0; n < kNumbers; ++n) {
                    const double q = die.number + (n == own ? die.stays : 0);
                    if (q == 0) continue;
                    const int count = pattern / power[n] % 3;
                    const int to = count == 2 ? pattern : pattern + power[n];
                    const int took = taken + (count == 0 ? 0 : count == 1 ? 2 : 1);
                    next[static_cast<std::size_t>(to) * width + took] += p * q;
                }
            }
        }
        odds.swap(next);
    };
    const double sixth = 1.0 / kFaces;  // the X is one of the six faces
    for (int n = 0; n < kNumbers; ++n) {
        if ((faces >> n & 1) == 0) continue;
        const double rolls = model.p_hit * (1 - model.p_knock_out);
        add_die({model.p_hit * model.p_knock_out + rolls * sixth, rolls * sixth, 1 - model.p_hit},
                n);
    }
    const double lands = 1 - model.p_miss;
    for (int i = 0; i < thrown; ++i) add_die({model.p_miss + lands * sixth, lands * sixth, 0}, -1);

    // The arena left: the numbers that show once.
    std::vector<double> by_landing(static_cast<std::size_t>(1 << kNumbers) * width, 0.0);
    for (int pattern = 0; pattern < kPatterns; ++pattern) {
        int left = 0;
        for (int n = 0; n < kNumbers; ++n) {
            if (pattern / power[n] % 3 == 1) left |= 1 << n;
        }
        for (int taken = 0; taken < width; ++taken)
            by_landing[static_cast<std::size_t>(left) * width + taken] +=
                odds[static_cast<std::size_t>(pattern) * width + taken];
    }
    std::vector<Landing> landings;
    for (int left = 0; left < 1 << kNumbers; ++left) {
        for (int taken = 0; taken < width; ++taken) {
            const double p = by_landing[static_cast<std::size_t>(left) * width + taken];
            if (p > 0) landings.push_back({left, taken, p});
        }
    }
    return landings;
}

}  // namespace dicebox::strike
