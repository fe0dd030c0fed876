// `dicebox show ID`: a game of the history rebuilt from its log: the final board (or
// the board as it stands), the scores and the winners.
#include <fmt/format.h>

#include <algorithm>

#include "commands.hpp"
#include "dicebox/db/event_log.hpp"
#include "dicebox/db/local_time.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "number_option.hpp"
#include "seat_options_text.hpp"
#include "stored_game.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

std::string dates_text(const db::GameRecord& record) {
    std::string out = fmt::format("Started {}", db::local_time_text(record.started_at));
    if (record.ended_at) out += fmt::format(", ended {}", db::local_time_text(*record.ended_at));
    return out + fmt::format(" ({})", db::to_string(record.status));
}

// The board of a game that is not over. A game whose view draws one board for everybody
// shows it once; one that draws each seat's own (EXTRA!'s sheets) shows each.
std::string board_as_it_stands(const StoredGame& game, const nlohmann::json& state) {
    std::vector<std::string> boards;
    for (std::size_t seat = 0; seat < game.names.size(); ++seat) {
        boards.push_back(game.view->board(state, static_cast<int>(seat)));
    }
    if (std::all_of(boards.begin(), boards.end(),
                    [&](const std::string& board) { return board == boards.front(); })) {
        return boards.front() + "\n";
    }
    std::string out;
    for (std::size_t seat = 0; seat < boards.size(); ++seat) {
        out += fmt::format("\n{}\n{}\n", game.names[seat], boards[seat]);
    }
    return out;
}

struct ShowOptions {
    std::int64_t id = 0;
    host::RulesOptions rules;
};

int show(const Globals& globals, const ShowOptions& options) {
    const std::int64_t id = options.id;
    const auto loaded = load_stored_game(globals, id, options.rules, "show");
    if (const auto* status = std::get_if<int>(&loaded)) return *status;
    const auto* game = &std::get<StoredGame>(loaded);
    const auto& record = game->record;
    fmt::print("Game {}\n{}\nPlayers: {}\n", title_of(*game), dates_text(record),
               players_text(game->names, record.seats));
    auto session = new_session(*game, "show");
    if (!session) return kExitFailure;
    try {
        session->replay(db::log_json(record.events));
    } catch (const std::invalid_argument& e) {
        fmt::print(stderr,
                   "dicebox show: the log of game {} does not replay: {} ('dicebox replay {}' "
                   "shows it up to there)\n",
                   id, e.what(), game_arguments(globals, id, game->rule.get()));
        return kExitFailure;
    } catch (const dicebox::HookError& e) {
        fmt::print(stderr, "dicebox show: the house rule of game {} fails: {}\n", id, e.what());
        return kExitFailure;
    }
    const auto state = session->state().to_json();
    if (record.status == db::Status::Finished) {
        fmt::print("{}\n{}", terminal::fitted(game->view->final(state)), results_text(*game));
        return kExitOk;
    }
    fmt::print("\n{}", terminal::fitted(board_as_it_stands(*game, state)));
    if (record.status == db::Status::Unfinished) {
        fmt::print("This game is unfinished — continue with dicebox resume {}\n",
                   game_arguments(globals, id, game->rule.get()));
    } else {
        fmt::print("Aborted: the game was stopped by an error after {} events.\n",
                   record.events.size());
    }
    return kExitOk;
}

}  // namespace

void add_show(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd =
        app.add_subcommand("show", "Show a game of the history: its final board and scores");
    auto options = std::make_shared<ShowOptions>();
    add_whole_number(*cmd, "id", options->id, "The game's id (see 'dicebox history')", 1,
                     std::nullopt, "the game's id")
        ->required();
    add_stored_rules_options(*cmd, options->rules);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return show(globals, *options); };
    });
}

}  // namespace dicebox::cli
