// Helpers of the hook tests (see rule_hooks.hpp).
#include "rule_hooks.hpp"

#include <filesystem>
#include <string>

#include "plugins.hpp"

namespace hooks_test {

std::string script_path(std::string_view name) {
    return (std::filesystem::path(DICEBOX_TEST_HOOK_SCRIPTS) / name).string();
}

std::shared_ptr<const Script> script(std::string_view name) {
    return Script::load(script_path(name));
}

dicebox::GameConfig ruled_config(std::string_view game, std::shared_ptr<const Script> rule,
                                 int players, json params) {
    const auto& module = testing_support::module(std::string(game));
    dicebox::GameConfig config;
    config.players = players;
    config.params = std::move(params);
    return dicebox::script::ruled_by(std::move(config), std::move(rule), module);
}

dicebox::Session ruled_session(std::string_view game, std::shared_ptr<const Script> rule,
                               int players, json params) {
    const auto& module = testing_support::module(std::string(game));
    return dicebox::Session(module, ruled_config(game, std::move(rule), players, std::move(params)),
                            1);
}

}  // namespace hooks_test
