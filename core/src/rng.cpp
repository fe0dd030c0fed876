#include "dicebox/rng.hpp"

namespace dicebox {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    for (auto& word : s_) word = splitmix64(x);
}

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t x = seed + index * 0x9e3779b97f4a7c15ULL;
    return splitmix64(x);
}

}  // namespace dicebox
