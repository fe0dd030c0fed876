// Manual pages of `dicebox`, written from its command line (command_line.hpp): dicebox(1)
// for the command as a whole, and dicebox-COMMAND(1) for each command, with the
// commands under it (`dicebox rules list`) as sections of their own.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace dicebox::cli::manuals {

// dicebox(1): the global options, the commands, the files, the environment and the
// exit statuses.
std::string main_page(const CLI::App& app);

// dicebox-COMMAND(1) for `command`, one of the app's commands.
std::string command_page(const CLI::App& command);

}  // namespace dicebox::cli::manuals
