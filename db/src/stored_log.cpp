#include "stored_log.hpp"

#include <fmt/format.h>

#include <iterator>
#include <stdexcept>

#include "dicebox/json_text.hpp"

namespace dicebox::db {

namespace {

// `text` as a JSON string, quoted.
void append_quoted(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            fmt::format_to(std::back_inserter(out), "\\u{:04x}", static_cast<unsigned char>(c));
        } else {
            out += c;
        }
    }
    out += '"';
}

}  // namespace

std::string stored_log(const std::vector<EventRecord>& events) {
    std::string out = "[";
    for (const auto& event : events) {
        if (out.size() > 1) out += ',';
        if (event.seat) {
            fmt::format_to(std::back_inserter(out), "[{},", *event.seat);
        } else {
            out += "[null,";
        }
        append_quoted(out, event.notation);
        out += ']';
    }
    out += ']';
    return out;
}

std::vector<EventRecord> events_of_stored_log(std::string_view text) {
    // A game of thousands of events is a long text, but never a deep one.
    const auto log = parse_json(text, {.depth = 2, .bytes = std::size_t{64} << 20});
    if (!log.is_array()) throw std::invalid_argument("a game's log is not a JSON array");
    std::vector<EventRecord> events;
    events.reserve(log.size());
    for (const auto& event : log) {
        if (!event.is_array() || event.size() != 2 || !event[1].is_string() ||
            !(event[0].is_null() || event[0].is_number_integer()))
            throw std::invalid_argument(
                fmt::format("{} is not an event [seat, notation]", event.dump()));
        EventRecord record;
        if (!event[0].is_null()) record.seat = event[0].get<int>();
        record.notation = event[1].get<std::string>();
        events.push_back(std::move(record));
    }
    return events;
}

}  // namespace dicebox::db
