#include "params_option.hpp"

#include <fmt/format.h>

#include "dicebox/json_text.hpp"

namespace dicebox::cli {

using Overrides = dicebox::Result<nlohmann::json>;

void add_param_options(CLI::App& command, ParamOptions& options) {
    command
        .add_option("--param", options.params,
                    "Set a parameter of the game's rules, e.g. --param dice=25 or --param "
                    "dice_each=[9,8,7,6] (see 'dicebox games --json'); may be repeated")
        ->type_name("NAME=VALUE");
    command.add_flag("--match", options.match,
                     "Play the game's match (--param match=true): for games that have one");
}

Overrides param_overrides(const dicebox::GameModule& module, const ParamOptions& options) {
    nlohmann::json overrides = nlohmann::json::object();
    for (const auto& text : options.params) {
        const auto equals = text.find('=');
        if (equals == std::string::npos || equals == 0) {
            return Overrides::failure(
                fmt::format("--param {}: write NAME=VALUE, e.g. --param match=true", text));
        }
        // A VALUE that is not JSON is a string: --param name=Ann needs no quotes.
        const std::string value = text.substr(equals + 1);
        nlohmann::json parsed = value;
        if (nlohmann::json::accept(value)) {
            try {
                parsed = dicebox::parse_json(value);
            } catch (const dicebox::JsonTextError& e) {
                return Overrides::failure(fmt::format("--param {}: the value cannot be read: {}",
                                                      text.substr(0, equals), e.what()));
            }
        }
        overrides[text.substr(0, equals)] = std::move(parsed);
    }
    if (options.match) {
        if (module.params().find("match") == nullptr) {
            return Overrides::failure(fmt::format(
                "--match: {} has no match mode (no 'match' parameter)", module.info().name));
        }
        overrides["match"] = true;
    }
    try {
        module.params().resolve(overrides);
    } catch (const dicebox::ParamError& e) {
        return Overrides::failure(fmt::format("--param: {}", e.what()));
    }
    return overrides;
}

}  // namespace dicebox::cli
