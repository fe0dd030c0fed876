// `dicebox resume ID`: an unfinished game from the history, continued at the terminal
// exactly where it stopped.
#include <fmt/format.h>

#include "commands.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"
#include "terminal/play_loop.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

struct ResumeOptions {
    std::int64_t id = 0;
    host::RulesOptions rules;
};

int resume(const Globals& globals, const ResumeOptions& options) {
    const std::int64_t id = options.id;
    auto history = open_history(globals, dicebox::db::Access::Write, "resume");
    if (!history) return kExitFailure;
    dicebox::db::GameRecord game;
    try {
        game = dicebox::db::load_game(*history, id);
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox resume: {}\n", e.what());
        return kExitFailure;
    }
    const auto rule = host::stored_rule(game, options.rules);
    // The commands the hints give find the game's rule as this one did.
    const auto rules_again = rule ? rules_argument(rule->get()) : std::string();
    if (game.status == dicebox::db::Status::Finished) {
        fmt::print(stderr,
                   "dicebox resume: game {} is finished; see it with 'dicebox show {}{}' or "
                   "'dicebox replay {}{}'\n",
                   id, id, rules_again, id, rules_again);
        return kExitFailure;
    }
    if (game.status == dicebox::db::Status::Aborted) {
        fmt::print(stderr,
                   "dicebox resume: game {} was stopped by an error and cannot go on; its log "
                   "replays with 'dicebox replay {}{}'\n",
                   id, id, rules_again);
        return kExitFailure;
    }
    if (const auto table = dicebox::db::table_of(*history, id); !table.empty()) {
        fmt::print(stderr,
                   "dicebox resume: game {} is played at table {} of the server that records "
                   "into this history; it goes on when that server is started again\n",
                   id, table);
        return kExitFailure;
    }
    const auto* module = find_recorded_game(globals, game, "resume");
    if (module == nullptr) return kExitFailure;
    const auto seats = host::lineup_of(*module, game);
    if (!seats) {
        fmt::print(stderr, "dicebox resume: game {}: {}\n", id, seats.error());
        return kExitFailure;
    }
    if (!rule) {
        fmt::print(stderr, "dicebox resume: {}{}\n", rule.error(),
                   stored_rule_hint(game, options.rules));
        // A --rules that is not the game's rule is a wrong argument; a rule not found
        // without one is the history's.
        return options.rules.rules.empty() ? kExitFailure : kExitUsage;
    }
    std::unique_ptr<dicebox::Session> session;
    try {
        session = host::taken_up(*module, game, *rule);
    } catch (const host::SetupError& e) {
        if (e.kind() == host::SetupError::Kind::RuleFails) {
            fmt::print(stderr, "dicebox resume: the house rule of game {} fails: {}\n", id,
                       e.what());
        } else {
            fmt::print(stderr,
                       "dicebox resume: game {} was played with {} {} and does not go on with "
                       "{} {}: {}\n",
                       id, game.module_name, game.module_version, module->info().name,
                       module->info().version, e.what());
        }
        return kExitFailure;
    }
    const auto view = module->terminal_view(host::names_of(*seats));
    if (!view) {
        fmt::print(stderr, "dicebox resume: {} cannot be played in the terminal\n",
                   module->info().name);
        return kExitFailure;
    }
    fmt::print("Game {} goes on after {} events. {}", id, game.events.size(),
               view->resumed(session->state().view(dicebox::kOnlooker)->to_json()));
    dicebox::db::LiveRecorder recorder(*history, std::move(game));
    return play_at_terminal(*session, *seats, *view, recorder, "resume");
}

}  // namespace

void add_resume(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("resume",
                                   "Continue an unfinished game from the history where it stopped");
    auto options = std::make_shared<ResumeOptions>();
    add_whole_number(*cmd, "id", options->id, "The game's number (see 'dicebox history')", 1,
                     std::nullopt, "the game's id")
        ->required();
    add_stored_rules_options(*cmd, options->rules);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return resume(globals, *options); };
    });
}

}  // namespace dicebox::cli
