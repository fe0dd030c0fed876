// `dicebox play GAME --players ...`: a new game in the terminal, people and bots,
// recorded in the history as it is played.
#include <fmt/format.h>

#include "commands.hpp"
#include "dicebox/host/new_game.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "params_option.hpp"
#include "players_option.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"
#include "seat_options_option.hpp"
#include "terminal/choice_prompt.hpp"
#include "terminal/play_loop.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

struct PlayOptions {
    std::string game;
    std::string players;
    std::optional<std::uint64_t> seed;
    SeatOptionOptions seat_options;
    ParamOptions params;
    host::RulesOptions rules;
};

int play(const Globals& globals, const PlayOptions& options) {
    const auto* module = find_game(globals, options.game, "play");
    if (module == nullptr) return kExitUsage;
    auto lineup = parse_lineup(*module, options.players);
    if (lineup) lineup = with_seat_options(*module, *lineup, options.seat_options);
    if (!lineup) {
        fmt::print(stderr, "dicebox play: {}\n", lineup.error());
        return kExitUsage;
    }
    const auto params = param_overrides(*module, options.params);
    if (!params) {
        fmt::print(stderr, "dicebox play: {}\n", params.error());
        return kExitUsage;
    }
    host::ScriptPtr script;
    if (!options.rules.rules.empty()) {
        auto rules = host::rules_for(*module, options.rules.rules, host::limits_of(options.rules));
        if (!rules) {
            fmt::print(stderr, "dicebox play: {}\n", rules.error());
            return kExitUsage;
        }
        script = *rules;
    }
    host::StartedGame game;
    try {
        game = host::start_game({module, *lineup, *params, script, options.seed});
    } catch (const host::SetupError& e) {
        fmt::print(stderr, "dicebox play: {}\n", e.what());
        return kExitUsage;
    }

    const auto view = module->terminal_view(host::names_of(game.seats));
    if (!view) {
        fmt::print(stderr, "dicebox play: {} cannot be played in the terminal\n",
                   module->info().name);
        return kExitFailure;
    }
    auto history = open_history(globals, dicebox::db::Access::Write, "play");
    if (!history) return kExitFailure;
    dicebox::db::LiveRecorder recorder(*history, std::move(game.record));
    return play_at_terminal(globals, *game.session, game.seats, *view, recorder, "play");
}

}  // namespace

void add_play(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("play", "Play a game in the terminal, with people and bots");
    auto options = std::make_shared<PlayOptions>();
    cmd->add_option("game", options->game, "The game to play (see 'dicebox games')")->required();
    cmd->add_option("--players", options->players,
                    "The seats in order: people's names and bot:KIND, e.g. \"Ann,Ben,bot:greedy\"")
        ->required();
    add_whole_number(*cmd, "--seed", options->seed,
                     "Seed of the dice; the same seed rolls the same dice", 0);
    add_seat_option_options(*cmd, options->seat_options);
    add_param_options(*cmd, options->params);
    add_rules_options(*cmd, options->rules);
    cmd->footer(kAnswersHelp);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return play(globals, *options); };
    });
}

}  // namespace dicebox::cli
