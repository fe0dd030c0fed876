#include "dicebox/db/online_tables.hpp"

#include <fmt/format.h>

#include "dicebox/db/games.hpp"
#include "dicebox/json_text.hpp"

namespace dicebox::db {

namespace {

// A table's stand_in as its column holds it: null, or {"bot": KIND, "after": SECONDS}.
std::optional<std::string> stand_in_text(const std::optional<StandIn>& stand_in) {
    if (!stand_in) return std::nullopt;
    return nlohmann::json{{"bot", stand_in->bot}, {"after", stand_in->after.count()}}.dump();
}

std::optional<std::string> rule_script_text(const OnlineTable& table) {
    if (table.rule_script.empty()) return std::nullopt;
    return table.rule_script;
}

std::optional<std::string> host_token_text(const OnlineTable& table) {
    if (table.host_token_hash.empty()) return std::nullopt;
    return table.host_token_hash;
}

// The columns tokens (at `first`), stand_in, rule_script and host_token of `row` into
// `table`.
// Throws StoreError naming `what` when a column cannot be read, which only an edit
// outside dicebox causes.
void read_table(Statement& row, int first, OnlineTable& table, const Store& store,
                const std::string& what) {
    try {
        table.token_hashes = parse_json(row.string(first)).get<std::vector<std::string>>();
        if (!row.is_null(first + 1)) {
            const auto stand_in = parse_json(row.string(first + 1));
            table.stand_in = StandIn{stand_in.at("bot").get<std::string>(),
                                     std::chrono::seconds(stand_in.at("after").get<int>())};
        }
    } catch (const std::exception& e) {
        throw StoreError(fmt::format("{} in {} cannot be read: {}", what, store.name(), e.what()));
    }
    table.rule_script = row.string(first + 2);
    table.host_token_hash = row.string(first + 3);
}

}  // namespace

void keep_waiting_table(Store& store, const WaitingTable& waiting) {
    try {
        const auto insert = store.sql().prepare(
            "INSERT INTO waiting_tables (code, module, params, seats, seed, tokens, stand_in, "
            "rule_script, opened_at, host_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON "
            "CONFLICT (code) DO UPDATE SET seats = excluded.seats, tokens = excluded.tokens");
        insert->bind(1, waiting.table.code);
        insert->bind(2, waiting.module);
        insert->bind(3, waiting.params.dump());
        insert->bind(4, waiting.seats.dump());
        insert->bind(5, static_cast<std::int64_t>(waiting.seed));  // the seed's bits
        insert->bind(6, nlohmann::json(waiting.table.token_hashes).dump());
        insert->bind(7, stand_in_text(waiting.table.stand_in));
        insert->bind(8, rule_script_text(waiting.table));
        insert->bind(9, waiting.opened_at);
        insert->bind(10, host_token_text(waiting.table));
        insert->run();
    } catch (const SqlError& e) {
        store.fail("keeping the table", e);
    }
}

void drop_waiting_table(Store& store, const std::string& code) {
    try {
        const auto drop = store.sql().prepare("DELETE FROM waiting_tables WHERE code = ?");
        drop->bind(1, code);
        drop->run();
    } catch (const SqlError& e) {
        store.fail("forgetting the table", e);
    }
}

std::vector<WaitingTable> waiting_tables(Store& store) {
    std::vector<WaitingTable> tables;
    try {
        const auto query = store.sql().prepare(
            "SELECT code, module, params, seats, seed, opened_at, tokens, stand_in, rule_script, "
            "host_token FROM waiting_tables ORDER BY opened_at, code");
        while (query->step()) {
            WaitingTable waiting;
            waiting.table.code = query->string(0);
            waiting.module = query->string(1);
            const std::string what = "the waiting table " + waiting.table.code;
            try {
                waiting.params = parse_json(query->string(2));
                waiting.seats = parse_json(query->string(3));
            } catch (const JsonTextError& e) {
                throw StoreError(
                    fmt::format("{} in {} cannot be read: {}", what, store.name(), e.what()));
            }
            waiting.seed = static_cast<std::uint64_t>(query->int64(4));
            waiting.opened_at = query->int64(5);
            read_table(*query, 6, waiting.table, store, what);
            tables.push_back(std::move(waiting));
        }
    } catch (const SqlError& e) {
        store.fail("reading the waiting tables", e);
    }
    return tables;
}

std::int64_t insert_online_game(Store& store, GameRecord& game, const OnlineTable& table) {
    game.online = true;
    store.transaction("recording a new game of a table", [&] {
        game.id = GameWriter(store).insert(game);
        const auto insert = store.sql().prepare(
            "INSERT INTO online_tables (game_id, code, tokens, stand_in, rule_script, "
            "host_token, hands) VALUES (?, ?, ?, ?, ?, ?, ?)");
        insert->bind(1, game.id);
        insert->bind(2, table.code);
        insert->bind(3, nlohmann::json(table.token_hashes).dump());
        insert->bind(4, stand_in_text(table.stand_in));
        insert->bind(5, rule_script_text(table));
        insert->bind(6, host_token_text(table));
        insert->bind(7, table.hands.dump());
        insert->run();
        drop_waiting_table(store, table.code);
    });
    return game.id;
}

void keep_table_seats(Store& store, std::int64_t id, const OnlineTable& table) {
    try {
        const auto update =
            store.sql().prepare("UPDATE online_tables SET tokens = ?, hands = ? WHERE game_id = ?");
        update->bind(1, nlohmann::json(table.token_hashes).dump());
        update->bind(2, table.hands.dump());
        update->bind(3, id);
        update->run();
    } catch (const SqlError& e) {
        store.fail("keeping the table's seats", e);
    }
}

std::vector<OnlineGame> unfinished_online_games(Store& store) {
    std::vector<std::pair<std::int64_t, OnlineTable>> tables;
    try {
        const auto query = store.sql().prepare(
            "SELECT t.game_id, t.code, t.tokens, t.stand_in, t.rule_script, t.host_token, "
            "t.hands FROM online_tables t JOIN games g ON g.id = t.game_id WHERE g.status = "
            "'unfinished' ORDER BY t.game_id");
        while (query->step()) {
            const auto id = query->int64(0);
            OnlineTable table;
            table.code = query->string(1);
            const std::string what = fmt::format("the table of game {}", id);
            read_table(*query, 2, table, store, what);
            try {
                table.hands = parse_json(query->string(6));
            } catch (const JsonTextError& e) {
                throw StoreError(
                    fmt::format("{} in {} cannot be read: {}", what, store.name(), e.what()));
            }
            tables.emplace_back(id, std::move(table));
        }
    } catch (const SqlError& e) {
        store.fail("reading the unfinished tables", e);
    }
    std::vector<OnlineGame> games;
    for (auto& [id, table] : tables) games.push_back({load_game(store, id), std::move(table)});
    return games;
}

std::string table_of(Store& store, std::int64_t id) {
    try {
        const auto query = store.sql().prepare("SELECT code FROM online_tables WHERE game_id = ?");
        query->bind(1, id);
        return query->step() ? query->string(0) : std::string();
    } catch (const SqlError& e) {
        store.fail("reading the game's table", e);
    }
}

std::optional<std::int64_t> game_at_table(Store& store, const std::string& code,
                                          std::uint64_t seed) {
    try {
        const auto query = store.sql().prepare(
            "SELECT g.id FROM games g JOIN online_tables t ON t.game_id = g.id WHERE t.code = ? "
            "AND g.seed = ?");
        query->bind(1, code);
        query->bind(2, static_cast<std::int64_t>(seed));
        if (!query->step()) return std::nullopt;
        return query->int64(0);
    } catch (const SqlError& e) {
        store.fail("looking for the table's game", e);
    }
}

}  // namespace dicebox::db

namespace dicebox::db {

nlohmann::json hands_of(Store& store, std::int64_t id) {
    try {
        const auto query = store.sql().prepare("SELECT hands FROM online_tables WHERE game_id = ?");
        query->bind(1, id);
        if (!query->step()) return nlohmann::json::array();
        return parse_json(query->string(0));
    } catch (const SqlError& e) {
        store.fail("reading who played the game's seats", e);
    } catch (const JsonTextError& e) {
        throw StoreError(fmt::format("who played the seats of game {} in {} cannot be read: {}", id,
                                     store.name(), e.what()));
    }
}

}  // namespace dicebox::db
