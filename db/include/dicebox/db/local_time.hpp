// Times as people read them: the calendar and clock of this computer's time zone.
// The history stores Unix milliseconds (UTC); these turn them into local dates and back.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace dicebox::db {

// "2024-05-01 20:15:07", local time.
std::string local_time_text(std::int64_t unix_ms);

// The first millisecond of a local calendar day, or nothing when the calendar has no
// such day (2024-02-30).
std::optional<std::int64_t> local_day_start(int year, int month, int day);

}  // namespace dicebox::db
