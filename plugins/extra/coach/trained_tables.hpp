// The expert's value table for a game's rules, from the shipped table files
// (shipped_tables.hpp) trained for them.
#pragma once

#include <memory>
#include <string_view>

#include "shipped_tables.hpp"
#include "table_file.hpp"
#include "value_table.hpp"

namespace dicebox::extra {

// The expert's table for `rules` with what `file` (read from `source`) learned. Throws
// std::invalid_argument, naming `source`, when its count of entries is not the table's.
std::unique_ptr<ValueTable> learned_table(const ExtraRules& rules, const TableFile& file,
                                          std::string_view source);

// The shipped table trained for `rules` (same fingerprint), or nullptr when none was.
// Built once per process and rules, and shared. Throws std::invalid_argument when a
// shipped table does not read (read_table) or does not fit (learned_table).
const ValueTable* trained_table(const ExtraRules& rules);

}  // namespace dicebox::extra
