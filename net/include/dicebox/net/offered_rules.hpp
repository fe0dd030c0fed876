// The house rules a server offers its tables (docs/protocol.md, `rules`, and `open` with
// "rule"): the scripts rule_files() finds, each read once when the server starts, so that
// a table opened with a rule's name plays the text that was offered under it.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/loader.hpp"

namespace dicebox::net {

struct OfferedRule {
    std::string name;   // as `dicebox rules list` names it: "extra/gentle"
    std::string game;   // the id of the game it is for
    std::string title;  // the script's own name: "Gentle"
    std::string version;
    std::string description;  // what it changes, or empty
    std::string text;         // the script
};

struct OfferedRules {
    std::vector<OfferedRule> rules;     // by name
    std::vector<std::string> problems;  // each script left out, and why
};

// Every script of `folders`, then of the user's folder and of the shipped one
// (host::rule_files()) that loads and is for a game of `games`; of two of one name, the
// first. A script that does not load is left out, saying why.
OfferedRules offered_rules(const dicebox::PluginRegistry& games,
                           const std::vector<std::filesystem::path>& folders);

// The rule `name` offers for `game` (its id), or why there is none, in words.
struct RuleChoice {
    const OfferedRule* rule = nullptr;
    std::string why;
};
RuleChoice offered_rule(const std::vector<OfferedRule>& rules, const std::string& name,
                        const dicebox::GameModule& game);

// The `rules` answer's list: each rule's name, game, title, version and description.
nlohmann::json rules_json(const std::vector<OfferedRule>& rules);

}  // namespace dicebox::net
