// What a choice does to a sheet, in words: the reasons of EXTRA!'s coach.
#pragma once

#include <vector>

#include "../rules.hpp"
#include "../sheet.hpp"
#include "dicebox/coach.hpp"

namespace dicebox::extra {

// Writes each advice's reason: what its choice does on `sheet`, in the order its notation
// says it (the first pair's row, the second's, the fifth die), each row once.
void explain(const ExtraRules& rules, const Sheet& sheet, std::vector<dicebox::Advice>& advice);

}  // namespace dicebox::extra
