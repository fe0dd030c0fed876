// `dicebox history [filters] [--limit N]`: the games of the history, newest first.
#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "commands.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/local_time.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "history_filter.hpp"
#include "number_option.hpp"

namespace cli {
namespace {

namespace db = dicebox::db;

struct HistoryOptions {
    FilterOptions filter;
    std::size_t limit = 20;
};

std::string players_text(const db::HistoryEntry& game) {
    std::vector<std::string> players;
    for (const auto& seat : game.seats) {
        players.push_back(seat.score ? fmt::format("{} {}", seat.player, *seat.score)
                                     : seat.player);
    }
    return fmt::format("{}", fmt::join(players, ", "));
}

std::string winner_text(const db::HistoryEntry& game) {
    if (game.status != db::Status::Finished) return "";
    std::vector<std::string> winners;
    for (const auto& seat : game.seats) {
        if (seat.winner) winners.push_back(seat.player);
    }
    // A lost solo game has no winner.
    return winners.empty() ? "-" : fmt::format("{}", fmt::join(winners, " & "));
}

std::string status_text(const db::HistoryEntry& game) {
    return game.simulated ? fmt::format("{}, simulated", db::to_string(game.status))
                          : db::to_string(game.status);
}

int history(const Globals& globals, const HistoryOptions& options) {
    const auto file = history_file(globals);
    std::optional<db::Store> store;
    if (!nothing_recorded(file)) {
        store = open_history(globals, db::Access::Read, "history");
        if (!store) return kExitFailure;
    }
    auto filter = filter_of(options.filter);
    filter.limit = options.limit;
    std::vector<db::HistoryEntry> games;
    try {
        const auto unknown =
            unknown_game(globals, store ? &*store : nullptr, options.filter.game.value_or(""));
        if (!unknown.empty()) {
            fmt::print(stderr, "dicebox history: {}\n", unknown);
            return kExitUsage;
        }
        if (!store) {
            fmt::print("No games recorded yet in {}.\n", file.string());
            return kExitOk;
        }
        const auto nobody = unknown_player(*store, "--player", options.filter.player.value_or(""));
        if (!nobody.empty()) {
            fmt::print(stderr, "dicebox history: {}\n", nobody);
            return kExitUsage;
        }
        games = db::list_games(*store, filter);
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox history: {}\n", e.what());
        return kExitFailure;
    }
    if (games.empty()) {
        fmt::print("No games match.\n");
        return kExitOk;
    }
    // The table: a row of texts per game, each column as wide as its widest text.
    std::vector<std::vector<std::string>> rows = {
        {"id", "date", "game", "variant", "players", "winner", "status"}};
    for (const auto& game : games) {
        // Minutes are enough to tell games apart at a glance.
        rows.push_back({std::to_string(game.id), db::local_time_text(game.started_at).substr(0, 16),
                        game.module, game.variant, players_text(game), winner_text(game),
                        status_text(game)});
    }
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows) {
        for (std::size_t column = 0; column < row.size(); ++column) {
            widths[column] = std::max(widths[column], row[column].size());
        }
    }
    for (const auto& row : rows) {
        std::string line = fmt::format("{:>{}}", row[0], widths[0]);
        for (std::size_t column = 1; column < row.size(); ++column) {
            line += fmt::format("  {:<{}}", row[column], widths[column]);
        }
        line.erase(line.find_last_not_of(' ') + 1);
        fmt::print("{}\n", line);
    }
    return kExitOk;
}

}  // namespace

void add_history(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("history", "List the games of the history, newest first");
    auto options = std::make_shared<HistoryOptions>();
    add_filter_options(*cmd, options->filter);
    add_whole_number(*cmd, "--limit", options->limit, "Show at most this many games", 1)
        ->default_str(std::to_string(options->limit));
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return history(globals, *options); };
    });
}

}  // namespace cli
