#include "completion.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <vector>

namespace dicebox::cli::manuals {
namespace {

// "" for dicebox itself, "rules list" for `dicebox rules list`.
std::string path_of(const CLI::App& command) {
    const CLI::App* parent = command.get_parent();
    if (parent == nullptr) return "";
    const std::string above = path_of(*parent);
    return above.empty() ? command.get_name() : above + " " + command.get_name();
}

bool has(const std::string& text, const char* part) {
    return text.find(part) != std::string::npos;
}

// What the completion offers for a value: the games found, their bots, the house rules
// found, files, folders, or nothing it could guess ("text").
std::string value_kind(const CLI::Option& option) {
    const std::string name = option.nonpositional() ? option.get_name() : option.get_name(true);
    const std::string type = option.get_type_name();
    if (name == "--players") return "players";
    if (name == "--bots") return "bots";
    if (name == "--rules") return "rules";
    if (name == "--game" || name == "game") return "game";
    if (has(type, "DIR")) return "dirs";
    if (has(type, "FILE") || has(type, "PATH")) return "files";
    return "text";
}

struct Tables {
    std::string commands, options, values, positionals;
};

void add(const CLI::App& command, Tables& tables) {
    const std::string path = path_of(command);
    std::vector<std::string> words;
    const auto subcommands = command.get_subcommands([](const CLI::App*) { return true; });
    for (const auto* subcommand : subcommands) words.push_back(subcommand->get_name());
    if (!words.empty()) {
        tables.commands += fmt::format("    \"{}\") echo \"{}\" ;;\n", path, fmt::join(words, " "));
    }
    std::vector<std::string> names;
    for (const auto* option : command.get_options()) {
        if (!option->nonpositional()) {
            tables.positionals +=
                fmt::format("    \"{}\") echo {} ;;\n", path, value_kind(*option));
            continue;
        }
        for (const auto& name : option->get_lnames()) {
            names.push_back("--" + name);
            if (option->get_expected_max() > 0) {
                tables.values +=
                    fmt::format("    \"{}/--{}\") echo {} ;;\n", path, name, value_kind(*option));
            }
        }
    }
    tables.options += fmt::format("    \"{}\") echo \"{}\" ;;\n", path, fmt::join(names, " "));
    for (const auto* subcommand : subcommands) add(*subcommand, tables);
}

}  // namespace

std::string completion_tables(const CLI::App& app) {
    Tables tables;
    add(app, tables);
    return fmt::format(
        "# Written from dicebox's command line (cli/manuals/completion.cpp); the function\n"
        "# that reads these tables follows.\n\n"
        "# The commands under the command $1 (\"\" for dicebox, \"rules\" for dicebox rules).\n"
        "_dicebox_commands() {{\n  case $1 in\n{}  esac\n}}\n\n"
        "# The options of the command $1 (the global ones are those of \"\").\n"
        "_dicebox_options() {{\n  case $1 in\n{}  esac\n}}\n\n"
        "# The value option $2 of command $1 takes: nothing for a flag.\n"
        "_dicebox_value() {{\n  case $1/$2 in\n{}  esac\n}}\n\n"
        "# The value of the command $1's argument.\n"
        "_dicebox_argument() {{\n  case $1 in\n{}  esac\n}}\n",
        tables.commands, tables.options, tables.values, tables.positionals);
}

}  // namespace dicebox::cli::manuals
