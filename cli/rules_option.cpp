#include "rules_option.hpp"

#include <fmt/format.h>

#include "number_option.hpp"
#include "rule_files.hpp"

namespace cli {

namespace script = dicebox::script;

void add_limit_options(CLI::App& command, RulesOptions& options) {
    add_whole_number(command, "--rules-instructions", options.instructions,
                     "A house rule's budget of Lua instructions for each call of a hook (and for "
                     "reading the script)",
                     1)
        ->default_str(std::to_string(options.instructions));
    add_whole_number(command, "--rules-memory", options.memory_mb,
                     "The most memory a house rule's script may use at any time, in MiB", 1,
                     std::uint64_t{1} << 20)
        ->default_str(std::to_string(options.memory_mb))
        ->type_name("MB");
}

void add_rules_options(CLI::App& command, RulesOptions& options) {
    command
        .add_option("--rules", options.rules,
                    "Play under a house rule: a Lua script's file, or the name of a script that "
                    "'dicebox rules list' shows (NAME or GAME/NAME)")
        ->type_name("FILE|NAME");
    add_limit_options(command, options);
}

void add_stored_rules_options(CLI::App& command, RulesOptions& options) {
    command
        .add_option("--rules", options.rules,
                    "The script of the house rule the game was played under, when it is not "
                    "among those 'dicebox rules list' shows (it is found by its SHA-256)")
        ->type_name("FILE|NAME");
    add_limit_options(command, options);
}

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
    using R = dicebox::Result<ScriptPtr>;
    auto loaded = load_rules(file_or_name, limits);
    if (!loaded) return loaded;
    const auto& script = **loaded;
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
    return loaded;
}

dicebox::GameConfig ruled(dicebox::GameConfig config, const ScriptPtr& script,
                          const dicebox::GameModule& module) {
    if (!script) return config;
    return script::ruled_by(std::move(config), script, module);
}

}  // namespace cli
