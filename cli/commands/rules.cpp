// `dicebox rules list` and `dicebox rules check`: the house rules found, and what is
// wrong with one.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "dicebox/host/rule_files.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace script = dicebox::script;

struct ListOptions {
    std::string game;
    bool json = false;
};

struct CheckOptions {
    std::string rules;
    host::RulesOptions limits;
};

// A script's file and what is said of it, on one line if they fit in a terminal, or
// else what is said on the next line, so that a long path never splits it.
std::string of_file(const std::string& file, const std::string& said) {
    const auto line = file + " " + said;
    return terminal::fitted(
        terminal::columns_of(line) <= terminal::kTerminalColumns ? line : file + "\n  " + said);
}

// One script as the list shows it; a script that does not load is listed with its error,
// under the game its folder is named after, if it is.
nlohmann::json entry_of(const Globals& globals, const host::RuleFile& file) {
    nlohmann::json entry = {{"name", file.name}, {"file", file.file.string()}};
    try {
        const auto loaded = script::Script::load(file.file);
        const auto& metadata = loaded->metadata();
        entry.update({{"game", metadata.game},
                      {"title", metadata.name},
                      {"version", metadata.version},
                      {"description", metadata.description},
                      {"author", metadata.author}});
    } catch (const script::ScriptError& e) {
        const auto slash = file.name.find('/');
        const auto folder = slash == std::string::npos ? "" : file.name.substr(0, slash);
        entry.update({{"game", plugins(globals).find(folder) != nullptr ? folder : ""},
                      {"error", e.what()}});
    }
    return entry;
}

int list(const Globals& globals, const ListOptions& options) {
    nlohmann::json scripts = nlohmann::json::array();
    for (const auto& file : host::rule_files()) {
        auto entry = entry_of(globals, file);
        if (options.game.empty() || entry["game"] == options.game) scripts.push_back(entry);
    }
    // Scripts for a game not installed here are still listed under it.
    if (!options.game.empty() && scripts.empty() &&
        plugins(globals).find(options.game) == nullptr) {
        fmt::print(stderr,
                   "dicebox rules list: --game {}: there is no such game; the games found are: {} "
                   "(see 'dicebox games')\n",
                   options.game, known_games(globals));
        return kExitUsage;
    }
    if (options.json) {
        fmt::print("{}\n", nlohmann::json{{"scripts", scripts},
                                          {"user_folder", host::user_rules_folder().string()},
                                          {"shipped_folder", host::shipped_rules_folder().string()}}
                               .dump(2));
        return kExitOk;
    }
    constexpr std::size_t kName = 22;
    constexpr std::size_t kGame = 8;
    constexpr std::size_t kIndent = kName + kGame;
    if (scripts.empty()) fmt::print("No house rules found.\n");
    const std::string column(kIndent, ' ');
    for (const auto& entry : scripts) {
        std::string text;
        if (entry.contains("error")) {
            text = "cannot be used: " + entry["error"].get<std::string>();
        } else {
            text = entry["title"].get<std::string>() + " " + entry["version"].get<std::string>();
            const auto description = entry["description"].get<std::string>();
            if (!description.empty()) text += ": " + description;
        }
        const auto game = entry["game"].get<std::string>();
        std::string shown = fmt::format("{:<{}}{:<{}}", entry["name"].get<std::string>() + " ",
                                        kName, (game.empty() ? "?" : game) + " ", kGame);
        // Each line of the text (an error may have several) and the file's path go on under
        // the text's column.
        for (std::size_t start = 0;;) {
            const auto end = text.find('\n', start);
            shown += text.substr(start, end - start) + "\n" + column;
            if (end == std::string::npos) break;
            start = end + 1;
        }
        fmt::print("{}\n", terminal::fitted(shown + entry["file"].get<std::string>(), kIndent));
    }
    fmt::print("\n{}\n", terminal::fitted(fmt::format(
                             "Your own scripts go in {}.\n'dicebox rules check FILE' tells "
                             "what is wrong with one.",
                             host::user_rules_folder().string())));
    return kExitOk;
}

