#include "dicebox/host/stored_rule.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "dicebox/host/rule_files.hpp"

namespace dicebox::host {

namespace db = dicebox::db;
using R = dicebox::Result<ScriptPtr>;

R stored_rule(const db::GameRecord& game, const RulesOptions& options) {
    const auto limits = limits_of(options);
    if (!game.ruled()) {
        if (!options.rules.empty()) {
            return R::failure(
                fmt::format("game {} was played under the printed rules ({}); leave --rules out",
                            game.id, game.variant));
        }
        return ScriptPtr();
    }
    if (!options.rules.empty()) {
        auto script = load_rules(options.rules, limits);
        if (!script) return script;
        if (db::variant_of(script->get(), game.params).hash != game.variant_hash) {
            return R::failure(fmt::format(
                "{} is not the house rule game {} was played under ({}): its text differs "
                "(SHA-256); the script has changed since, or it is another one",
                (*script)->file().string(), game.id, game.variant));
        }
        return script;
    }
    // A script of the same variant name whose text differs has changed since the game.
    std::vector<std::string> changed;
    for (const auto& file : rule_files(options.folders)) {
        auto script = load_rules(file.file.string(), limits);
        if (!script || (*script)->metadata().game != game.module) continue;
        const auto variant = db::variant_of(script->get(), game.params);
        if (variant.hash == game.variant_hash) return script;
        if (variant.name == game.variant) changed.push_back(file.file.string());
    }
    if (!changed.empty()) {
        return R::failure(fmt::format(
            "game {} was played under the house rule '{}', whose script has changed since: the "
            "SHA-256 of {} differs; point at the script as it was with --rules FILE",
            game.id, game.variant, fmt::join(changed, ", ")));
    }
    std::vector<std::string> folders;
    for (const auto& folder : options.folders) folders.push_back(folder.string());
    folders.push_back(user_rules_folder().string());
    return R::failure(fmt::format(
        "game {} was played under the house rule '{}', which is not among the scripts found in "
        "{} and {}; point at its script with --rules FILE",
        game.id, game.variant, fmt::join(folders, ", "), shipped_rules_folder().string()));
}

std::string rules_argument(const dicebox::HouseRule* rule) {
    // The command line's house rules are all scripts.
    const auto* script = dynamic_cast<const dicebox::script::Script*>(rule);
    if (script == nullptr) return {};
    std::error_code ec;
    const auto file = std::filesystem::weakly_canonical(script->file(), ec);
    for (const auto& known : rule_files()) {
        if (std::filesystem::weakly_canonical(known.file, ec) == file) return {};
    }
    // Quoted for the shell when the path holds more than letters, digits and "_./-".
    std::string path = file.string();
    const bool plain = std::all_of(path.begin(), path.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
               std::strchr("_./-", c) != nullptr;
    });
    if (!plain) {
        std::string quoted = "'";
        for (const char c : path) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
        path = quoted + "'";
    }
    return " --rules " + path;
}

}  // namespace dicebox::host
