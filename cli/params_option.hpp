// `--param NAME=VALUE` and `--match` on the command line: a variant's parameters, for
// any game, checked against the game's own schema.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/result.hpp"

namespace dicebox::cli {

struct ParamOptions {
    std::vector<std::string> params;  // "NAME=VALUE", as typed
    bool match = false;               // shorthand for --param match=true
};

// Registers --param and --match on a subcommand.
void add_param_options(CLI::App& command, ParamOptions& options);

// The parameter overrides (GameConfig::params) the options ask for, or why they do not
// fit the game: a value that is not JSON is taken as a string, so that the game's own
// schema says what the parameter must be.
dicebox::Result<nlohmann::json> param_overrides(const dicebox::GameModule& module,
                                                const ParamOptions& options);

}  // namespace dicebox::cli
