#include "records_games.hpp"

#include <memory>

namespace dicebox::db::records_detail {
namespace {

// The games of one query, one at a time. The query yields each game's seats together
// (it is ordered by game), each row as g.id, g.ended_at, s.player_id, s.seat, s.score,
// s.rank, s.winner, g.simulated, and then, unless every game is of `fixed_group`,
// g.module and g.variant.
class GameCursor {
  public:
    GameCursor(Store& store, const std::string& sql, std::optional<std::size_t> fixed_group)
        : query_(store.sql().prepare(sql)), fixed_group_(fixed_group) {}

    Statement& query() { return *query_; }
    // Reads the first row; call after binding.
    void start() { step(); }
    bool done() const { return !on_row_; }
    // The next game's place in time: its end, then its id.
    const std::pair<std::int64_t, std::int64_t>& next_key() const { return next_key_; }

    void read(Catalog& catalog, GameResult& game) {
        game.id = next_key_.second;
        game.ended_at = next_key_.first;
        game.simulated = query_->integer(7) != 0;
        game.group = fixed_group_ ? *fixed_group_ : catalog.group(query_->text(8), query_->text(9));
        game.seats.clear();
        do {
            game.seats.push_back({catalog.player(query_->int64(2)), query_->integer(3),
                                  query_->integer(4), query_->integer(5), query_->integer(6) != 0});
            step();
        } while (on_row_ && next_key_.second == game.id);
        game.find_participants();
    }

  private:
    void step() {
        on_row_ = query_->step();
        if (!on_row_) return;
        const std::int64_t id = query_->int64(0);
        if (id != next_key_.second) next_key_ = {query_->int64(1), id};
    }

    std::unique_ptr<Statement> query_;
    std::optional<std::size_t> fixed_group_;
    bool on_row_ = false;
    std::pair<std::int64_t, std::int64_t> next_key_;
};

// The distinct modules (no `module` given) or variants of `module` among the finished
// games of one kind, in order. Each is one step along games_finished (a loose index
// scan), however many games share it.
std::vector<std::string> distinct_in_index(Store& store, int simulated,
                                           const std::optional<std::string>& module) {
    const char* column = module ? "variant" : "module";
    const std::string where =
        fmt::format("status = 'finished' AND simulated = ?{}", module ? " AND module = ?" : "");
    const auto index = store.sql().indexed_by("games_finished");
    const auto first = store.sql().prepare(fmt::format(
        "SELECT {0} FROM games {1} WHERE {2} ORDER BY {0} LIMIT 1", column, index, where));
    const auto after = store.sql().prepare(
        fmt::format("SELECT {0} FROM games {1} WHERE {2} AND {0} > ? ORDER BY {0} LIMIT 1", column,
                    index, where));
    auto bind_where = [&](Statement& query) {
        query.bind(1, simulated);
        if (module) query.bind(2, *module);
    };
    std::vector<std::string> values;
    bind_where(*first);
    if (!first->step()) return values;
    values.push_back(first->string(0));
    for (;;) {
        after->reset();
        bind_where(*after);
        after->bind(module ? 3 : 2, values.back());
        if (!after->step()) return values;
        values.push_back(after->string(0));
    }
}

// One cursor per range of games_finished (played or simulated, game, variant) that
// the filter covers; each range comes in the order its games ended.
std::vector<std::unique_ptr<GameCursor>> range_cursors(Store& store, Catalog& catalog,
                                                       const RecordsFilter& filter) {
    const std::string range = fmt::format(
        "SELECT g.id, g.ended_at, s.player_id, s.seat, s.score, s.rank, s.winner, "
        "g.simulated FROM games g {} JOIN seats s ON s.game_id = g.id "
        "WHERE g.status = 'finished' AND g.simulated = ? AND g.module = ? AND g.variant = ? "
        "ORDER BY g.ended_at, g.id, s.seat",
        store.sql().indexed_by("games_finished"));
    std::vector<std::unique_ptr<GameCursor>> cursors;
    for (int simulated = 0; simulated <= (filter.simulated ? 1 : 0); ++simulated) {
        const auto modules = filter.game.empty() ? distinct_in_index(store, simulated, std::nullopt)
                                                 : std::vector{filter.game};
        for (const auto& module : modules) {
            const auto variants = filter.variant.empty()
                                      ? distinct_in_index(store, simulated, module)
                                      : std::vector{filter.variant};
            for (const auto& variant : variants) {
                auto cursor =
                    std::make_unique<GameCursor>(store, range, catalog.group(module, variant));
                cursor->query().bind(1, simulated);
                cursor->query().bind(2, module);
                cursor->query().bind(3, variant);
                cursor->start();
                if (!cursor->done()) cursors.push_back(std::move(cursor));
            }
        }
    }
    return cursors;
}

// The games where `player_id` sat that the filter matches, by id: sorting them by
// their end would cost the database more than the rest of the work.
std::unique_ptr<GameCursor> player_cursor(Store& store, const RecordsFilter& filter,
                                          std::int64_t player_id) {
    const GameConditions conditions(filter);
    auto cursor = std::make_unique<GameCursor>(
        store,
        fmt::format(
            "SELECT g.id, g.ended_at, s.player_id, s.seat, s.score, s.rank, s.winner, "
            "g.simulated, g.module, g.variant FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.id IN (SELECT game_id FROM seats WHERE player_id = ?) AND {} "
            "ORDER BY g.id, s.seat",
            conditions.sql()),
        std::nullopt);
    cursor->query().bind(1, player_id);
    conditions.bind(cursor->query(), 2);
    cursor->start();
    return cursor;
}

}  // namespace

void for_each_game(Store& store, Catalog& catalog, const RecordsFilter& filter,
                   std::optional<std::int64_t> player_id,
                   const std::function<void(const GameResult&)>& take) {
    std::vector<std::unique_ptr<GameCursor>> cursors;
    if (player_id) {
        cursors.push_back(player_cursor(store, filter, *player_id));
    } else {
        cursors = range_cursors(store, catalog, filter);
    }
    // A heap whose front is the cursor with the game that ended first->
    auto later = [](const auto& a, const auto& b) { return a->next_key() > b->next_key(); };
    std::erase_if(cursors, [](const auto& cursor) { return cursor->done(); });
    std::make_heap(cursors.begin(), cursors.end(), later);
    GameResult game;
    while (!cursors.empty()) {
        std::pop_heap(cursors.begin(), cursors.end(), later);
        auto& cursor = cursors.back();
        cursor->read(catalog, game);
        take(game);
        if (cursor->done()) {
            cursors.pop_back();
        } else {
            std::push_heap(cursors.begin(), cursors.end(), later);
        }
    }
}

}  // namespace dicebox::db::records_detail
