// `dicebox games`: the games found, and the files that could not be loaded.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "dicebox/host/game_list.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

void add_games(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd =
        app.add_subcommand("games", "List the games found, and plugins that failed to load");
    auto json = std::make_shared<bool>(false);
    cmd->add_flag("--json", *json, "Print JSON instead of a table");
    cmd->callback([&globals, &run, json] {
        run = [&globals, json] {
            const auto& registry = plugins(globals);
            if (*json) {
                nlohmann::json out = {{"games", nlohmann::json::array()},
                                      {"failures", nlohmann::json::array()}};
                // The engine's and a server's `games`, and where each plugin was found.
                for (const auto& plugin : registry.plugins()) {
                    auto entry = dicebox::host::game_entry(*plugin.module);
                    entry["file"] = plugin.file.string();
                    out["games"].push_back(std::move(entry));
                }
                for (const auto& failure : registry.failures()) {
                    out["failures"].push_back(
                        {{"file", failure.file.string()}, {"reason", failure.reason}});
                }
                fmt::print("{}\n", out.dump(2));
                return kExitOk;
            }
            if (registry.plugins().empty()) fmt::print("No games found.\n");
            for (const auto& plugin : registry.plugins()) {
                const auto& info = plugin.module->info();
                // The description goes on under itself, in 80 columns.
                constexpr std::size_t kIndent = 9;
                fmt::print("{:<8} {} {} ({}-{} players)\n{}\n         bots: {}\n", info.id,
                           info.name, info.version, info.min_players, info.max_players,
                           terminal::fitted(std::string(kIndent, ' ') + info.description, kIndent),
                           fmt::join(plugin.module->bots(), ", "));
                // Each bot that the game describes, under the list.
                for (const auto& bot : plugin.module->bots()) {
                    if (const auto about = plugin.module->bot_description(bot); !about.empty())
                        fmt::print("{}\n", terminal::fitted(fmt::format("{:{}}{}: {}", "",
                                                                        kIndent + 2, bot, about),
                                                            kIndent + 4));
                }
            }
            if (!registry.failures().empty()) fmt::print("\nNot loaded:\n");
            for (const auto& failure : registry.failures()) {
                fmt::print("  {}: {}\n", failure.file.string(), failure.reason);
            }
            return kExitOk;
        };
    });
}

}  // namespace dicebox::cli
