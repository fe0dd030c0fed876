// Whole games into and out of the history.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/sql.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// Writes games with statements prepared once, for the many games of a simulation or
// an import; a game stored finished is counted in the records' summaries too. The
// caller chooses the transaction (Store::transaction).
class GameWriter {
  public:
    explicit GameWriter(Store& store);

    // Stores the game, its seats and its events; returns the game's id.
    std::int64_t insert(const GameRecord& game);
    // Stores one more event of game `id`, as number `seq` (from 1).
    void insert_event(std::int64_t id, std::int64_t seq, const EventRecord& event);
    // Stores the game's status and end, and the seats' results.
    void update_end(const GameRecord& game);
    // Counts one more hint given to `seat` of game `id`.
    void add_hint(std::int64_t id, int seat);

  private:
    std::int64_t player_id(const std::string& name);
    // Inserts the events as numbers 1, 2, ...: many rows a statement, as one row a
    // statement costs several times more (a round trip to a server, each).
    void insert_events(std::int64_t id, const std::vector<EventRecord>& events);
    // Inserts the seats, or updates their results when they are stored.
    void insert_seats(std::int64_t id, const GameRecord& game);

    static constexpr std::size_t kEventsPerStatement = 64;

    Store& store_;
    Connection& db_;
    std::unique_ptr<Statement> module_;
    std::unique_ptr<Statement> player_;
    std::unique_ptr<Statement> game_;
    std::unique_ptr<Statement> seat_;
    std::unique_ptr<Statement> hint_;
    std::unique_ptr<Statement> event_;
    std::unique_ptr<Statement> end_;
    // The statements inserting n events, made when first needed.
    std::map<std::size_t, std::unique_ptr<Statement>> events_;
    std::map<std::string, std::int64_t> players_;
};

// Stores many whole games at once within the caller's transaction (Store::transaction):
// a few statements of many rows each for all of them, where GameWriter::insert takes
// several statements a game. On a server each statement is a round trip, so recording a
// batch of simulated games, an import or a sync costs a few dozen round trips instead of
// thousands. The finished ones are counted in the records' summaries. The games' ids
// are not returned.
void insert_games(Store& store, const std::vector<GameRecord>& games);

// The id of the player of that name (a person, or "bot:KIND"), if there is one.
std::optional<std::int64_t> find_player(Store& store, const std::string& name);

// The game with its seats and events; throws StoreError when there is no game `id`.
GameRecord load_game(Store& store, std::int64_t id);

}  // namespace dicebox::db
