// The host's source of randomness: a small, fast, seedable generator.
//
// Every random number in dicebox comes from an Rng owned by the host. Plugins never
// own one; they are handed the host's when a chance outcome or a bot's choice is due.
// Independent streams (the dice, each seat's bot) are derived from one seed, so a
// seed reproduces a whole game whatever the order in which streams are used.
#pragma once

#include <cstdint>

namespace dicebox {

// xoshiro256++ (Blackman and Vigna), seeded through splitmix64.
class Rng {
  public:
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0);

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[0] + s_[3], 23) + s_[0];
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0, without modulo bias (Lemire's multiply-shift).
    std::uint32_t below(std::uint32_t n) {
        std::uint64_t m = (next() >> 32) * n;
        auto low = static_cast<std::uint32_t>(m);
        if (low < n) {
            const std::uint32_t threshold = -n % n;
            while (low < threshold) {
                m = (next() >> 32) * n;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    bool chance(double p) { return unit() < p; }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4];
};

// A seed for game number `index` of a series started from `seed`: games of a
// simulation are reproducible one by one, whatever the number of threads.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index);

}  // namespace dicebox
