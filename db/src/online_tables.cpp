#include "dicebox/db/online_tables.hpp"

#include <fmt/format.h>

#include "dicebox/db/games.hpp"
#include "dicebox/json_text.hpp"

namespace dicebox::db {

std::int64_t insert_online_game(Store& store, GameRecord& game, const OnlineTable& table) {
    game.online = true;
    store.transaction("recording a new game of a table", [&] {
        game.id = GameWriter(store).insert(game);
        const auto insert = store.sql().prepare(
            "INSERT INTO online_tables (game_id, code, tokens, stand_in, "
            "rule_script) VALUES (?, ?, ?, ?, ?)");
        insert->bind(1, game.id);
        insert->bind(2, table.code);
        insert->bind(3, nlohmann::json(table.token_hashes).dump());
        if (table.stand_in) {
            insert->bind(4, nlohmann::json{{"bot", table.stand_in->bot},
                                           {"after", table.stand_in->after.count()}}
                                .dump());
        } else {
            insert->bind_null(4);
        }
        if (table.rule_script.empty()) {
            insert->bind_null(5);
        } else {
            insert->bind(5, table.rule_script);
        }
        insert->run();
    });
    return game.id;
}

std::vector<OnlineGame> unfinished_online_games(Store& store) {
    std::vector<std::pair<std::int64_t, OnlineTable>> tables;
    try {
        const auto query = store.sql().prepare(
            "SELECT t.game_id, t.code, t.tokens, t.stand_in, t.rule_script FROM online_tables t "
            "JOIN games "
            "g ON g.id = t.game_id WHERE g.status = 'unfinished' ORDER BY "
            "t.game_id");
        while (query->step()) {
            OnlineTable table{query->string(1), {}, {}, query->string(4)};
            const auto id = query->int64(0);
            try {
                table.token_hashes = parse_json(query->string(2)).get<std::vector<std::string>>();
                if (!query->is_null(3)) {
                    const auto stand_in = parse_json(query->string(3));
                    table.stand_in = StandIn{stand_in.at("bot").get<std::string>(),
                                             std::chrono::seconds(stand_in.at("after").get<int>())};
                }
            } catch (const std::exception& e) {
                // Only an edit outside dicebox makes a table unreadable.
                throw StoreError(fmt::format("the table of game {} in {} cannot be read: {}", id,
                                             store.name(), e.what()));
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

}  // namespace dicebox::db
