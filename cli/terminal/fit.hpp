// Text made to fit a terminal of 80 columns, as the plugins' terminal views fit theirs:
// the command's own text uses the same kit (plugins/terminal/).
#pragma once

#include "dicebox/terminal/fit.hpp"

namespace cli {

using dicebox::terminal::columns_of;
using dicebox::terminal::fitted;
using dicebox::terminal::kOwnIndent;
using dicebox::terminal::kTerminalColumns;

}  // namespace cli
