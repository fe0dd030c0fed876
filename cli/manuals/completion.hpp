// The bash completion of `dicebox`, written from its command line (command_line.hpp):
// the tables of its commands, their options and what each option's value is, which the
// completion function (completion.bash) reads.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace dicebox::cli::manuals {

std::string completion_tables(const CLI::App& app);

}  // namespace dicebox::cli::manuals
