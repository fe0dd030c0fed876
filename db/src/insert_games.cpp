#include "dicebox/db/games.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "records/summaries.hpp"
#include "stored_log.hpp"
#include "upserts.hpp"

namespace dicebox::db {
namespace {

// Rows a statement: enough that a server's round trips cost little beside its work, few
// enough that SQLite's parsing of a statement stays cheap (it takes at most 32,766
// parameters, PostgreSQL 65,535).
constexpr std::size_t kRows = 256;

// INSERT statements of one table, of as many rows as asked, prepared when first needed.
class RowInserter {
  public:
    RowInserter(Connection& db, std::string head, std::size_t columns)
        : db_(db), head_(std::move(head)), columns_(columns) {}

    // Inserts `count` rows, `bind(statement, row, first_parameter)` binding each.
    void insert(std::size_t count, const std::function<void(Statement&, std::size_t, int)>& bind) {
        for (std::size_t first = 0; first < count; first += kRows) {
            const std::size_t rows = std::min(kRows, count - first);
            auto& statement = statement_of(rows);
            for (std::size_t row = 0; row < rows; ++row) {
                bind(statement, first + row, static_cast<int>(row * columns_) + 1);
            }
            statement.run();
        }
    }

  private:
    Statement& statement_of(std::size_t rows) {
        auto& statement = statements_[rows];
        if (!statement) {
            std::string row = "(?";
            for (std::size_t column = 1; column < columns_; ++column) row += ", ?";
            row += ")";
            std::string sql = head_ + " VALUES " + row;
            for (std::size_t i = 1; i < rows; ++i) sql += ", " + row;
            statement = db_.prepare(sql);
        }
        return *statement;
    }

