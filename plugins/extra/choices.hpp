// What a sheet may make of a roll, and the sheet a choice makes: the rules of a round
// for one player, shared by the game and by the bots and the coach that look ahead.
#pragma once

#include <span>
#include <vector>

#include "choice.hpp"
#include "roll.hpp"
#include "rules.hpp"
#include "sheet.hpp"

namespace dicebox::extra {

// The legal choices of `sheet` on `roll` (docs/rules.md, EXTRA!, the EXTRA rule), made
// from the roll's splits (splits_of(roll), which a caller asking often keeps).
void choices_on(const ExtraRules& rules, const Roll& roll, std::span<const dicebox::Action> splits,
                const Sheet& sheet, std::vector<dicebox::Action>& actions);
// The choice entered on the sheet (a house rule's game_ends is not asked), or the sheet
// it makes: the game enters every round where the sheet is, the bots look at copies.
void enter(const ExtraRules& rules, Sheet& sheet, const Choice& choice);
Sheet entered(const ExtraRules& rules, const Sheet& sheet, const Choice& choice);

}  // namespace dicebox::extra
