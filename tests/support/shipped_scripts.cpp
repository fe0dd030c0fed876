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
    const std::vector<std::string> kinds(static_cast<std::size_t>(session.state().players()),
                                         std::string(bot));
    dicebox::Match(session, dicebox::bots_of(session.module(), kinds)).play();
}

}  // namespace shipped_test
