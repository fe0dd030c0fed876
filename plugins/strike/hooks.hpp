// Strike's side of a house rule (scripts/README.md). The arena hook depends on a throw's
// style, dice thrown and dice in the arena, and match_points on the players still in: a
// few hundred cases in all. Every one is asked when a game is set up and written into
// the rules, so that the state and the planner, which samples thousands of throws a
// move, throw at built-in speed under any rule.
#pragma once

#include "dicebox/house_rule.hpp"
#include "rules.hpp"

namespace dicebox::strike {

inline constexpr const char* kArenaHook = "arena";
inline constexpr const char* kMatchPointsHook = "match_points";

// Writes the hooks that `rule` defines into `rules` for a game of `players` (a rule of
// parameters only, or none, opens no hooks). Throws HookError.
void apply_hooks(const dicebox::HouseRule* rule, StrikeRules& rules, int players);

}  // namespace dicebox::strike
