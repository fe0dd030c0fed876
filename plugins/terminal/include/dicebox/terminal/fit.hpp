// Text made to fit a terminal of 80 columns: what the views and commands print is
// measured in columns a terminal gives it (not bytes), and lines too long are wrapped
// at spaces.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dicebox::terminal {

constexpr std::size_t kTerminalColumns = 80;

// The columns `text` takes on a terminal: one per UTF-8 character, two for the wide
// characters of East Asian scripts.
std::size_t columns_of(std::string_view text);

// `text` with every line wider than `width` wrapped at its last spaces that fit, each
// continuation indented by `hanging` columns (by default, the line's own indent and two
// more). A word wider than a whole line is cut, after a '/' if it has one (a path).
constexpr std::size_t kOwnIndent = static_cast<std::size_t>(-1);
std::string fitted(std::string_view text, std::size_t hanging = kOwnIndent,
                   std::size_t width = kTerminalColumns);

}  // namespace dicebox::terminal
