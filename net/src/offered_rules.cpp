#include "dicebox/net/offered_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "dicebox/host/rule_files.hpp"
#include "dicebox/names.hpp"
#include "dicebox/script/script.hpp"

namespace dicebox::net {

OfferedRules offered_rules(const dicebox::PluginRegistry& games,
                           const std::vector<std::filesystem::path>& folders) {
    OfferedRules offered;
    std::set<std::string> names;
    for (const auto& file : host::rule_files(folders)) {
        // The user's script of a name stands for the shipped one, as `--rules NAME` does.
        if (!names.insert(file.name).second) continue;
        try {
            const auto script = dicebox::script::Script::load(file.file);
            const auto& about = script->metadata();
            if (games.find(about.game) == nullptr) {
                offered.problems.push_back(
                    fmt::format("the house rule {} ({}) is not offered: it is for the game '{}', "
                                "which is not among the games here",
                                file.name, file.file.string(), about.game));
                continue;
            }
            offered.rules.push_back({file.name, about.game, about.name, about.version,
                                     about.description, script->source()});
        } catch (const dicebox::script::ScriptError& e) {
            offered.problems.push_back(fmt::format("the house rule {} ({}) is not offered: {}",
                                                   file.name, file.file.string(), e.what()));
        }
    }
    std::sort(offered.rules.begin(), offered.rules.end(),
              [](const OfferedRule& a, const OfferedRule& b) { return a.name < b.name; });
    return offered;
}

RuleChoice offered_rule(const std::vector<OfferedRule>& rules, const std::string& name,
                        const dicebox::GameModule& game) {
    const auto& id = game.info().id;
    std::vector<std::string> for_game;
    for (const auto& rule : rules) {
        if (rule.game == id) for_game.push_back(rule.name);
    }
    const std::string offered = for_game.empty()
                                    ? fmt::format("it offers none for {}", game.info().name)
                                    : fmt::format("those it offers for {} are: {}",
                                                  game.info().name, fmt::join(for_game, ", "));
    const auto found = std::find_if(rules.begin(), rules.end(),
                                    [&](const OfferedRule& rule) { return rule.name == name; });
    if (found == rules.end())
        return {nullptr, fmt::format("this server offers no house rule '{}'; {}",
                                     dicebox::printable(name), offered)};
    if (found->game != id)
        return {nullptr, fmt::format("the house rule '{}' is for the game '{}', not for {}; {}",
                                     name, found->game, game.info().name, offered)};
    return {&*found, {}};
}

nlohmann::json rules_json(const std::vector<OfferedRule>& rules) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& rule : rules) {
        list.push_back({{"name", rule.name},
                        {"game", rule.game},
                        {"title", rule.title},
                        {"version", rule.version},
                        {"description", rule.description}});
    }
    return list;
}

}  // namespace dicebox::net
