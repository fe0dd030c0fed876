// A script against the module it is for: `dicebox rules check`, and the configuration
// of a game it rules.
#include <fmt/format.h>

#include <algorithm>

#include "dicebox/script/script.hpp"

namespace dicebox::script {
namespace {

std::string other_game(const Script& script, const GameModule& module) {
    return fmt::format("{} is a house rule for '{}', not for '{}'", script.file().string(),
                       script.metadata().game, module.info().id);
}

// `overrides` on top of `base`: both objects of name: value.
nlohmann::json merged(nlohmann::json base, const nlohmann::json& overrides) {
    for (const auto& [name, value] : overrides.items()) base[name] = value;
    return base;
}

}  // namespace

std::vector<std::string> check(const Script& script, const GameModule& module) {
    std::vector<std::string> problems;
    if (script.metadata().game != module.info().id) {
        problems.push_back(other_game(script, module));
        return problems;
    }
    problems = module.params().problems(script.params());
    for (const auto& problem : module.seat_options().problems(script.seat_options())) {
        problems.push_back(fmt::format("seats: {}", problem));
    }
    const auto& offered = module.hooks();
    for (const std::string& hook : script.hook_names()) {
        const bool known = std::any_of(offered.begin(), offered.end(),
                                       [&](const HookSpec& spec) { return spec.name == hook; });
        if (known) continue;
        std::string names;
        for (const HookSpec& spec : offered) names += (names.empty() ? "" : ", ") + spec.name;
        problems.push_back(fmt::format("unknown hook '{}'; {} offers {}", hook, module.info().id,
                                       names.empty() ? "no hooks" : names));
    }
    return problems;
}

GameConfig ruled_by(GameConfig config, std::shared_ptr<const Script> script,
                    const GameModule& module) {
    if (script->metadata().game != module.info().id) throw ParamError(other_game(*script, module));
    if (!config.params.is_null() && !config.params.is_object()) {
        throw ParamError("parameters must be an object of name: value, not " +
                         config.params.dump());
    }
    config.params =
        config.params.is_object() ? merged(script->params(), config.params) : script->params();
    if (config.seats.empty()) {
        config.seats.assign(static_cast<std::size_t>(std::max(config.players, 0)),
                            script->seat_options());
    } else {
        for (auto& seat : config.seats) {
            if (seat.is_object()) seat = merged(script->seat_options(), seat);
        }
    }
    config.rule = std::move(script);
    return config;
}

}  // namespace dicebox::script
