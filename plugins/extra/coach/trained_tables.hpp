// The value tables shipped with EXTRA!, each trained by self-play under one set of
// rules: the printed ones and Solitaire Dice (train/train.cpp writes tables/<name>.cpp).
#pragma once

#include <cstdint>
#include <span>

#include "value_table.hpp"

namespace dicebox::extra {

struct TrainedTable {
    const char* fingerprint;  // fingerprint() of the rules it was trained under
    const char* trained_by;   // the command that wrote it
    std::span<const std::int16_t> learned;
};

// The table trained for `rules` (same fingerprint), or nullptr when none was. Built
// once per process and rules, and shared.
const ValueTable* trained_table(const ExtraRules& rules);

}  // namespace dicebox::extra
