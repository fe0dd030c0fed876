// The games there are, as every program that lists them to another program says it: the
// engine's `games`, `dicebox games --json` and a server's `games` (docs/protocol.md). One
// source, so that a front end that builds a form from one of them (a browser's host form)
// reads the same thing from each.
#pragma once

#include <nlohmann/json.hpp>

#include "dicebox/loader.hpp"

namespace dicebox::host {

// {"bot": "what it does", ...} for every bot of `module` (GameModule::bot_description,
// "" where the game does not say), beside "bots", which stays the list of names.
nlohmann::json bot_descriptions(const dicebox::GameModule& module);

// One game: its id, name, version, range of players, description, bots (weakest first)
// and what each does, its parameters and its seat options (ParamSchema::describe()).
nlohmann::json game_entry(const dicebox::GameModule& module);

// game_entry() of every game `registry` found, in its order.
nlohmann::json game_list(const dicebox::PluginRegistry& registry);

}  // namespace dicebox::host
