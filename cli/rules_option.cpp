#include "rules_option.hpp"

#include "number_option.hpp"

namespace cli {

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

}  // namespace cli
