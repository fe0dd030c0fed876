// How a game is drawn in the terminal: the view its plugin gives
// (GameModule::terminal_view), named here as the command's code names it.
#pragma once

#include "dicebox/terminal_view.hpp"

namespace cli {

using dicebox::TerminalView;

}  // namespace cli
