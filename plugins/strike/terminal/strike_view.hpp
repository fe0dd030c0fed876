// Strike drawn in the terminal: the view the plugin's module gives the `dicebox`
// command (GameModule::terminal_view).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "dicebox/terminal_view.hpp"

namespace dicebox::strike {

// The view for players of these names, by seat.
std::unique_ptr<dicebox::TerminalView> make_terminal_view(std::vector<std::string> names);

}  // namespace dicebox::strike
