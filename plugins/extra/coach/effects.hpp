// What a choice does to a sheet, in words: the reasons of EXTRA!'s coach.
#pragma once

#include <vector>

#include "../rules.hpp"
#include "../sheet.hpp"
#include "dicebox/coach.hpp"

namespace dicebox::extra {

// Writes each advice's reason (advice best first, on `sheet`): what its choice does,
// first what the best one does not do; for the best, first what the next one does not.
void explain(const ExtraRules& rules, const Sheet& sheet, std::vector<dicebox::Advice>& advice);

}  // namespace dicebox::extra
