// The cases of the conformance suite: every module the build's plugin directory
// provides, and each of its allowed player counts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "dicebox/module.hpp"

namespace conformance {

struct GameCase {
    std::string module;
    int players = 1;
};

// The ids of every module found by the real loader, in load order.
std::vector<std::string> module_ids();
// Every (module, player count) within each module's range.
std::vector<GameCase> game_cases();

const dicebox::GameModule& module_of(const std::string& id);
dicebox::GameConfig players_config(int players);

// Test names: "extra", "extra_3p".
std::string case_name(const std::string& id);
std::string case_name(const GameCase& game);

// How many seeded games a case plays: `games`, or a fifth of them (two at least) under
// AddressSanitizer. It runs every game some ten times slower and looks for memory
// errors, which a few games of each case find as well as many; the rare positions that
// many random games reach are the normal build's to find.
constexpr std::uint64_t seeded_games(std::uint64_t games) {
#if defined(__SANITIZE_ADDRESS__)
    return std::max<std::uint64_t>(2, games / 5);
#else
    return games;
#endif
}

inline std::ostream& operator<<(std::ostream& out, const GameCase& game) {
    return out << game.module << " with " << game.players << " players";
}

}  // namespace conformance
