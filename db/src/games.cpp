#include "dicebox/db/games.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/json_text.hpp"
#include "records/summaries.hpp"
#include "stored_log.hpp"
#include "upserts.hpp"

namespace dicebox::db {

GameWriter::GameWriter(Store& store)
    : store_(store),
      db_(store.sql()),
      module_(store.sql().prepare(kUpsertModule)),
      player_(store.sql().prepare(kUpsertPlayer)),
      game_(store.sql().prepare(
          "INSERT INTO games (module, module_version, variant, variant_hash, params, seed, "
          "started_at, ended_at, status, simulated, online) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
          "?, ?) "
          "RETURNING id")),
      seat_(store.sql().prepare(
          "INSERT INTO seats (game_id, seat, player_id, bot, options, score, rank, winner, "
          "hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
          "score = excluded.score, rank = excluded.rank, winner = excluded.winner, "
          "hints = excluded.hints")),
      hint_(
          store.sql().prepare("UPDATE seats SET hints = hints + 1 WHERE game_id = ? AND seat = ?")),
      event_(store.sql().prepare(
          "INSERT INTO events (game_id, seq, seat, notation) VALUES (?, ?, ?, ?)")),
      end_(store.sql().prepare("UPDATE games SET status = ?, ended_at = ? WHERE id = ?")) {}

std::int64_t GameWriter::player_id(const std::string& name) {
    if (auto it = players_.find(name); it != players_.end()) return it->second;
    player_->bind(1, name);
    player_->step();
    const std::int64_t id = player_->int64(0);
    player_->reset();
    return players_[name] = id;
}

std::int64_t GameWriter::insert(const GameRecord& game) {
    module_->bind(1, game.module);
    module_->bind(2, game.module_name);
    module_->bind(3, game.lower_score_wins);
    module_->run();

    game_->bind(1, game.module);
    game_->bind(2, game.module_version);
    game_->bind(3, game.variant);
    game_->bind(4, game.variant_hash);
    game_->bind(5, game.params.dump());
    game_->bind(6, static_cast<std::int64_t>(game.seed));  // the seed's bits
    game_->bind(7, game.started_at);
    game_->bind(8, game.ended_at);
    game_->bind(9, to_string(game.status));
    game_->bind(10, game.simulated);
    game_->bind(11, game.online);
    game_->step();
    const std::int64_t id = game_->int64(0);
    game_->reset();

    insert_seats(id, game);
    insert_events(id, game.events);
    count_in_summaries(store_, {&game, 1}, {&id, 1}, players_);
    return id;
}

void GameWriter::update_end(const GameRecord& game) {
    end_->bind(1, to_string(game.status));
    end_->bind(2, game.ended_at);
    end_->bind(3, game.id);
    end_->run();
    insert_seats(game.id, game);
    count_in_summaries(store_, {&game, 1}, {&game.id, 1}, players_);
}

void GameWriter::add_hint(std::int64_t id, int seat) {
    hint_->bind(1, id);
    hint_->bind(2, seat);
    hint_->run();
}

void GameWriter::insert_seats(std::int64_t id, const GameRecord& game) {
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const auto& record = game.seats[seat];
        seat_->bind(1, id);
        seat_->bind(2, static_cast<int>(seat));
        seat_->bind(3, player_id(record.player));
        if (record.bot.empty()) {
            seat_->bind_null(4);
        } else {
            seat_->bind(4, record.bot);
        }
        seat_->bind(5, record.options.dump());
        seat_->bind(6, record.score);
        seat_->bind(7, record.rank);
        seat_->bind(8, record.winner);
        seat_->bind(9, record.hints);
        seat_->run();
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
            statement = db_.prepare(sql);
        }
        for (std::size_t row = 0; row < count; ++row) {
            const auto& event = events[first + row];
            const int column = static_cast<int>(4 * row);
            statement->bind(column + 1, id);
            statement->bind(column + 2, static_cast<std::int64_t>(first + row) + 1);
            statement->bind(column + 3, event.seat);
            statement->bind(column + 4, event.notation);
        }
        statement->run();
    }
}

void GameWriter::insert_event(std::int64_t id, std::int64_t seq, const EventRecord& event) {
    event_->bind(1, id);
    event_->bind(2, seq);
    event_->bind(3, event.seat);
    event_->bind(4, event.notation);
    event_->run();
}

std::optional<std::int64_t> find_player(Store& store, const std::string& name) {
    const auto query = store.sql().prepare("SELECT id FROM players WHERE name = ?");
    query->bind(1, name);
    if (!query->step()) return std::nullopt;
    return query->int64(0);
}

