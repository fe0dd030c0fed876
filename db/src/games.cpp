#include "dicebox/db/games.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/json_text.hpp"

namespace dicebox::db {
namespace {

void bind_optional(SQLite::Statement& statement, int index, const std::optional<int>& value) {
    if (value) {
        statement.bind(index, *value);
    } else {
        statement.bind(index);
    }
}

void run(SQLite::Statement& statement) {
    statement.exec();
    statement.reset();
}

}  // namespace

GameWriter::GameWriter(Store& store)
    : db_(store.sql()),
      module_(store.sql(),
              "INSERT INTO modules (id, name, lower_score_wins) VALUES (?, ?, ?) ON CONFLICT (id) "
              "DO UPDATE SET name = excluded.name, lower_score_wins = excluded.lower_score_wins"),
      player_(store.sql(),
              "INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = "
              "excluded.name RETURNING id"),
      game_(store.sql(),
            "INSERT INTO games (module, module_version, variant, variant_hash, params, seed, "
            "started_at, ended_at, status, simulated, online) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?) "
            "RETURNING id"),
      seat_(store.sql(),
            "INSERT INTO seats (game_id, seat, player_id, bot, options, score, rank, winner, "
            "hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
            "score = excluded.score, rank = excluded.rank, winner = excluded.winner, "
            "hints = excluded.hints"),
      hint_(store.sql(), "UPDATE seats SET hints = hints + 1 WHERE game_id = ? AND seat = ?"),
      event_(store.sql(), "INSERT INTO events (game_id, seq, seat, notation) VALUES (?, ?, ?, ?)"),
      end_(store.sql(), "UPDATE games SET status = ?, ended_at = ? WHERE id = ?") {}

std::int64_t GameWriter::player_id(const std::string& name) {
    if (auto it = players_.find(name); it != players_.end()) return it->second;
    player_.bind(1, name);
    player_.executeStep();
    const std::int64_t id = player_.getColumn(0).getInt64();
    player_.reset();
    return players_[name] = id;
}

std::int64_t GameWriter::insert(const GameRecord& game) {
    module_.bind(1, game.module);
    module_.bind(2, game.module_name);
    module_.bind(3, game.lower_score_wins ? 1 : 0);
    run(module_);

    game_.bind(1, game.module);
    game_.bind(2, game.module_version);
    game_.bind(3, game.variant);
    game_.bind(4, game.variant_hash);
    game_.bind(5, game.params.dump());
    game_.bind(6, static_cast<std::int64_t>(game.seed));  // the seed's bits
    game_.bind(7, game.started_at);
    if (game.ended_at) {
        game_.bind(8, *game.ended_at);
    } else {
        game_.bind(8);
    }
    game_.bind(9, to_string(game.status));
    game_.bind(10, game.simulated ? 1 : 0);
    game_.bind(11, game.online ? 1 : 0);
    game_.executeStep();
    const std::int64_t id = game_.getColumn(0).getInt64();
    game_.reset();

    insert_seats(id, game);
    insert_events(id, game.events);
    return id;
}

void GameWriter::update_end(const GameRecord& game) {
    end_.bind(1, to_string(game.status));
    if (game.ended_at) {
        end_.bind(2, *game.ended_at);
    } else {
        end_.bind(2);
    }
    end_.bind(3, game.id);
    run(end_);
    insert_seats(game.id, game);
}

void GameWriter::add_hint(std::int64_t id, int seat) {
    hint_.bind(1, id);
    hint_.bind(2, seat);
    run(hint_);
}

void GameWriter::insert_seats(std::int64_t id, const GameRecord& game) {
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const auto& record = game.seats[seat];
        seat_.bind(1, id);
        seat_.bind(2, static_cast<int>(seat));
        seat_.bind(3, player_id(record.player));
        if (record.bot.empty()) {
            seat_.bind(4);
        } else {
            seat_.bind(4, record.bot);
        }
        seat_.bind(5, record.options.dump());
        bind_optional(seat_, 6, record.score);
        bind_optional(seat_, 7, record.rank);
        seat_.bind(8, record.winner ? 1 : 0);
        seat_.bind(9, record.hints);
        run(seat_);
    }
}

