// A word of a command that a hint prints, so that the command works when pasted into a
// shell.
#pragma once

#include <string>

namespace dicebox::cli {

// `word` as is when it holds only letters, digits and "_./:@%+=,-"; otherwise in single
// quotes, a quote in it written '\''.
std::string shell_word(const std::string& word);

}  // namespace dicebox::cli
