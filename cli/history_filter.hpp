// The options that choose games from the history, shared by `history` and `export`:
// --game, --player, --variant, --since, --until, --simulated.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "dicebox/db/history.hpp"
#include "dicebox/result.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

struct FilterOptions {
    std::optional<std::string> game;
    std::optional<std::string> player;
    std::optional<std::string> variant;
    std::optional<std::string> since;  // YYYY-MM-DD, a local day
    std::optional<std::string> until;  // YYYY-MM-DD, that day included
    bool simulated = false;
};

// Registers the options on a subcommand; a malformed date is a usage error there.
void add_filter_options(CLI::App& command, FilterOptions& options);

// The filter the options ask for, without a limit. The dates were checked by the
// options.
dicebox::db::HistoryFilter filter_of(const FilterOptions& options);

// Why --game `game` chooses nothing: it is neither one of the games found nor one the
// history (`store`, when there is one) holds games of. Empty when it names a game, or
// when there is no --game.
std::string unknown_game(const Globals& globals, dicebox::db::Store* store,
                         const std::string& game);

// Why `option` (--player, --vs) `player` chooses nothing: nobody of that name sat in any
// game of the history, simulated ones included. Empty when somebody did, or when
// `player` is empty.
std::string unknown_player(dicebox::db::Store& store, const std::string& option,
                           const std::string& player);

// The variant --variant `variant` chooses in `store`: itself when a game of the history is
// of it; else the name of the house rule `variant` names as --rules does (its file, or
// its name as 'dicebox rules list' shows it: "steady-hands" for "Steady hands"), when a
// game is of that. Otherwise why not, as unknown_player() says it.
dicebox::Result<std::string> variant_named(dicebox::db::Store& store, const std::string& variant);

// Why the filter's --player or --variant chooses nothing in `store` (unknown_player(),
// variant_named()), the variant put as variant_named() reads it; empty when they choose.
std::string checked_in(dicebox::db::Store& store, dicebox::db::HistoryFilter& filter);

}  // namespace dicebox::cli