void GameWriter::insert_events(std::int64_t id, const std::vector<EventRecord>& events) {
    for (std::size_t first = 0; first < events.size(); first += kEventsPerStatement) {
        const std::size_t count = std::min(kEventsPerStatement, events.size() - first);
        auto& statement = events_[count];
        if (!statement) {
            std::string sql =
                "INSERT INTO events (game_id, seq, seat, notation) VALUES (?, ?, ?, ?)";
            for (std::size_t row = 1; row < count; ++row) sql += ", (?, ?, ?, ?)";
            statement = std::make_unique<SQLite::Statement>(db_, sql);
        }
        for (std::size_t row = 0; row < count; ++row) {
            const auto& event = events[first + row];
            const int column = static_cast<int>(4 * row);
            statement->bind(column + 1, id);
            statement->bind(column + 2, static_cast<std::int64_t>(first + row) + 1);
            bind_optional(*statement, column + 3, event.seat);
            statement->bindNoCopy(column + 4, event.notation);
        }
        run(*statement);
    }
}

void GameWriter::insert_event(std::int64_t id, std::int64_t seq, const EventRecord& event) {
    event_.bind(1, id);
    event_.bind(2, seq);
    bind_optional(event_, 3, event.seat);
    event_.bindNoCopy(4, event.notation);
    run(event_);
}

std::optional<std::int64_t> find_player(Store& store, const std::string& name) {
    SQLite::Statement query(store.sql(), "SELECT id FROM players WHERE name = ?");
    query.bind(1, name);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

GameRecord load_game(Store& store, std::int64_t id) try {
    auto& sql = store.sql();
    SQLite::Statement game_row(
        sql,
        "SELECT g.module, m.name, g.module_version, m.lower_score_wins, g.variant, "
        "g.variant_hash, g.params, g.seed, g.started_at, g.ended_at, g.status, g.simulated, "
        "g.online "
        "FROM games g JOIN modules m ON m.id = g.module WHERE g.id = ?");
    game_row.bind(1, id);
    if (!game_row.executeStep()) {
        throw StoreError(fmt::format("there is no game {} in {}", id, store.file().string()));
    }
    GameRecord game;
    game.id = id;
    game.module = game_row.getColumn(0).getString();
    game.module_name = game_row.getColumn(1).getString();
    game.module_version = game_row.getColumn(2).getString();
    game.lower_score_wins = game_row.getColumn(3).getInt() != 0;
    game.variant = game_row.getColumn(4).getString();
    game.variant_hash = game_row.getColumn(5).getString();
    try {
        game.params = parse_json(game_row.getColumn(6).getString());
    } catch (const JsonTextError& e) {
        // Only an edit outside dicebox makes a row's parameters unreadable.
        throw StoreError(fmt::format("the parameters of game {} in {} cannot be read: {}", id,
                                     store.file().string(), e.what()));
    }
    game.seed = static_cast<std::uint64_t>(game_row.getColumn(7).getInt64());
    game.started_at = game_row.getColumn(8).getInt64();
    if (!game_row.getColumn(9).isNull()) game.ended_at = game_row.getColumn(9).getInt64();
    game.status = status_from(game_row.getColumn(10).getString());
    game.simulated = game_row.getColumn(11).getInt() != 0;
    game.online = game_row.getColumn(12).getInt() != 0;

    SQLite::Statement seats(
        sql,
        "SELECT p.name, s.bot, s.options, s.score, s.rank, s.winner, s.hints FROM "
        "seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ? "
        "ORDER BY s.seat");
    seats.bind(1, id);
    while (seats.executeStep()) {
        SeatRecord seat;
        seat.player = seats.getColumn(0).getString();
        seat.bot = seats.getColumn(1).getString();  // "" for NULL
        try {
            seat.options = parse_json(seats.getColumn(2).getString());
        } catch (const JsonTextError& e) {
            // Only an edit outside dicebox makes a seat's options unreadable.
            throw StoreError(fmt::format("the seat options of game {} in {} cannot be read: {}", id,
                                         store.file().string(), e.what()));
        }
        if (!seats.getColumn(3).isNull()) seat.score = seats.getColumn(3).getInt();
        if (!seats.getColumn(4).isNull()) seat.rank = seats.getColumn(4).getInt();
        seat.winner = seats.getColumn(5).getInt() != 0;
        seat.hints = seats.getColumn(6).getInt();
        game.seats.push_back(std::move(seat));
    }

    SQLite::Statement events(sql,
                             "SELECT seat, notation FROM events WHERE game_id = ? ORDER BY seq");
    events.bind(1, id);
    while (events.executeStep()) {
        EventRecord event;
        if (!events.getColumn(0).isNull()) event.seat = events.getColumn(0).getInt();
        event.notation = events.getColumn(1).getString();
        game.events.push_back(std::move(event));
    }
    return game;
} catch (const SQLite::Exception& e) {
    store.fail("reading a game", e);
}

}  // namespace dicebox::db
