// The history database as the commands open it: --db or the default file, with any
// problem told on stderr in the command's name.
#pragma once

#include <optional>

#include "dicebox/db/store.hpp"
#include "plugins.hpp"

namespace cli {

// The file --db names, or the default one in the user's data directory.
std::filesystem::path history_file(const Globals& globals);

// The opened store, or nothing after the reason was printed as "dicebox COMMAND: ...".
std::optional<dicebox::db::Store> open_history(const Globals& globals, dicebox::db::Access access,
                                               const char* command);

}  // namespace cli
