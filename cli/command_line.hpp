// The whole command line of `dicebox`: its global options and its commands. main()
// parses it and runs the chosen command; the manuals (cli/manuals/) describe it, so that
// the man pages and the bash completion say what the command really takes.
#pragma once

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

struct CommandLine {
    CLI::App app;
    Globals globals;
    Runner run;  // set by parsing to the chosen command

    CommandLine();
    CommandLine(const CommandLine&) = delete;
    CommandLine& operator=(const CommandLine&) = delete;
};

}  // namespace dicebox::cli
