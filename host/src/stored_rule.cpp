#include "dicebox/host/stored_rule.hpp"

#include <filesystem>

#include "dicebox/host/rule_files.hpp"

namespace dicebox::host {

namespace db = dicebox::db;
using RuleResult = dicebox::Result<ScriptPtr, Refusal>;
namespace script = dicebox::script;

RuleResult stored_rule(const db::GameRecord& game, const RulesOptions& options) {
    const auto limits = limits_of(options);
    if (!game.has_house_rule()) {
        if (!options.rules.empty())
            return RuleResult::failure(
                {.kind = Refusal::Kind::RulePrinted, .game = game.id, .subject = game.variant});
        return ScriptPtr();
    }
    if (!options.rules.empty()) {
        auto script = load_rules(options.rules, limits);
        if (!script)
            return RuleResult::failure(
                {.kind = Refusal::Kind::RuleNotLoaded, .game = game.id, .reason = script.error()});
        if (db::variant_of(script->get(), game.params).hash != game.variant_hash) {
            return RuleResult::failure({.kind = Refusal::Kind::RuleNotTheGames,
                                        .game = game.id,
                                        .subject = game.variant,
                                        .other = (*script)->file().string()});
        }
        return *script;
    }
    if (!game.rule_script.empty()) {
        // The history keeps the text (a game played online): the very rule, whatever the
        // scripts here are.
        try {
            auto script = script::Script::from_text(game.rule_script, game.variant, limits);
            if (db::variant_of(script.get(), game.params).hash == game.variant_hash)
                return ScriptPtr(std::move(script));
        } catch (const script::ScriptError&) {
            // A sandbox of other limits than the server's: the scripts here may do.
        }
    }
    // A script of the same variant name whose text differs has changed since the game.
    std::vector<std::string> changed;
    for (const auto& file : rule_files(options.folders)) {
        auto script = load_rules(file.file.string(), limits);
        if (!script || (*script)->metadata().game != game.module) continue;
        const auto variant = db::variant_of(script->get(), game.params);
        if (variant.hash == game.variant_hash) return *script;
        if (variant.name == game.variant) changed.push_back(file.file.string());
    }
    if (!changed.empty()) {
        return RuleResult::failure({.kind = Refusal::Kind::RuleChanged,
                                    .game = game.id,
                                    .subject = game.variant,
                                    .list = changed});
    }
    std::vector<std::string> folders;
    for (const auto& folder : options.folders) folders.push_back(folder.string());
    folders.push_back(user_rules_folder().string());
    folders.push_back(shipped_rules_folder().string());
    return RuleResult::failure({.kind = Refusal::Kind::RuleNotFound,
                                .game = game.id,
                                .subject = game.variant,
                                .list = folders});
}

}  // namespace dicebox::host
