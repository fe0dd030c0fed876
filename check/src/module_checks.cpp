// What every module declares (its description, player range, parameters and bots), and
// that each of its bots plays whole games legally.
#include <fmt/format.h>

#include <algorithm>

#include "dicebox/match.hpp"
#include "dicebox/params.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace dicebox::check {
namespace {

void describes_itself(const GameModule& module, int, const Amounts&, Findings& findings) {
    const auto& info = module.info();
    if (info.id.empty()) findings.add("the module has no id");
    if (info.name.empty()) findings.add("the module has no name");
    if (info.version.empty()) findings.add("the module has no version");
    if (info.description.empty()) findings.add("the module has no description");
    if (info.min_players < 1 || info.min_players > info.max_players) {
        findings.add(fmt::format("the player range {} to {} is empty or below 1", info.min_players,
                                 info.max_players));
    }
}

// Whether new_game() refuses `players` seats with a ParamError.
bool refuses(const GameModule& module, int players) {
    try {
        module.new_game(players_config(players));
    } catch (const ParamError&) {
        return true;
    }
    return false;
}

void refuses_player_counts_outside_its_range(const GameModule& module, int, const Amounts&,
                                             Findings& findings) {
    const auto& info = module.info();
    for (int players : {info.min_players - 1, info.max_players + 1}) {
        if (!refuses(module, players)) {
            findings.add(fmt::format("a game of {} players is set up, outside {} to {}", players,
                                     info.min_players, info.max_players));
        }
    }
}

void every_parameter_has_a_description_and_a_valid_default(const GameModule& module, int,
                                                           const Amounts&, Findings& findings) {
    for (const auto* schema : {&module.params(), &module.seat_options()}) {
        const auto defaults = schema->resolve(nullptr);
        for (const auto& spec : schema->specs()) {
            if (spec.description.empty()) findings.add(spec.name + " has no description");
            if (defaults[spec.name] != spec.default_value) {
                findings.add(spec.name + " resolves to another value than its default");
            }
            if (!schema->problems({{spec.name, spec.default_value}}).empty()) {
                findings.add(spec.name + "'s default is not one of its values");
            }
        }
    }
    auto config = players_config(module.info().min_players);
    config.params = module.params().resolve(nullptr);
    try {
        module.new_game(config);
    } catch (const std::exception& error) {
        findings.add(
            fmt::format("the defaults written out do not set up a game: {}", error.what()));
    }
}

void refuses_an_unknown_parameter_naming_it(const GameModule& module, int, const Amounts&,
                                            Findings& findings) {
    auto config = players_config(module.info().min_players);
    config.params = {{"no_such_parameter", 1}};
    try {
        module.new_game(config);
        findings.add("an unknown parameter 'no_such_parameter' was accepted");
    } catch (const ParamError& error) {
        if (std::string(error.what()).find("no_such_parameter") == std::string::npos) {
            findings.add(
                fmt::format("refusing 'no_such_parameter', it does not name it: {}", error.what()));
        }
    }
}

void a_new_game_is_underway_and_not_over(const GameModule& module, int, const Amounts&,
                                         Findings& findings) {
    for (int players = module.info().min_players; players <= module.info().max_players; ++players) {
        const auto state = module.new_game(players_config(players));
        if (state->players() != players) {
            findings.add(
                fmt::format("a game set up for {} players has {}", players, state->players()));
        }
        if (state->terminal())
            findings.add(fmt::format("a new game of {} players is over", players));
        if (!state->chance_due() && seats_to_move(*state).empty()) {
            findings.add(fmt::format("in a new game of {} players neither chance nor a seat is due",
                                     players));
        }
    }
}

void offers_a_random_bot_and_a_default_bot_and_no_unknown_one(const GameModule& module, int,
                                                              const Amounts&, Findings& findings) {
    const auto bots = module.bots();
    const auto offered = [&](const std::string& name) {
        return std::find(bots.begin(), bots.end(), name) != bots.end();
    };
    if (!offered("random")) findings.add("there is no bot called 'random'");
    if (!offered(module.default_bot())) {
        findings.add(
            fmt::format("the default bot '{}' is not among the bots", module.default_bot()));
    }
    for (const auto& name : bots) {
        if (module.make_bot(name) == nullptr)
            findings.add(fmt::format("bot '{}' is not made", name));
    }
    if (module.make_bot("no-such-bot") != nullptr) findings.add("a bot 'no-such-bot' is made");
}

// At the fewest and the most players the game allows, three games each.
void every_bot_plays_whole_games_with_legal_actions(const GameModule& module, int, const Amounts&,
                                                    Findings& findings) {
    const auto& info = module.info();
    for (const auto& name : module.bots()) {
        for (const auto& [players, seed] : {std::pair{info.min_players, 0},
                                            {info.min_players, 1},
                                            {info.min_players, 2},
                                            {info.max_players, 0},
                                            {info.max_players, 1},
                                            {info.max_players, 2}}) {
            auto session = new_session(module, players, seed);
            const std::vector<std::string> kinds(static_cast<std::size_t>(players), name);
            try {
                // The match throws when a bot chooses an illegal action.
                Match(session, bots_of(module, kinds)).play();
            } catch (const std::exception& error) {
                findings.add(fmt::format("bot {}, {}: {}", name, where(session), error.what()));
                continue;
            }
            if (!session.state().terminal()) {
                findings.add(fmt::format("bot {}, {}: the match ended before the game", name,
                                         where(session)));
            }
        }
    }
}

}  // namespace

std::vector<Check> module_checks() {
    return {
        {"DescribesItselfWithAnIdNameVersionAndPlayerRange",
         "Describes itself with an id, a name, a version and a player range", false,
         describes_itself},
        {"RefusesPlayerCountsOutsideItsRange", "Refuses player counts outside its range", false,
         refuses_player_counts_outside_its_range},
        {"EveryParameterHasADescriptionAndAValidDefault",
         "Every parameter has a description and a valid default", false,
         every_parameter_has_a_description_and_a_valid_default},
        {"RefusesAnUnknownParameterNamingIt", "Refuses an unknown parameter, naming it", false,
         refuses_an_unknown_parameter_naming_it},
        {"OffersARandomBotAndADefaultBotAndNoUnknownOne",
         "Offers a random bot and a default bot, and no unknown one", false,
         offers_a_random_bot_and_a_default_bot_and_no_unknown_one},
        {"ANewGameIsUnderwayAndNotOver", "A new game is underway and not over", false,
         a_new_game_is_underway_and_not_over},
        {"EveryBotPlaysWholeGamesWithLegalActions",
         "Every bot plays whole games with legal actions", false,
         every_bot_plays_whole_games_with_legal_actions},
    };
}

}  // namespace dicebox::check
