// `dicebox history [filters] [--limit N]`: the games of the history, newest first.
#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "commands.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/local_time.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "history_filter.hpp"
#include "number_option.hpp"

namespace dicebox::cli {
namespace {

namespace db = dicebox::db;

struct HistoryOptions {
    FilterOptions filter;
    std::size_t limit = 20;
};

// Each player with their score, a winner marked with a star: "Ann 120*, bold 1 80", the
// seats named as when the game was played (host::table_names).
std::vector<std::string> players_of(const db::HistoryEntry& game) {
    std::vector<dicebox::host::SeatSpec> specs;
    for (const auto& seat : game.seats) {
        specs.push_back({seat.bot.empty() ? seat.player : seat.bot, seat.bot, {}});
    }
    const auto names = dicebox::host::table_names(specs);
    std::vector<std::string> players;
    for (std::size_t i = 0; i < game.seats.size(); ++i) {
        const auto& seat = game.seats[i];
        std::string text = seat.score ? fmt::format("{} {}", names[i], *seat.score) : names[i];
        if (game.status == db::Status::Finished && seat.winner) text += '*';
        players.push_back(std::move(text));
    }
    return players;
}

// The players cut into lines of at most `room` columns, between players.
std::vector<std::string> player_lines(const std::vector<std::string>& players, std::size_t room) {
    std::vector<std::string> lines{""};
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string item = players[i] + (i + 1 < players.size() ? "," : "");
        std::string& line = lines.back();
        if (!line.empty() && terminal::columns_of(line) + 1 + terminal::columns_of(item) > room) {
            lines.push_back(item);
        } else {
            line += (line.empty() ? "" : " ") + item;
        }
    }
    return lines;
}

std::string status_text(const db::HistoryEntry& game) {
    if (game.simulated) return fmt::format("{}, simulated", db::to_string(game.status));
    if (game.online) return fmt::format("{}, online", db::to_string(game.status));
    return db::to_string(game.status);
}

int history(const Globals& globals, const HistoryOptions& options) {
    const auto file = history_file(globals);
    std::optional<db::Store> store;
    if (!db::nothing_recorded(file)) {
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
        if (const auto why = checked_in(*store, filter); !why.empty()) {
            fmt::print(stderr, "dicebox history: {}\n", why);
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
    // The table: a row of texts per game, each column as wide as its widest text, the
    // players last, on as many lines as the width of a terminal needs.
    std::vector<std::vector<std::string>> rows = {
        {"id", "date", "game", "variant", "status", "players (* won)"}};
    std::vector<std::vector<std::string>> players = {{}};
    for (const auto& game : games) {
        // Minutes are enough to tell games apart at a glance.
        rows.push_back({std::to_string(game.id), db::local_time_text(game.started_at).substr(0, 16),
                        game.module, game.variant, status_text(game)});
        players.push_back(players_of(game));
    }
    std::vector<std::size_t> widths(rows.front().size() - 1, 0);
    for (const auto& row : rows) {
        for (std::size_t column = 0; column < widths.size(); ++column) {
            widths[column] = std::max(widths[column], terminal::columns_of(row[column]));
        }
    }
    std::size_t before_players = 0;
    for (const auto width : widths) before_players += width + 2;
    constexpr std::size_t kFewestColumns = 20;
    const std::size_t room =
        std::max(kFewestColumns,
                 terminal::kTerminalColumns - std::min(before_players, terminal::kTerminalColumns));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto& row = rows[r];
        std::string line = fmt::format("{:>{}}", row[0], widths[0]);
        for (std::size_t column = 1; column < widths.size(); ++column) {
            line += "  " + row[column] +
                    std::string(widths[column] - terminal::columns_of(row[column]), ' ');
        }
        const auto lines = r == 0 ? std::vector{row.back()} : player_lines(players[r], room);
        line += "  " + lines.front();
        for (std::size_t i = 1; i < lines.size(); ++i) {
            line += "\n" + std::string(before_players, ' ') + lines[i];
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
    const auto* rebuild = add_rebuild_summaries(*cmd, globals, run);
    cmd->callback([&globals, &run, options, rebuild] {
        // A subcommand's callback runs first; the listing is not what it asked for.
        if (rebuild->parsed()) return;
        run = [&globals, options] { return history(globals, *options); };
    });
}

}  // namespace dicebox::cli
