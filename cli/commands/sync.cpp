// `dicebox sync --to HISTORY` / `--from HISTORY`: the games of one history copied into
// another, those there already left out; a player's file brought into the club's
// PostgreSQL database, or the club's games into the player's file.
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "commands.hpp"
#include "dicebox/db/sync.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"

namespace dicebox::cli {
namespace {

namespace db = dicebox::db;

// Games a transaction: a sync cut short keeps all but the last batch.
constexpr std::size_t kBatch = 1000;

struct SyncOptions {
    std::string to;
    std::string from;
};

// The same history however it is written: a file by its absolute path, a database by
// its URI.
std::string identity(const std::filesystem::path& history) {
    if (db::is_server_uri(history.string())) return db::shown_location(history);
    std::error_code ec;
    return std::filesystem::weakly_canonical(history, ec).string();
}

int sync_histories(const Globals& globals, const SyncOptions& options) {
    const bool to_other = !options.to.empty();
    const std::filesystem::path other = to_other ? options.to : options.from;
    const auto own = history_file(globals);
    if (identity(own) == identity(other)) {
        fmt::print(stderr, "dicebox sync: {} is the history of --db itself; give another one\n",
                   db::shown_location(other));
        return kExitUsage;
    }
    if (to_other && db::nothing_recorded(own)) {
        fmt::print("No games recorded yet in {}; nothing to copy.\n", own.string());
        return kExitOk;
    }
    try {
        db::Store from(to_other ? own : other, db::Access::Read);
        db::Store to(to_other ? other : own, db::Access::Write);
        const bool tell = isatty(STDERR_FILENO) != 0;
        const auto summary =
            db::sync_games(from, to, kBatch, [&](std::size_t done, std::size_t total) {
                if (tell) fmt::print(stderr, "\r{} of {} games", done, total);
            });
        if (tell) fmt::print(stderr, "\n");
        fmt::print("Copied {} game{} from {} into {}", summary.added, summary.added == 1 ? "" : "s",
                   from.name(), to.name());
        if (summary.already_stored > 0) {
            fmt::print(" ({} {} there already and left out)", summary.already_stored,
                       summary.already_stored == 1 ? "was" : "were");
        }
        fmt::print(".\n");
        if (summary.reviews_added == 1) {
            fmt::print("1 game there already gets the coach's review made since it was copied.\n");
        } else if (summary.reviews_added > 1) {
            fmt::print(
                "{} games there already get the coach's reviews made since they were copied.\n",
                summary.reviews_added);
        }
        if (summary.unfinished > 0) {
            fmt::print("{} unfinished game{} stay{} in {} until {} over.\n", summary.unfinished,
                       summary.unfinished == 1 ? "" : "s", summary.unfinished == 1 ? "s" : "",
                       from.name(), summary.unfinished == 1 ? "it is" : "they are");
        }
        return kExitOk;
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox sync: {}\n", e.what());
        return kExitFailure;
    }
}

}  // namespace

void add_sync(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "sync",
        "Copy the games of the history (--db) into another one, or another one's into it, "
        "leaving out those there already");
    auto options = std::make_shared<SyncOptions>();
    auto* to = cmd->add_option("--to", options->to,
                               "The history to copy into: an SQLite file or a PostgreSQL URI")
                   ->type_name("PATH|URI");
    auto* from = cmd->add_option("--from", options->from,
                                 "The history to copy from: an SQLite file or a PostgreSQL URI")
                     ->type_name("PATH|URI");
    to->excludes(from);
    cmd->callback([&globals, &run, options] {
        if (options->to.empty() && options->from.empty()) {
            throw CLI::ValidationError(
                "sync takes --to HISTORY (copy into it) or --from HISTORY (copy from it)");
        }
        run = [&globals, options] { return sync_histories(globals, *options); };
    });
}

}  // namespace dicebox::cli
