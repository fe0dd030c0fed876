// How Pig is drawn in the terminal (`dicebox play pig`): the die as it falls, the banks
// and the turn total, and each choice in words.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "dicebox/terminal_view.hpp"

namespace pig {

std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names);

}  // namespace pig
