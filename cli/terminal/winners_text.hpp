// Who won, as the terminal says it: the sentence chosen by dicebox::host::winners_sentence
// (as the app's is), in the terminal's English, one line.
#pragma once

#include <string>
#include <vector>

#include "dicebox/state.hpp"

namespace dicebox::cli {

// At the end of a game played at the terminal: "Ann wins."
std::string winners_text(const std::vector<std::string>& names,
                         const std::vector<dicebox::Seat>& winners);

// Of a stored game that `show` and `replay` print: "Ann won."
std::string stored_winners_text(const std::vector<std::string>& names,
                                const std::vector<dicebox::Seat>& winners);

}  // namespace dicebox::cli
