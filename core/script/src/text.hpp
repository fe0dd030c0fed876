// Text that leaves a script: Lua strings are bytes, the host speaks UTF-8 (JSON, the
// terminal, the database).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dicebox::script {

bool valid_utf8(std::string_view text);

// `text` fit for a message: invalid UTF-8 replaced by U+FFFD and at most about
// `max_bytes` long, cut at a character with "…".
std::string printable(std::string_view text, std::size_t max_bytes = 1000);

}  // namespace dicebox::script
