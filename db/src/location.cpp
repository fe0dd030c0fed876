#include "dicebox/db/location.hpp"

#include <system_error>

namespace dicebox::db {

namespace fs = std::filesystem;

bool is_server_uri(std::string_view location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

std::string shown_location(const fs::path& location) {
    std::string shown = location.string();
    if (!is_server_uri(shown)) return shown;
    // postgresql://user:password@host/… names its user but not the password.
    const auto authority = shown.find("://") + 3;
    const auto end = shown.find_first_of("/?", authority);
    const auto at = shown.rfind('@', end);
    const auto colon = shown.find(':', authority);
    if (at != std::string::npos && at >= authority && colon < at) {
        shown.erase(colon, at - colon);
    }
    // …?password=… likewise.
    for (auto key = shown.find("password="); key != std::string::npos;
         key = shown.find("password=", key)) {
        const char before = shown[key - 1];
        if (before != '?' && before != '&') {
            ++key;
            continue;
        }
        const auto next = shown.find('&', key);
        if (next == std::string::npos) {
            shown.erase(--key);  // "?password=…" or "&password=…" at the end
        } else if (before == '?') {
            shown.erase(key, next + 1 - key);  // "?password=…&more" → "?more"
        } else {
            shown.erase(key - 1, next - key + 1);  // "&password=…&more" → "&more"
            --key;
        }
    }
    return shown;
}

bool nothing_recorded(const fs::path& location) {
    if (is_server_uri(location.string())) return false;
    std::error_code ec;
    if (!fs::exists(location, ec)) return true;
    return fs::is_regular_file(location, ec) && fs::file_size(location, ec) == 0 && !ec;
}

}  // namespace dicebox::db
