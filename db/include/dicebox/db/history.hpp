// Browsing the history: the games that match a filter, newest first or in another
// order, a page at a time, each with its players and their results.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// What the games are listed by; the newest first among games of the same key.
enum class HistoryOrder { Date, Game, Variant, Status };

// A game's place in the date order: where the next page starts.
struct HistoryCursor {
    std::int64_t started_at = 0;  // Unix ms
    std::int64_t id = 0;
};

struct HistoryFilter {
    std::optional<std::string> game;        // the module id: "extra"
    std::optional<std::string> player;      // a person's name, or "bot:KIND"
    std::optional<std::string> variant;     // the variant's name
    std::optional<std::int64_t> since;      // games started at or after, Unix ms
    std::optional<std::int64_t> until;      // games started before, Unix ms
    bool simulated = false;                 // simulated games too, not only played ones
    std::optional<std::size_t> limit = 20;  // nothing: every game that matches
    HistoryOrder order = HistoryOrder::Date;
    bool descending = true;  // newest first; Z to A; aborted, finished, unfinished
    // The pages after the first. By date: the games after this one (the last of the page
    // before), found along the index as fast as the first page. In the other orders the
    // games are sorted each time and the first `offset` skipped.
    std::optional<HistoryCursor> after;
    std::size_t offset = 0;
};

struct HistorySeat {
    std::string player;
    std::string bot;  // empty for a person
    std::optional<int> score;
    std::optional<int> rank;
    bool winner = false;
};

struct HistoryEntry {
    std::int64_t id = 0;
    std::int64_t started_at = 0;  // Unix ms
    std::optional<std::int64_t> ended_at;
    std::string module;
    std::string variant;
    Status status = Status::Unfinished;
    bool simulated = false;
    bool online = false;             // played at a server's table
    std::vector<HistorySeat> seats;  // by seat
};

// The ids of the games that match, newest first (the later id first among games started
// in the same millisecond) or in the filter's order. Fast on a million games by date
// when a limit is set; the other orders sort every game that matches.
std::vector<std::int64_t> find_games(Store& store, const HistoryFilter& filter);

// The games that match, in the filter's order, with their seats.
std::vector<HistoryEntry> list_games(Store& store, const HistoryFilter& filter);

// The played games left unfinished, newest first, at most `limit`: those to resume (not
// those of a server's tables, which its server takes up).
std::vector<HistoryEntry> unfinished_games(Store& store, std::size_t limit);

// The names of the people in the history (not the bots), in order, for completion.
std::vector<std::string> people(Store& store);

}  // namespace dicebox::db
