#include "rules_option.hpp"

#include <filesystem>
#include <system_error>

#include "dicebox/host/rule_files.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "shell_word.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;

void add_limit_options(CLI::App& command, host::RulesOptions& options) {
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

void add_rules_options(CLI::App& command, host::RulesOptions& options) {
    command
        .add_option("--rules", options.rules,
                    "Play under a house rule: a Lua script's file, or the name of a script that "
                    "'dicebox rules list' shows (NAME or GAME/NAME)")
        ->type_name("FILE|NAME");
    add_limit_options(command, options);
}

void add_stored_rules_options(CLI::App& command, host::RulesOptions& options) {
    command
        .add_option("--rules", options.rules,
                    "The script of the house rule the game was played under, when it is not "
                    "among those 'dicebox rules list' shows (it is found by its SHA-256)")
        ->type_name("FILE|NAME");
    add_limit_options(command, options);
}

std::string stored_rule_hint(const dicebox::db::GameRecord& game,
                             const host::RulesOptions& options) {
    if (!game.has_house_rule())
        return options.rules.empty() ? std::string() : "; leave --rules out";
    return options.rules.empty() ? "; point at its script as it was with --rules FILE"
                                 : std::string();
}

std::string rules_argument(const dicebox::HouseRule* rule) {
    // The command line's house rules are all scripts.
    const auto* script = dynamic_cast<const dicebox::script::Script*>(rule);
    if (script == nullptr) return {};
    std::error_code ec;
    const auto file = std::filesystem::weakly_canonical(script->file(), ec);
    for (const auto& known : host::rule_files()) {
        if (std::filesystem::weakly_canonical(known.file, ec) == file) return {};
    }
    return " --rules " + shell_word(file.string());
}

std::string game_arguments(const Globals& globals, std::int64_t id,
                           const dicebox::HouseRule* rule) {
    return std::to_string(id) + db_argument(globals) + rules_argument(rule);
}

}  // namespace dicebox::cli
