#include "dicebox/db/event_log.hpp"

namespace dicebox::db {

nlohmann::json event_json(const EventRecord& event) {
    if (!event.seat) return {{"chance", event.notation}};
    return {{"seat", *event.seat}, {"action", event.notation}};
}

nlohmann::json log_json(const std::vector<EventRecord>& events) {
    nlohmann::json log = nlohmann::json::array();
    for (const auto& event : events) log.push_back(event_json(event));
    return log;
}

}  // namespace dicebox::db
