// Setting up the engine's game from a `new` or `replay` request (game.hpp).
#include "engine/game.hpp"

#include <fmt/format.h>

#include "dicebox/host/new_game.hpp"
#include "rules_option.hpp"

namespace dicebox::cli::engine {

namespace host = dicebox::host;

using nlohmann::json;

namespace {

const dicebox::GameModule& find_module(const dicebox::PluginRegistry& registry,
                                       const std::string& id) {
    if (const auto* module = registry.find(id)) return *module;
    std::vector<std::string> known;
    for (const auto& plugin : registry.plugins()) known.push_back(plugin.module->info().id);
    throw RequestError(
        fmt::format("there is no game '{}'; the games are: {}", id,
                    known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", "))));
}

// Splits one entry of "seats" into what the engine keeps (name, bot) and the module's
// seat options, which are checked here so that a refusal can name the seat.
json read_seat(const dicebox::GameModule& module, const json& entry, std::size_t index,
               SeatSetup& setup) {
    const std::string where = fmt::format("seat {}", index);
    if (!entry.is_object()) {
        throw RequestError(fmt::format(
            "{} of 'seats' must be an object like {{\"name\":\"Ann\",\"bot\":\"greedy\"}}", where));
    }
    json options = entry;
    if (const auto name = options.find("name"); name != options.end()) {
        if (!name->is_string()) throw RequestError(where + ": 'name' must be a string");
        setup.name = name->get<std::string>();
        options.erase(name);
    }
    if (const auto bot = options.find("bot"); bot != options.end()) {
        if (!bot->is_string()) throw RequestError(where + ": 'bot' must be a string");
        setup.bot = bot->get<std::string>();
        options.erase(bot);
        if (module.make_bot(setup.bot) == nullptr) {
            throw RequestError(fmt::format("{}: {} has no bot '{}'; its bots are: {}", where,
                                           module.info().name, setup.bot,
                                           fmt::join(module.bots(), ", ")));
        }
    }
    try {
        module.seat_options().resolve(options);
    } catch (const dicebox::ParamError& e) {
        throw dicebox::ParamError(fmt::format("{}: {}", where, e.what()));
    }
    return options;
}

}  // namespace

Game start_game(const dicebox::PluginRegistry& registry, const Request& request, std::uint64_t seed,
                const dicebox::script::Limits& limits) {
    const dicebox::GameModule& module = find_module(registry, request.string("game"));
    host::ScriptPtr script;
    if (const auto rules = request.optional_string("rules")) {
        auto found = host::rules_for(module, *rules, limits);
        if (!found) throw RequestError(fmt::format("'rules': {}", found.error()));
        script = *found;
    }
    dicebox::GameConfig config;
    config.players = request.integer("players");
    if (const json* params = request.optional_object("params")) config.params = *params;

    // The player count and parameters first, so that a wrong count is named as such
    // rather than as a mismatch with "seats".
    dicebox::check_config(module, config);

    Game game;
    if (const json* seats = request.optional_array("seats")) {
        if (seats->size() != static_cast<std::size_t>(config.players)) {
            throw RequestError(
                fmt::format("'seats' lists {} seats for {} players; give one entry per seat",
                            seats->size(), config.players));
        }
        game.seats.resize(seats->size());
        for (std::size_t i = 0; i < seats->size(); ++i) {
            config.seats.push_back(read_seat(module, (*seats)[i], i, game.seats[i]));
        }
    }
    // A seat the request leaves out takes no options of its own.
    std::vector<host::SeatSpec> seats(static_cast<std::size_t>(config.players));
    for (std::size_t i = 0; i < config.seats.size(); ++i) seats[i].options = config.seats[i];
    try {
        game.session =
            host::start_game({&module, std::move(seats), config.params, script, seed}).session;
    } catch (const host::SetupError& e) {
        if (e.kind() == host::Refusal::Kind::GameRefuses) throw dicebox::ParamError(e.what());
        throw RequestError(e.what());
    }
    return game;
}

}  // namespace dicebox::cli::engine
