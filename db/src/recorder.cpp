#include "dicebox/db/recorder.hpp"

namespace dicebox::db {

LiveRecorder::LiveRecorder(Store& store, GameRecord game)
    : store_(store), writer_(store), game_(std::move(game)) {
    events_ = static_cast<std::int64_t>(game_.events.size());
    if (game_.id == 0) {
        game_.started_at = now_ms();
        store_.transaction("recording a new game", [&] { game_.id = writer_.insert(game_); });
    }
    game_.events.clear();
}

namespace {

EventRecord stored_event(const Session& session, const Event& event) {
    return {event.is_chance() ? std::nullopt : std::optional<int>(event.seat),
            session.format(event)};
}

}  // namespace

void LiveRecorder::record(const Session& session, const Event& event) {
    try {
        writer_.insert_event(game_.id, events_ + 1, stored_event(session, event));
    } catch (const SqlError& e) {
        store_.fail("recording a move", e);
    }
    ++events_;
}

void LiveRecorder::hold(const Session& session, const Event& event) {
    held_.push_back(stored_event(session, event));
}

std::size_t LiveRecorder::write_held() {
    // Counted once all are written: a failed transaction leaves the count as stored.
    std::int64_t stored = events_;
    try {
        for (const EventRecord& event : held_) writer_.insert_event(game_.id, ++stored, event);
    } catch (const SqlError& e) {
        store_.fail("recording a move", e);
    }
    events_ = stored;
    const std::size_t written = held_.size();
    held_.clear();
    return written;
}

void LiveRecorder::hinted(int seat) {
    store_.transaction("recording a hint", [&] { writer_.add_hint(game_.id, seat); });
    ++game_.seats.at(static_cast<std::size_t>(seat)).hints;
}

void LiveRecorder::finish(const State& state) {
    set_results(game_, state);
    end(Status::Finished);
}

void LiveRecorder::abort() {
    end(Status::Aborted);
}

void LiveRecorder::end(Status status) {
    game_.status = status;
    game_.ended_at = now_ms();
    store_.transaction("recording the end of the game", [&] { writer_.update_end(game_); });
}

BatchRecorder::BatchRecorder(Store& store, std::size_t batch) : store_(store), batch_(batch) {
    // A simulation can be run again from its seed: a lost batch after a power cut costs
    // little, and not waiting for every batch to reach the disk makes recording several
    // times faster.
    store_.sql().execute(store_.dialect() == Dialect::SQLite ? "PRAGMA synchronous = NORMAL"
                                                             : "SET synchronous_commit = off");
    waiting_.reserve(batch_);
}

void BatchRecorder::add(GameRecord game) {
    game.simulated = true;
    const std::lock_guard lock(mutex_);
    waiting_.push_back(std::move(game));
    if (waiting_.size() >= batch_) write();
}

void BatchRecorder::flush() {
    const std::lock_guard lock(mutex_);
    write();
}

void BatchRecorder::write() {
    if (waiting_.empty()) return;
    store_.transaction("recording simulated games", [&] { insert_games(store_, waiting_); });
    waiting_.clear();
}

}  // namespace dicebox::db
