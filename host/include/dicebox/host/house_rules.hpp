// A house rule chosen for a game (a script's file or name, and the limits of its
// sandbox): the script loaded, checked against the game, and the game set up under it.
// The front ends fill RulesOptions their own way (cli: --rules; the app: its dialogs).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/result.hpp"
#include "dicebox/script/script.hpp"

namespace dicebox::host {

using ScriptPtr = std::shared_ptr<const dicebox::script::Script>;

struct RulesOptions {
    std::string rules;  // FILE|NAME; empty: the printed rules
    std::uint64_t instructions = dicebox::script::Limits{}.instructions;
    std::size_t memory_mb = dicebox::script::Limits{}.memory >> 20;
    // More folders to find a recorded game's script in, before the usual ones (the app's
    // settings add them; the commands have none).
    std::vector<std::filesystem::path> folders;
};

dicebox::script::Limits limits_of(const RulesOptions& options);

// The script FILE|NAME names (rule_files.hpp), loaded; otherwise why not: no such
// script, or the script's own error (ScriptError).
dicebox::Result<ScriptPtr> load_rules(const std::string& file_or_name,
                                      const dicebox::script::Limits& limits);

// The same, for `module`'s game: a script for another game is refused naming both
// games, and one that script::check finds wrong, or whose hooks fail when script::trial
// tries them, with every problem listed: what `rules check` finds, no new game takes.
dicebox::Result<ScriptPtr> rules_for(const dicebox::GameModule& module,
                                     const std::string& file_or_name,
                                     const dicebox::script::Limits& limits);

// `rule` when it can rule `module`'s game; otherwise why not, as rules_for() says it.
dicebox::Result<ScriptPtr> checked_for(const dicebox::GameModule& module, ScriptPtr rule);

// The house rule whose text is `text`, sent from elsewhere (a table's rule, to its
// server), when it loads in a sandbox of the default limits and can rule `module`'s game;
// otherwise why not.
dicebox::Result<ScriptPtr> rule_from_text(const dicebox::GameModule& module,
                                          const std::string& text);

// `config` under `script` when there is one (script::ruled_by: the parameters already in
// `config` win over the script's).
dicebox::GameConfig apply_house_rule(dicebox::GameConfig config, const ScriptPtr& script,
                                     const dicebox::GameModule& module);

}  // namespace dicebox::host
