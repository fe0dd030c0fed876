// `dicebox resume ID`: an unfinished game from the history, continued at the terminal
// exactly where it stopped.
#include <fmt/format.h>

#include "commands.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"
#include "terminal/choice_prompt.hpp"
#include "terminal/play_loop.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

struct ResumeOptions {
    std::int64_t id = 0;
    host::RulesOptions rules;
};

// What to do instead, after the refusal of a game that cannot go on.
std::string instead(const Globals& globals, const host::Refusal& refusal,
                    const dicebox::db::GameRecord& game, const host::RulesOptions& rules) {
    using Kind = host::Refusal::Kind;
    // The commands given find the game's history and rule as this one did.
    const auto rule = host::stored_rule(game, rules);
    const auto again = game_arguments(globals, game.id, rule ? rule->get() : nullptr);
    switch (refusal.kind) {
        case Kind::Finished:
            return fmt::format("; see it with 'dicebox show {}' or 'dicebox replay {}'", again,
                               again);
        case Kind::Aborted:
            return fmt::format("; its log replays with 'dicebox replay {}'", again);
        case Kind::RulePrinted:
        case Kind::RuleNotTheGames:
        case Kind::RuleChanged:
        case Kind::RuleNotFound:
        case Kind::RuleNotLoaded:
            return stored_rule_hint(game, rules);
        default:
            return {};
    }
}

int resume(const Globals& globals, const ResumeOptions& options) {
    const std::int64_t id = options.id;
    auto history = open_history_to_change(globals, "resume");
    if (!history) return kExitFailure;
    dicebox::db::GameRecord game;
    try {
        game = dicebox::db::load_game(*history, id);
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox resume: {}\n", e.what());
        return kExitFailure;
    }
    const auto refused = [&](const host::Refusal& refusal) {
        fmt::print(stderr, "dicebox resume: {}{}\n", host::text(refusal),
                   instead(globals, refusal, game, options.rules));
        // A --rules that is not the game's rule is a wrong argument; a rule not found
        // without one is the history's.
        const bool rule_named =
            !options.rules.rules.empty() && !host::stored_rule(game, options.rules);
        return rule_named ? kExitUsage : kExitFailure;
    };
    if (const auto refusal =
            host::resume_refusal(id, game.status, game.simulated, game.online,
                                 game.online ? dicebox::db::table_of(*history, id) : std::string()))
        return refused(*refusal);
    const auto* module = find_recorded_game(globals, game, "resume");
    if (module == nullptr) return kExitFailure;
    host::Resumed resumed;
    try {
        resumed = host::resume_stored_game(*module, game, options.rules);
    } catch (const host::SetupError& e) {
        return refused(e.refusal());
    }
    const auto view = module->terminal_view(host::names_of(resumed.seats));
    if (!view) {
        fmt::print(stderr, "dicebox resume: {} cannot be played in the terminal\n",
                   module->info().name);
        return kExitFailure;
    }
    fmt::print("Game {} goes on after {} events. {}", id, game.events.size(),
               view->resumed(resumed.session->state().view(dicebox::kOnlooker)->to_json()));
    dicebox::db::LiveRecorder recorder(*history, std::move(resumed.record));
    return play_at_terminal(globals, *resumed.session, resumed.seats, *view, recorder, "resume");
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
    cmd->footer(kAnswersHelp);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return resume(globals, *options); };
    });
}

}  // namespace dicebox::cli
