// A stored game's log in the form a Session replays (Session::log_json):
// [{"chance": "1 2 2 3 5"}, {"seat": 0, "action": "2+2 1+5 x3@1"}].
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/db/game_record.hpp"

namespace dicebox::db {

nlohmann::json log_json(const std::vector<EventRecord>& events);

// One event in that form.
nlohmann::json event_json(const EventRecord& event);

}  // namespace dicebox::db
