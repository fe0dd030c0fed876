// Text for roff, the language of manual pages (man(7)).
#pragma once

#include <string>
#include <string_view>

namespace dicebox::cli::manuals {

// Prose as roff reads it: backslashes escaped, a line that would start with a control
// character ('.' or '\'') guarded, and the line breaks of help texts (which wrap at 80
// columns on their own) joined into spaces for man to fill.
std::string roff(std::string_view text);

// A name typed as it is (a command, an option): its hyphens are minus signs, which man
// prints as the ASCII hyphen that can be copied and pasted.
std::string typed(std::string_view name);

}  // namespace dicebox::cli::manuals