int check(const Globals& globals, const CheckOptions& options) {
    const auto file = host::find_rule_file(options.rules);
    if (!file) {
        fmt::print(stderr, "dicebox rules check: {}\n", file.error());
        return kExitUsage;
    }
    std::shared_ptr<const script::Script> loaded;
    std::vector<std::string> problems;
    try {
        loaded = script::Script::load(*file, host::limits_of(options.limits));
    } catch (const script::ScriptError& e) {
        problems = e.problems();
    }
    const dicebox::GameModule* module = nullptr;
    if (loaded) {
        const auto& game = loaded->metadata().game;
        module = plugins(globals).find(game);
        if (module == nullptr) {
            problems.push_back(fmt::format(
                "it is for the game '{}', which is not among the games found (see 'dicebox "
                "games')",
                game));
        } else {
            problems = script::check(*loaded, *module);
            // Its hooks are tried only on a set-up the game takes.
            if (problems.empty()) problems = script::trial(*loaded, *module);
        }
    }
    if (!problems.empty()) {
        fmt::print(stderr, "{}\n",
                   of_file("dicebox rules check: " + file->string(),
                           fmt::format("has {} problem{}:", problems.size(),
                                       problems.size() == 1 ? "" : "s")));
        // Each problem goes on under its text, after the dash.
        for (const auto& problem : problems) {
            fmt::print(stderr, "{}\n", terminal::fitted("  - " + problem, 4));
        }
        return kExitFailure;
    }
    const auto& metadata = loaded->metadata();
    std::vector<std::string> params;
    for (const auto& [name, value] : loaded->params().items()) {
        params.push_back(fmt::format("{}={}", name, value.dump()));
    }
    std::vector<std::string> seats;
    for (const auto& [name, value] : loaded->seat_options().items()) {
        seats.push_back(fmt::format("{}={}", name, value.dump()));
    }
    const auto listed = [](const std::vector<std::string>& items) {
        return items.empty() ? std::string("none") : fmt::format("{}", fmt::join(items, ", "));
    };
    fmt::print("{}\n", of_file(file->string() + ":",
                               fmt::format("{} {} for {}: no problems.", metadata.name,
                                           metadata.version, module->info().name)));
    // The parameters and seat options go on under their heading.
    fmt::print("{}\n", terminal::fitted(fmt::format(
                           "  parameters: {}\n  every seat: {}\n  hooks: {}", listed(params),
                           listed(seats), listed(loaded->hook_names()))));
    return kExitOk;
}

}  // namespace

void add_rules(CLI::App& app, const Globals& globals, Runner& run) {
    auto* rules = app.add_subcommand("rules", "The house rules (Lua scripts): list and check them");
    rules->require_subcommand(1);

    auto* list_cmd = rules->add_subcommand(
        "list", "The house rules found: the scripts shipped with dicebox and your own");
    auto list_options = std::make_shared<ListOptions>();
    list_cmd->add_option("--game", list_options->game, "Only the house rules of this game")
        ->type_name("G");
    list_cmd->add_flag("--json", list_options->json, "Print JSON instead of a table");
    list_cmd->callback([&globals, &run, list_options] {
        run = [&globals, list_options] { return list(globals, *list_options); };
    });

    auto* check_cmd = rules->add_subcommand(
        "check",
        "Check a house rule: its Lua, its metadata, its parameters and seat options against "
        "the game's, its hooks against those the game offers, and each hook alone in a game "
        "of random bots");
    auto check_options = std::make_shared<CheckOptions>();
    check_cmd
        ->add_option("rules", check_options->rules,
                     "The script's file, or the name 'dicebox rules list' shows")
        ->required()
        ->type_name("FILE|NAME");
    add_limit_options(*check_cmd, check_options->limits);
    check_cmd->callback([&globals, &run, check_options] {
        run = [&globals, check_options] { return check(globals, *check_options); };
    });
}

}  // namespace dicebox::cli
