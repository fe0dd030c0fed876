// `dicebox history rebuild-summaries`: the records' summaries thrown away and counted
// again from the games, for a history whose summaries are in doubt (a game deleted or
// changed by hand, a copy restored from a backup in part).
#include <fmt/format.h>

#include "commands.hpp"
#include "dicebox/db/summaries.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"

namespace dicebox::cli {
namespace {

namespace db = dicebox::db;

int rebuild_summaries(const Globals& globals) {
    const auto file = history_file(globals);
    if (db::nothing_recorded(file)) {
        fmt::print("No games recorded yet in {}; there are no summaries to rebuild.\n",
                   file.string());
        return kExitOk;
    }
    auto store = open_history(globals, db::Access::Write, "history rebuild-summaries");
    if (!store) return kExitFailure;
    try {
        const auto counted = db::rebuild_summaries(*store);
        fmt::print("Rebuilt the records' summaries of {} from {} finished game{}.\n", store->name(),
                   counted, counted == 1 ? "" : "s");
        return kExitOk;
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox history rebuild-summaries: {}\n", e.what());
        return kExitFailure;
    }
}

}  // namespace

CLI::App* add_rebuild_summaries(CLI::App& history, const Globals& globals, Runner& run) {
    auto* cmd = history.add_subcommand(
        "rebuild-summaries",
        "Count every finished game again into the summaries the records are read from");
    cmd->callback([&globals, &run] { run = [&globals] { return rebuild_summaries(globals); }; });
    return cmd;
}

}  // namespace dicebox::cli
