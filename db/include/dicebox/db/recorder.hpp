// Recording games into the history: played games event by event, the moment each
// event happens; simulated games in batches.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// A game being played. Every call is its own transaction, so that a crash loses
// nothing that was recorded. All errors are StoreErrors.
class LiveRecorder {
  public:
    // Stores a new game (id 0), or goes on with a stored one (a resumed game) after the
    // events it has.
    LiveRecorder(Store& store, GameRecord game);

    std::int64_t id() const { return game_.id; }

    // Stores the session's event; meant as a Session observer.
    void record(const Session& session, const Event& event);
    // For a writer that must not hold the history while the rules run (a server's table,
    // beside others writing the same history): keeps the session's event, written as it
    // reads now, until write_held() stores the events kept, within the caller's
    // transaction. How many it stored.
    void hold(const Session& session, const Event& event);
    std::size_t write_held();
    // The coach gave `seat` a hint.
    void hinted(int seat);
    // The game is over: its results and end time.
    void finish(const State& state);
    // The game was stopped by an error: it stays in the history with its log.
    void abort();

  private:
    void end(Status status);

    Store& store_;
    GameWriter writer_;
    GameRecord game_;  // the set-up and the seats; events are counted, not kept
    std::int64_t events_ = 0;
    std::vector<EventRecord> held_;
};

// Simulated games, written in transactions of `batch` games. add() may be called
// from several threads.
class BatchRecorder {
  public:
    explicit BatchRecorder(Store& store, std::size_t batch = 2000);

    void add(GameRecord game);
    // Writes the games still waiting. Call it once all are added.
    void flush();

  private:
    void write();

    Store& store_;
    std::size_t batch_;
    std::mutex mutex_;
    std::vector<GameRecord> waiting_;
};

}  // namespace dicebox::db
