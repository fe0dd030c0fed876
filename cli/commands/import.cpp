// `dicebox import FILE`: games exported by `dicebox export --format json` into the
// history, all or nothing; games the history holds already are left out.
#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "dicebox/db/exchange.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"

namespace cli {
namespace {

namespace db = dicebox::db;

int import_games(const Globals& globals, const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        fmt::print(stderr, "dicebox import: cannot read {}: {}\n", file, std::strerror(errno));
        return kExitFailure;
    }
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(in);
    } catch (const nlohmann::json::parse_error& e) {
        fmt::print(stderr, "dicebox import: {} is not JSON ({}); nothing was imported\n", file,
                   e.what());
        return kExitFailure;
    }
    // The file is checked whole before the history is opened: a wrong file creates nothing.
    std::vector<db::GameRecord> games;
    try {
        games = db::games_of_export(json);
    } catch (const db::ImportError& e) {
        fmt::print(stderr, "dicebox import: {}: {}; nothing was imported\n", file, e.what());
        return kExitFailure;
    }
    auto store = open_history(globals, db::Access::Write, "import");
    if (!store) return kExitFailure;
    db::ImportSummary summary;
    try {
        summary = db::import_games(*store, games);
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox import: {}; nothing was imported\n", e.what());
        return kExitFailure;
    }
    fmt::print("Imported {} game{} into {}", summary.added, summary.added == 1 ? "" : "s",
               store->file().string());
    if (summary.already_stored > 0) {
        fmt::print(" ({} {} in the history already and left out)", summary.already_stored,
                   summary.already_stored == 1 ? "was" : "were");
    }
    fmt::print(".\n");
    return kExitOk;
}

}  // namespace

void add_import(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "import", "Read games written by 'dicebox export --format json' into the history");
    auto file = std::make_shared<std::string>();
    cmd->add_option("file", *file, "The JSON file")->required();
    cmd->callback([&globals, &run, file] {
        run = [&globals, file] { return import_games(globals, *file); };
    });
}

}  // namespace cli