namespace {

// The game's own row: its game and version, variant, parameters, seed, times and status,
// and the house rule of a game played online.
GameRecord game_of_row(const Statement& row, const Store& store, std::int64_t id) {
    GameRecord game;
    game.id = id;
    game.module = row.string(0);
    game.module_name = row.string(1);
    game.module_version = row.string(2);
    game.lower_score_wins = row.integer(3) != 0;
    game.variant = row.string(4);
    game.variant_hash = row.string(5);
    try {
        game.params = parse_json(row.string(6));
    } catch (const JsonTextError& e) {
        // Only an edit outside dicebox makes a row's parameters unreadable.
        throw StoreError(fmt::format("the parameters of game {} in {} cannot be read: {}", id,
                                     store.name(), e.what()));
    }
    game.seed = static_cast<std::uint64_t>(row.int64(7));
    game.started_at = row.int64(8);
    if (!row.is_null(9)) game.ended_at = row.int64(9);
    game.status = status_from(row.string(10));
    game.simulated = row.integer(11) != 0;
    game.online = row.integer(12) != 0;
    game.rule_script = row.string(13);
    return game;
}

// The game's seats in their order: who sat there, the bot's kind and options, the result,
// the coach's review.
std::vector<SeatRecord> stored_seats(Store& store, std::int64_t id) {
    const auto seats = store.sql().prepare(
        "SELECT p.name, s.bot, s.options, s.score, s.rank, s.winner, s.hints, r.measure, "
        "r.decisions, r.loss, r.blunders FROM seats s JOIN players p ON p.id = s.player_id "
        "LEFT JOIN reviews r ON r.game_id = s.game_id AND r.seat = s.seat WHERE s.game_id = ? "
        "ORDER BY s.seat");
    seats->bind(1, id);
    std::vector<SeatRecord> stored;
    while (seats->step()) {
        SeatRecord seat;
        seat.player = seats->string(0);
        seat.bot = seats->string(1);  // "" for NULL
        try {
            seat.options = parse_json(seats->string(2));
        } catch (const JsonTextError& e) {
            // Only an edit outside dicebox makes a seat's options unreadable.
            throw StoreError(fmt::format("the seat options of game {} in {} cannot be read: {}", id,
                                         store.name(), e.what()));
        }
        if (!seats->is_null(3)) seat.score = seats->integer(3);
        if (!seats->is_null(4)) seat.rank = seats->integer(4);
        seat.winner = seats->integer(5) != 0;
        seat.hints = seats->integer(6);
        if (!seats->is_null(7)) {
            seat.review = ReviewFigures{seats->string(7), seats->integer(8), seats->real(9),
                                        seats->integer(10)};
        }
        stored.push_back(std::move(seat));
    }
    return stored;
}

// The events of a game recorded as it was played, a row each.
std::vector<EventRecord> stored_events(Store& store, std::int64_t id) {
    const auto events =
        store.sql().prepare("SELECT seat, notation FROM events WHERE game_id = ? ORDER BY seq");
    events->bind(1, id);
    std::vector<EventRecord> stored;
    while (events->step()) {
        EventRecord event;
        if (!events->is_null(0)) event.seat = events->integer(0);
        event.notation = events->string(1);
        stored.push_back(std::move(event));
    }
    return stored;
}

}  // namespace

GameRecord load_game(Store& store, std::int64_t id) try {
    const auto game_row = store.sql().prepare(
        "SELECT g.module, m.name, g.module_version, m.lower_score_wins, g.variant, "
        "g.variant_hash, g.params, g.seed, g.started_at, g.ended_at, g.status, g.simulated, "
        "g.online, t.rule_script, l.log "
        "FROM games g JOIN modules m ON m.id = g.module LEFT JOIN online_tables t ON "
        "t.game_id = g.id LEFT JOIN game_logs l ON l.game_id = g.id WHERE g.id = ?");
    game_row->bind(1, id);
    if (!game_row->step()) {
        throw StoreError(fmt::format("there is no game {} in {}", id, store.name()));
    }
    GameRecord game = game_of_row(*game_row, store, id);
    game.seats = stored_seats(store, id);
    // A game stored whole keeps its log in one row, read with the game; one recorded as
    // it was played, a row per event.
    if (!game_row->is_null(14)) {
        try {
            game.events = events_of_stored_log(game_row->text(14));
        } catch (const std::exception& e) {
            throw StoreError(fmt::format("the log of game {} in {} cannot be read: {}", id,
                                         store.name(), e.what()));
        }
        return game;
    }
    game.events = stored_events(store, id);
    return game;
} catch (const SqlError& e) {
    store.fail("reading a game", e);
}

}  // namespace dicebox::db
