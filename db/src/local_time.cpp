#include "dicebox/db/local_time.hpp"

#include <fmt/format.h>

#include <ctime>

namespace dicebox::db {

std::string local_time_text(std::int64_t unix_ms) {
    // Floor division, so that a time before 1970 still falls in its own second.
    std::int64_t seconds = unix_ms / 1000;
    if (unix_ms % 1000 < 0) --seconds;
    const auto t = static_cast<std::time_t>(seconds);
    std::tm local{};
    localtime_r(&t, &local);
    return fmt::format("{:04}-{:02}-{:02} {:02}:{:02}:{:02}", local.tm_year + 1900,
                       local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec);
}

std::optional<std::int64_t> local_day_start(int year, int month, int day) {
    std::tm local{};
    local.tm_year = year - 1900;
    local.tm_mon = month - 1;
    local.tm_mday = day;
    local.tm_isdst = -1;  // whatever daylight saving time says for that day
    const std::time_t t = std::mktime(&local);
    // mktime() rolls a day that does not exist over into the next month.
    if (t == static_cast<std::time_t>(-1) || local.tm_year != year - 1900 ||
        local.tm_mon != month - 1 || local.tm_mday != day) {
        return std::nullopt;
    }
    return static_cast<std::int64_t>(t) * 1000;
}

}  // namespace dicebox::db
