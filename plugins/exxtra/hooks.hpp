// Exxtra's side of a house rule (scripts/README.md). Each of its hooks is a function of
// a few values (two faces, a face, a count of Xs), so all of them are asked when a game
// is set up and written into the rules' tables: a turn costs the same under any rule.
#pragma once

#include "dicebox/house_rule.hpp"
#include "rules.hpp"

namespace dicebox::exxtra {

inline constexpr const char* kCombinationValueHook = "combination_value";
inline constexpr const char* kDoubleMoveHook = "double_move";
inline constexpr const char* kInvalidRollCostHook = "invalid_roll_cost";

// Writes the hooks that `rule` defines into `rules` (a rule of parameters only, or none,
// opens no hooks). Throws HookError.
void apply_hooks(const dicebox::HouseRule* rule, ExxtraRules& rules);

}  // namespace dicebox::exxtra
