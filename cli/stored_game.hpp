// A game from the history brought back to the terminal, for `show` and `replay`: its
// record, its game's plugin, and the game's terminal view.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/session.hpp"
#include "dicebox/terminal_view.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"

namespace dicebox::cli {

struct StoredGame {
    dicebox::db::GameRecord record;
    const dicebox::GameModule* module = nullptr;
    std::vector<std::string> names;  // by seat: the stored players, told apart when repeated
    dicebox::host::ScriptPtr rule;   // the house rule it was played under, or null
    std::unique_ptr<TerminalView> view;
};

// Game `id` of the history with its house rule (stored_rule.hpp); otherwise prints why
// not ("dicebox COMMAND: there is no game 12 in FILE", a missing plugin or script) and
// returns the exit status: kExitUsage for a --rules that is not the game's rule.
std::variant<StoredGame, int> load_stored_game(const Globals& globals, std::int64_t id,
                                               const dicebox::host::RulesOptions& rules,
                                               const char* command);

// A session set up as the game was, before its first event; otherwise (the plugin no
// longer accepts the game's set-up) prints why and returns nothing.
std::unique_ptr<dicebox::Session> new_session(const StoredGame& game, const char* command);

// The game in a line, after the word "game": "12: EXTRA! 1.0.0, variant standard, seed 3".
std::string title_of(const StoredGame& game);

// The stored results, a line per seat, and who won.
std::string results_text(const StoredGame& game);

}  // namespace dicebox::cli
