// A game's log as one row of game_logs keeps it (a game stored whole: a batch, an import,
// a sync): a JSON array of [seat, notation], the seat null for a chance outcome,
// [[null,"1 2 2 3 5"],[0,"2+2 1+5 x3@1"]].
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dicebox/db/game_record.hpp"

namespace dicebox::db {

// Written by hand rather than through a JSON document: a batch writes hundreds of
// thousands of events a second.
std::string stored_log(const std::vector<EventRecord>& events);

// Throws std::runtime_error (JsonTextError among them) for a text that is no such log,
// which only an edit outside dicebox makes.
std::vector<EventRecord> events_of_stored_log(std::string_view text);

}  // namespace dicebox::db
