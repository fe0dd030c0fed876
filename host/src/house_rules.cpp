#include "dicebox/host/house_rules.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "dicebox/host/rule_files.hpp"

namespace dicebox::host {

namespace script = dicebox::script;

script::Limits limits_of(const RulesOptions& options) {
    script::Limits limits;
    limits.instructions = options.instructions;
    limits.memory = options.memory_mb << 20;
    return limits;
}

dicebox::Result<ScriptPtr> load_rules(const std::string& file_or_name,
                                      const script::Limits& limits) {
    using R = dicebox::Result<ScriptPtr>;
    const auto file = find_rule_file(file_or_name);
    if (!file) return R::failure(file.error());
    try {
        return ScriptPtr(script::Script::load(*file, limits));
    } catch (const script::ScriptError& e) {
        return R::failure(e.what());
    }
}

dicebox::Result<ScriptPtr> rules_for(const dicebox::GameModule& module,
                                     const std::string& file_or_name,
                                     const script::Limits& limits) {
    auto loaded = load_rules(file_or_name, limits);
    if (!loaded) return loaded;
    auto checked = checked_for(module, *loaded);
    if (!checked) return checked;
    // Each hook is tried as `rules check` tries it, so that a hook that fails as soon as
    // a game asks it (a loop in final_score) is refused now, not at the end of a game.
    const auto failures = script::trial(**checked, module);
    if (!failures.empty()) {
        return dicebox::Result<ScriptPtr>::failure(
            fmt::format("{} cannot rule {}:\n  {}", (*checked)->file().string(), module.info().name,
                        fmt::join(failures, "\n  ")));
    }
    return checked;
}

dicebox::Result<ScriptPtr> checked_for(const dicebox::GameModule& module, ScriptPtr rule) {
    using R = dicebox::Result<ScriptPtr>;
    const auto& script = *rule;
    const auto& info = module.info();
    if (script.metadata().game != info.id) {
        return R::failure(fmt::format("{} is a house rule for the game '{}', not for {} ('{}')",
                                      script.file().string(), script.metadata().game, info.name,
                                      info.id));
    }
    const auto problems = script::check(script, module);
    if (!problems.empty()) {
        return R::failure(fmt::format("{} cannot rule {}:\n  {}", script.file().string(), info.name,
                                      fmt::join(problems, "\n  ")));
    }
    return rule;
}

dicebox::Result<ScriptPtr> rule_from_text(const dicebox::GameModule& module,
                                          const std::string& text) {
    try {
        return checked_for(module, script::Script::from_text(text, "the house rule"));
    } catch (const script::ScriptError& e) {
        return dicebox::Result<ScriptPtr>::failure(e.what());
    }
}

dicebox::GameConfig apply_house_rule(dicebox::GameConfig config, const ScriptPtr& script,
                                     const dicebox::GameModule& module) {
    if (!script) return config;
    return script::ruled_by(std::move(config), script, module);
}

}  // namespace dicebox::host
