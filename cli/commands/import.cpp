// `dicebox import FILE`: games exported by `dicebox export --format json` into the
// history, all or nothing; games the history holds already are left out.
#include <fmt/format.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "dicebox/db/exchange.hpp"
#include "dicebox/host/rule_files.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/json_text.hpp"
#include "dicebox/session.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "online/table_end.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

// An export is one JSON document, read whole into memory (several times its size once
// parsed): a bigger one is cut up with export's filters (--game, --since, --until).
constexpr dicebox::JsonLimits kExportLimits{.depth = 64, .bytes = std::size_t{256} << 20};

// How the results the file gives `play` part from those its log makes.
std::string wrong_results(const std::string& play, const db::ResultDifference& differs) {
    const auto text = [](const std::optional<int>& value) {
        return value ? std::to_string(*value) : std::string("none");
    };
    const auto seat = differs.seat + 1;
    switch (differs.field) {
        case db::ResultDifference::Field::Score:
            return fmt::format("{}: the file gives seat {} the score {}, but its log scores {}",
                               play, seat, text(differs.held.score), text(differs.made.score));
        case db::ResultDifference::Field::Rank:
            return fmt::format("{}: the file gives seat {} the rank {}, but its log ranks it {}",
                               play, seat, text(differs.held.rank), text(differs.made.rank));
        case db::ResultDifference::Field::Winner:
            break;
    }
    return fmt::format("{}: the file has seat {} {}, but its log {}", play, seat,
                       differs.held.winner ? "as a winner" : "not as a winner",
                       differs.made.winner ? "makes it a winner" : "does not");
}

// Why `game`, plays[`index`] of the file, cannot be stored as the file has it: its
// game is not installed here, its house rule's script is not found, its log does not
// replay under the rules, or the replay does not end as the file says. Empty when it
// replays: only games that replay are stored, as only they can be shown, replayed and
// resumed.
std::string replay_refusal(const Globals& globals, const db::GameRecord& game, std::size_t index) {
    const std::string play =
        fmt::format("plays[{}] ({} game, seed {})", index, game.module_name, game.seed);
    const auto* module = plugins(globals).find(game.module);
    if (module == nullptr) {
        return fmt::format("{}: the game '{}' is not installed here, so its log cannot be checked",
                           play, game.module);
    }
    const auto rule = host::stored_rule(game, host::RulesOptions{});
    if (!rule) {
        return fmt::format(
            "{}: it was played under the house rule '{}', whose script (by its SHA-256) is not "
            "among the scripts found here; put the script in {} to import it",
            play, game.variant, host::user_rules_folder().string());
    }
    try {
        dicebox::Session session(*module, host::apply_house_rule(game.config(), *rule, *module),
                                 game.seed);
        session.replay(game.log_json());
        const dicebox::State& end = session.state();
        if ((game.status == db::Status::Finished) != end.terminal()) {
            return fmt::format("{}: the file says the game is {}, but its log {}", play,
                               db::to_string(game.status),
                               end.terminal() ? "ends it" : "stops before its end");
        }
        if (!end.terminal()) return {};
        if (const auto differs = db::result_difference(game, end))
            return wrong_results(play, *differs);
    } catch (const std::invalid_argument& e) {  // ParamError too: a set-up refused
        return fmt::format("{}: its log does not replay: {}", play, e.what());
    } catch (const dicebox::HookError& e) {
        return fmt::format("{}: its house rule fails on its log: {}", play, e.what());
    }
    return {};
}

int import_games(const Globals& globals, const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        fmt::print(stderr, "dicebox import: cannot read {}: {}\n", file, std::strerror(errno));
        return kExitFailure;
    }
    // Read up to one chunk past the limit, enough to tell a file over it.
    std::string text;
    std::array<char, 1 << 16> chunk;
    while (text.size() <= kExportLimits.bytes && in.read(chunk.data(), chunk.size()).gcount() > 0) {
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    nlohmann::json json;
    try {
        json = dicebox::parse_json(text, kExportLimits);
    } catch (const dicebox::JsonTextError& e) {
        fmt::print(stderr, "dicebox import: {} cannot be read: {}; nothing was imported\n", file,
                   e.what());
        return kExitFailure;
    }
    // A game a client kept at a server's table's end: its dice checked from its seed.
    if (is_table_end(json)) return import_table_end(globals, file, json);
    // The file is checked whole before the history is opened: a wrong file creates nothing.
    std::vector<db::GameRecord> games;
    try {
        games = db::games_of_export(json);
    } catch (const db::ImportError& e) {
        fmt::print(stderr, "dicebox import: {}: {}; nothing was imported\n", file, e.what());
        return kExitFailure;
    }
    for (std::size_t index = 0; index < games.size(); ++index) {
        if (const auto why = replay_refusal(globals, games[index], index); !why.empty()) {
            fmt::print(stderr, "dicebox import: {}: {}; nothing was imported\n", file, why);
            return kExitFailure;
        }
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
               store->name());
    if (summary.already_stored > 0) {
        fmt::print(" ({} {} in the history already and left out)", summary.already_stored,
                   summary.already_stored == 1 ? "was" : "were");
    }
    fmt::print(".\n");
    if (summary.reviews_added == 1) {
        fmt::print("1 game in the history already gets the coach's review it came with.\n");
    } else if (summary.reviews_added > 1) {
        fmt::print("{} games in the history already get the coach's reviews they came with.\n",
                   summary.reviews_added);
    }
    return kExitOk;
}

}  // namespace

void add_import(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "import",
        "Read games written by 'dicebox export --format json' into the history, or a game "
        "kept at a server's table's end, its dice checked from the seed revealed");
    auto file = std::make_shared<std::string>();
    cmd->add_option("file", *file, "The JSON file")->required();
    cmd->callback([&globals, &run, file] {
        run = [&globals, file] { return import_games(globals, *file); };
    });
}

}  // namespace dicebox::cli
