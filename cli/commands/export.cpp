// `dicebox export --format json|csv [filters] [--output FILE]`: games of the history for
// other programs: JSON in the BG Stats import format (read back by `dicebox import`),
// or CSV with one row per seat.
#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "dicebox/db/exchange.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "history_filter.hpp"

namespace dicebox::cli {
namespace {

namespace db = dicebox::db;

struct ExportOptions {
    std::string format;
    FilterOptions filter;
    std::string output;  // empty: standard output
};

void write(db::Store& store, const ExportOptions& options, const db::HistoryFilter& filter,
           std::ostream& out) {
    if (options.format == "json") {
        out << db::export_json(store, filter).dump(2) << '\n';
    } else {
        db::export_csv(store, filter, out);
    }
}

int export_games(const Globals& globals, const ExportOptions& options) {
    const auto file = history_file(globals);
    std::optional<db::Store> store;
    if (!db::nothing_recorded(file)) {
        store = open_history(globals, db::Access::Read, "export");
        if (!store) return kExitFailure;
    }
    try {
        const auto unknown =
            unknown_game(globals, store ? &*store : nullptr, options.filter.game.value_or(""));
        if (!unknown.empty()) {
            fmt::print(stderr, "dicebox export: {}\n", unknown);
            return kExitUsage;
        }
        if (!store) {
            fmt::print(stderr, "No games recorded yet in {}; nothing to export.\n", file.string());
            return kExitOk;
        }
        auto filter = filter_of(options.filter);
        if (const auto why = checked_in(*store, filter); !why.empty()) {
            fmt::print(stderr, "dicebox export: {}\n", why);
            return kExitUsage;
        }
        if (options.output.empty()) {
            write(*store, options, filter, std::cout);
            std::cout.flush();
            if (!std::cout) {
                fmt::print(stderr, "dicebox export: cannot write to the standard output\n");
                return kExitFailure;
            }
            return kExitOk;
        }
        std::ofstream out(options.output, std::ios::binary | std::ios::trunc);
        if (out) write(*store, options, filter, out);
        out.close();
        if (!out) {
            fmt::print(stderr, "dicebox export: cannot write {}: {}\n", options.output,
                       std::strerror(errno));
            return kExitFailure;
        }
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox export: {}\n", e.what());
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace

void add_export(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "export", "Write games of the history as JSON (BG Stats import format) or CSV");
    auto options = std::make_shared<ExportOptions>();
    cmd->add_option("--format", options->format,
                    "json: BG Stats import format, read back by 'dicebox import'; csv: a row "
                    "per seat")
        ->required()
        ->check(CLI::IsMember({"json", "csv"}));
    add_filter_options(*cmd, options->filter);
    cmd->add_option("--output", options->output, "Write to this file (default: standard output)")
        ->type_name("FILE");
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return export_games(globals, *options); };
    });
}

}  // namespace dicebox::cli
