#include "online/table_end.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <stdexcept>

#include "dicebox/db/online_tables.hpp"
#include "dicebox/names.hpp"
#include "dicebox/net/table_view.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"

namespace dicebox::cli {
namespace {

using nlohmann::json;
namespace db = dicebox::db;
namespace net = dicebox::net;

// The version of the file this dicebox writes about and reads.
constexpr int kTableEndFormat = 1;

// A table's end whose game is checked: the game replayed from the seed, its house rule.
struct Checked {
    net::CheckedEnd end;
    dicebox::host::ScriptPtr rule;
};

// Why a table's end cannot be read here, thrown as the words import says.
struct Unreadable : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::optional<std::int64_t> time_of(const json& file, const char* field) {
    const auto found = file.find(field);
    if (found == file.end()) return std::nullopt;
    if (!found->is_number_integer())
        throw Unreadable(fmt::format("\"{}\" is not a whole number of milliseconds", field));
    return found->get<std::int64_t>();
}

Checked checked(const Globals& globals, const json& file) {
    const auto format = file.at("dicebox").at("table_end");
    if (format != kTableEndFormat)
        throw Unreadable(fmt::format(
            "this dicebox reads the table's end of format {}, not {}; use a newer dicebox",
            kTableEndFormat, format.dump()));
    const json& table = file.at("table");
    for (const char* field : {"table", "game", "seats", "seed", "seed_hash", "log"}) {
        if (!table.contains(field))
            throw Unreadable(fmt::format(
                "its \"table\" has no \"{}\": it is not the table as its game ended", field));
    }
    const std::string game = table.at("game").get<std::string>();
    const auto* module = plugins(globals).find(game);
    if (module == nullptr)
        throw Unreadable(
            fmt::format("the game '{}' is not installed here (the games here: {}), "
                        "so its dice cannot be checked",
                        dicebox::printable(game), known_games(globals)));
    auto rule = net::rule_of_table(
        *module, {{"table", table}, {"rule_script", file.value("rule_script", json())}});
    if (!rule) throw Unreadable(fmt::format("its house rule cannot be run here: {}", rule.error()));
    auto end = net::checked_end(net::game_of_table(*module, table, *rule), table,
                                table.at("seed_hash").get<std::string>());
    return {std::move(end), *rule};
}

}  // namespace

bool is_table_end(const json& file) {
    return file.is_object() && file.contains("dicebox") && file["dicebox"].is_object() &&
           file["dicebox"].contains("table_end");
}

int import_table_end(const Globals& globals, const std::string& file, const json& table_end) {
    const auto refuse = [&](const std::string& why) {
        fmt::print(stderr, "dicebox import: {}: {}; nothing was imported\n", file, why);
        return kExitFailure;
    };
    Checked game;
    std::string code;
    std::optional<std::int64_t> started_at;
    std::optional<std::int64_t> ended_at;
    try {
        game = checked(globals, table_end);
        code = dicebox::printable(table_end.at("table").at("table").get<std::string>());
        started_at = time_of(table_end, "started_at");
        ended_at = time_of(table_end, "ended_at");
    } catch (const Unreadable& e) {
        return refuse(e.what());
    } catch (const std::exception& e) {
        // A field of another type, a set-up the game refuses (host::SetupError).
        return refuse(fmt::format("it is not a table's end that can be read: {}", e.what()));
    }
    const json& table = table_end.at("table");
    if (!game.end.unfair.empty())
        return refuse(fmt::format("the dice of table {} cannot be trusted: {}", code,
                                  dicebox::printable(game.end.unfair)));
    const auto& session = *game.end.game.session;
    if (!session.state().terminal())
        return refuse(fmt::format("the log of table {} stops before its game's end", code));
    auto store = open_history(globals, db::Access::Write, "import");
    if (!store) return kExitFailure;
    try {
        if (const auto held =
                db::game_at_table(*store, table.at("table").get<std::string>(), session.seed())) {
            fmt::print("The game of table {} is in {} already, as game {}: nothing was imported.\n",
                       code, store->name(), *held);
            return kExitOk;
        }
        const auto now = db::now_ms();
        const auto id =
            net::keep_game(*store, game.end.game, table, game.rule,
                           started_at.value_or(ended_at.value_or(now)), ended_at.value_or(now));
        fmt::print(
            "Imported the game of table {} into {} as game {}, played online. Its dice are "
            "checked: the seed revealed ({}) is the one whose SHA-256 was announced, and it "
            "gives every roll of the game.\n",
            code, store->name(), id, table.at("seed").get<std::string>());
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox import: {}; nothing was imported\n", e.what());
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace dicebox::cli
