// `dicebox play GAME --players ...`: a game in the terminal, people and bots.
#include <fmt/format.h>

#include <iostream>
#include <random>

#include "commands.hpp"
#include "dicebox/match.hpp"
#include "exit_codes.hpp"
#include "lineup.hpp"
#include "params_option.hpp"
#include "plugins.hpp"
#include "terminal/human_agent.hpp"
#include "terminal/view.hpp"

namespace cli {
namespace {

struct PlayOptions {
    std::string game;
    std::string players;
    std::optional<std::uint64_t> seed;
    std::vector<std::string> handicap;
    ParamOptions params;
};

// Who won, in words; the view has shown where everybody finished.
std::string winners_text(const dicebox::State& state, const std::vector<std::string>& names) {
    const auto winners = state.winners();
    if (winners.empty()) return fmt::format("{} lost this solo game.\n", names[0]);
    if (names.size() == 1) return fmt::format("{} won this solo game.\n", names[0]);
    std::vector<std::string> who;
    for (const auto seat : winners) who.push_back(names[static_cast<std::size_t>(seat)]);
    if (who.size() == 1) return fmt::format("{} wins.\n", who[0]);
    return fmt::format("Shared win: {}.\n", fmt::join(who, " and "));
}

int play(const Globals& globals, const PlayOptions& options) {
    const auto* module = find_game(globals, options.game);
    if (module == nullptr) return kExitFailure;
    const auto lineup = parse_lineup(*module, options.players, options.handicap);
    if (!lineup) {
        fmt::print(stderr, "dicebox play: {}\n", lineup.error());
        return kExitUsage;
    }
    const auto params = param_overrides(*module, options.params);
    if (!params) {
        fmt::print(stderr, "dicebox play: {}\n", params.error());
        return kExitUsage;
    }
    std::vector<std::string> names;
    int people = 0;
    for (const auto& seat : *lineup) {
        names.push_back(seat.name);
        people += seat.bot.empty();
    }
    const auto view = make_view(options.game, names);
    if (!view) {
        fmt::print(stderr, "dicebox: {} cannot be played in the terminal\n", module->info().name);
        return kExitFailure;
    }
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    std::optional<dicebox::Session> session;
    try {
        auto config = config_of(*lineup);
        config.params = *params;
        session.emplace(*module, std::move(config), seed);
    } catch (const dicebox::ParamError& e) {
        fmt::print(stderr, "dicebox play: {}\n", e.what());
        return kExitUsage;
    }

    std::vector<std::unique_ptr<dicebox::Agent>> agents;
    for (const auto& seat : *lineup) {
        if (seat.bot.empty()) {
            agents.push_back(std::make_unique<HumanAgent>(*view, seat.name, people > 1, std::cin));
        } else {
            agents.push_back(std::make_unique<dicebox::BotAgent>(module->make_bot(seat.bot)));
        }
    }
    std::vector<dicebox::Agent*> seats;
    for (const auto& agent : agents) seats.push_back(agent.get());

    fmt::print("{} — {} — seed {}\n", module->info().name, fmt::join(names, ", "), seed);
    // Choices made at the same time (EXTRA!'s round) are secret until everybody has
    // chosen; then all are shown together, each explained in the state it was chosen in.
    // A choice made alone (a turn of its own) is shown at once.
    struct Choice {
        dicebox::Seat seat;
        std::string text;
        nlohmann::json chosen_in;
    };
    std::vector<Choice> hidden;
    nlohmann::json last = session->state().to_json();
    session->add_observer([&](const dicebox::Session& s, const dicebox::Event& event) {
        auto json = s.state().to_json();
        if (event.is_chance()) {
            fmt::print("{}", view->chance(last, json, s.format(event)));
        } else {
            const bool alone = last["to_move"].size() == 1;
            hidden.push_back({event.seat, s.format(event), std::move(last)});
            if (alone || s.state().chance_due() || s.state().terminal()) {
                for (const auto& choice : hidden) {
                    fmt::print("  {:<10} {:<14} {}\n", names[static_cast<std::size_t>(choice.seat)],
                               choice.text,
                               view->explain(choice.chosen_in, choice.seat, choice.text));
                }
                fmt::print("{}", view->after_decisions(hidden.front().chosen_in, json));
                hidden.clear();
            }
        }
        last = std::move(json);
    });

    if (dicebox::run_match(*session, seats) == dicebox::MatchEnd::Abandoned) {
        fmt::print("\nThe game was left unfinished (seed {}).\n", seed);
        return kExitAbandoned;
    }
    fmt::print("{}{}", view->final(session->state().to_json()),
               winners_text(session->state(), names));
    return kExitOk;
}

}  // namespace

void add_play(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand("play", "Play a game in the terminal, with people and bots");
    auto options = std::make_shared<PlayOptions>();
    cmd->add_option("game", options->game, "The game to play (see 'dicebox games')")->required();
    cmd->add_option("--players", options->players,
                    "The seats in order: people's names and bot:KIND, e.g. \"Ann,Ben,bot:greedy\"")
        ->required();
    cmd->add_option("--seed", options->seed, "Seed of the dice; the same seed rolls the same dice")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--handicap", options->handicap,
                    "Give this player the children's handicap (EXTRA!); may be repeated")
        ->type_name("NAME");
    add_param_options(*cmd, options->params);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return play(globals, *options); };
    });
}

}  // namespace cli
