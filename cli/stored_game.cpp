#include "stored_game.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/db/games.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "terminal/winners_text.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

// The seats named as when the game was played (host::table_names): "bold 1", "bold 2".
std::vector<std::string> names_of(const db::GameRecord& record) {
    std::vector<host::SeatSpec> specs;
    for (const auto& seat : record.seats) {
        specs.push_back({seat.bot.empty() ? seat.player : seat.bot, seat.bot, seat.options});
    }
    return host::table_names(specs);
}

std::string winners_text(const StoredGame& game) {
    std::vector<dicebox::Seat> winners;
    for (std::size_t seat = 0; seat < game.names.size(); ++seat) {
        if (game.record.seats[seat].winner) winners.push_back(static_cast<dicebox::Seat>(seat));
    }
    return stored_winners_text(game.names, winners);
}

}  // namespace

std::variant<StoredGame, int> load_stored_game(const Globals& globals, std::int64_t id,
                                               const host::RulesOptions& rules,
                                               const char* command) {
    auto store = open_history(globals, db::Access::Read, command);
    if (!store) return kExitFailure;
    StoredGame game;
    try {
        game.record = db::load_game(*store, id);
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command, e.what());
        return kExitFailure;
    }
    game.module = find_recorded_game(globals, game.record, command);
    if (game.module == nullptr) return kExitFailure;
    auto rule = host::stored_rule(game.record, rules);
    if (!rule) {
        fmt::print(stderr, "dicebox {}: {}{}\n", command, host::text(rule.error()),
                   stored_rule_hint(game.record, rules));
        // A --rules that is not the game's rule is a wrong argument; a rule not found
        // without one is the history's.
        return rules.rules.empty() ? kExitFailure : kExitUsage;
    }
    game.rule = *rule;
    game.names = names_of(game.record);
    game.view = game.module->terminal_view(game.names);
    if (!game.view) {
        fmt::print(stderr, "dicebox {}: {} cannot be drawn in the terminal\n", command,
                   game.module->info().name);
        return kExitFailure;
    }
    return game;
}

std::unique_ptr<dicebox::Session> new_session(const StoredGame& game, const char* command) {
    try {
        return host::start_stored_game(*game.module, game.record, game.rule);
    } catch (const host::SetupError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command, e.what());
        return nullptr;
    }
}

std::string title_of(const StoredGame& game) {
    const auto& record = game.record;
    std::string title = fmt::format("{}: {} {}, variant {}, seed {}", record.id, record.module_name,
                                    record.module_version, record.variant, record.seed);
    if (record.simulated) title += " (simulated)";
    if (record.online) title += " (played online)";
    return title;
}

std::string results_text(const StoredGame& game) {
    std::size_t width = 0;
    for (const auto& name : game.names) width = std::max(width, name.size());
    std::string out = "Results:\n";
    for (std::size_t seat = 0; seat < game.names.size(); ++seat) {
        const auto& record = game.record.seats[seat];
        out += fmt::format("  {:<{}}  {:>6}  rank {}{}\n", game.names[seat], width,
                           record.score ? std::to_string(*record.score) : "-",
                           record.rank ? std::to_string(*record.rank) : "-",
                           record.winner ? "  winner" : "");
    }
    return out + winners_text(game) + "\n";
}

}  // namespace dicebox::cli
