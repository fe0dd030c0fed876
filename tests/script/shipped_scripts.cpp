// Helpers of the tests of the shipped house rules (see shipped_scripts.hpp).
#include "shipped_scripts.hpp"

#include <string>

#include "dicebox/match.hpp"
#include "plugins.hpp"

namespace shipped_test {

std::filesystem::path scripts_dir() {
    return DICEBOX_TEST_SHIPPED_SCRIPTS;
}

std::shared_ptr<const Script> shipped(std::string_view path) {
    return Script::load(scripts_dir() / path);
}

const dicebox::GameModule& module_of(const Script& script) {
    return testing_support::module(script.metadata().game);
}

dicebox::GameConfig ruled_config(std::string_view game, std::shared_ptr<const Script> rule,
                                 int players, json params, std::vector<json> seats) {
    dicebox::GameConfig config;
    config.players = players;
    config.params = std::move(params);
    config.seats = std::move(seats);
    if (!rule) return config;
    return dicebox::script::ruled_by(std::move(config), std::move(rule),
                                     testing_support::module(std::string(game)));
}

dicebox::Session ruled_session(std::string_view game, std::shared_ptr<const Script> rule,
                               int players, json params, std::vector<json> seats) {
    return dicebox::Session(
        testing_support::module(std::string(game)),
        ruled_config(game, std::move(rule), players, std::move(params), std::move(seats)), 1);
}

void play_out(dicebox::Session& session, std::string_view bot) {
    std::vector<std::unique_ptr<dicebox::Agent>> agents;
    std::vector<dicebox::Agent*> seats;
    for (int seat = 0; seat < session.state().players(); ++seat) {
        agents.push_back(std::make_unique<dicebox::BotAgent>(session.module().make_bot(bot)));
        seats.push_back(agents.back().get());
    }
    dicebox::run_match(session, seats);
}

}  // namespace shipped_test