    Connection& db_;
    std::string head_;
    std::size_t columns_;
    std::map<std::size_t, std::unique_ptr<Statement>> statements_;
};

// Ids for `count` new games. SQLite's are the next ones after the highest, which the
// transaction's write lock keeps from any other writer; PostgreSQL's come from the
// games' sequence, which other writers draw from at the same time.
std::vector<std::int64_t> new_ids(Connection& db, std::size_t count) {
    std::vector<std::int64_t> ids;
    ids.reserve(count);
    if (db.dialect() == Dialect::SQLite) {
        const auto highest = db.prepare("SELECT coalesce(max(id), 0) FROM games");
        highest->step();
        const std::int64_t last = highest->int64(0);
        for (std::size_t i = 1; i <= count; ++i) ids.push_back(last + static_cast<std::int64_t>(i));
        return ids;
    }
    const auto drawn = db.prepare(
        "SELECT nextval(pg_get_serial_sequence('games', 'id')) FROM generate_series(1, ?)");
    drawn->bind(1, static_cast<std::int64_t>(count));
    while (drawn->step()) ids.push_back(drawn->int64(0));
    return ids;
}

// The ids of the players named, added when new.
std::map<std::string, std::int64_t> player_ids(Connection& db,
                                               const std::vector<GameRecord>& games) {
    std::set<std::string> names;
    for (const auto& game : games) {
        for (const auto& seat : game.seats) names.insert(seat.player);
    }
    const auto player = db.prepare(kUpsertPlayer);
    std::map<std::string, std::int64_t> ids;
    for (const auto& name : names) {
        player->bind(1, name);
        player->step();
        ids[name] = player->int64(0);
        player->reset();
    }
    return ids;
}

void add_modules(Connection& db, const std::vector<GameRecord>& games) {
    std::map<std::string, const GameRecord*> modules;
    for (const auto& game : games) modules.emplace(game.module, &game);
    const auto module = db.prepare(kUpsertModule);
    for (const auto& [id, game] : modules) {
        module->bind(1, id);
        module->bind(2, game->module_name);
        module->bind(3, game->lower_score_wins);
        module->run();
    }
}

// A seat of one of the games stored together: the game's place among them, its seat.
struct At {
    std::size_t game;
    std::size_t seat;
};

// The seats of the games, and the reviews of those reviewed.
void insert_seats(Connection& db, const std::vector<GameRecord>& games,
                  const std::vector<std::int64_t>& ids,
                  const std::map<std::string, std::int64_t>& players) {
    std::vector<At> seats;
    for (std::size_t game = 0; game < games.size(); ++game) {
        for (std::size_t seat = 0; seat < games[game].seats.size(); ++seat) {
            seats.push_back({game, seat});
        }
    }
    RowInserter(db,
                "INSERT INTO seats (game_id, seat, player_id, bot, options, score, rank, winner, "
                "hints)",
                9)
        .insert(seats.size(), [&](Statement& statement, std::size_t row, int at) {
            const auto [game, seat] = seats[row];
            const auto& record = games[game].seats[seat];
            statement.bind(at, ids[game]);
            statement.bind(at + 1, static_cast<std::int64_t>(seat));
            statement.bind(at + 2, players.at(record.player));
            if (record.bot.empty()) {
                statement.bind_null(at + 3);
            } else {
                statement.bind(at + 3, record.bot);
            }
            statement.bind(at + 4, record.options.dump());
            statement.bind(at + 5, record.score);
            statement.bind(at + 6, record.rank);
            statement.bind(at + 7, record.winner);
            statement.bind(at + 8, record.hints);
        });
    std::vector<At> reviewed;
    for (const auto& at : seats) {
        if (games[at.game].seats[at.seat].review) reviewed.push_back(at);
    }
    RowInserter(db, "INSERT INTO reviews (game_id, seat, measure, decisions, loss, blunders)", 6)
        .insert(reviewed.size(), [&](Statement& statement, std::size_t row, int at) {
            const auto [game, seat] = reviewed[row];
            const auto& review = *games[game].seats[seat].review;
            statement.bind(at, ids[game]);
            statement.bind(at + 1, static_cast<std::int64_t>(seat));
            statement.bind(at + 2, review.measure);
            statement.bind(at + 3, review.decisions);
            statement.bind(at + 4, review.loss);
            statement.bind(at + 5, review.blunders);
        });
}

}  // namespace

void insert_games(Store& store, const std::vector<GameRecord>& games) {
    if (games.empty()) return;
    auto& db = store.sql();
    add_modules(db, games);
    const auto players = player_ids(db, games);
    const auto ids = new_ids(db, games.size());

    RowInserter(db,
                "INSERT INTO games (id, module, module_version, variant, variant_hash, params, "
                "seed, started_at, ended_at, status, simulated, online)",
                12)
        .insert(games.size(), [&](Statement& statement, std::size_t row, int at) {
            const auto& game = games[row];
            statement.bind(at, ids[row]);
            statement.bind(at + 1, game.module);
            statement.bind(at + 2, game.module_version);
            statement.bind(at + 3, game.variant);
            statement.bind(at + 4, game.variant_hash);
            statement.bind(at + 5, game.params.dump());
            statement.bind(at + 6, static_cast<std::int64_t>(game.seed));  // the seed's bits
            statement.bind(at + 7, game.started_at);
            statement.bind(at + 8, game.ended_at);
            statement.bind(at + 9, to_string(game.status));
            statement.bind(at + 10, game.simulated);
            statement.bind(at + 11, game.online);
        });

    insert_seats(db, games, ids, players);
    // A game stored whole keeps its log in one row: a row per event made a server spend
    // most of its time on the events' rows and their checks.
    RowInserter(db, "INSERT INTO game_logs (game_id, log)", 2)
        .insert(games.size(), [&](Statement& statement, std::size_t row, int at) {
            statement.bind(at, ids[row]);
            statement.bind(at + 1, stored_log(games[row].events));
        });
    count_in_summaries(store, games, ids, players);
}

}  // namespace dicebox::db
