// Where a user's own dicebox files live: their history, their house rules and the games
// they add (plugins/), in the XDG data folder.
#pragma once

#include <filesystem>

namespace dicebox {

// $XDG_DATA_HOME/dicebox, or ~/.local/share/dicebox when XDG_DATA_HOME is unset or not
// an absolute path (which the XDG base directory specification says to ignore).
std::filesystem::path user_data_dir();

}  // namespace dicebox
