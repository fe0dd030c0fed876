#include "dicebox/json_text.hpp"

#include <fmt/format.h>

namespace dicebox {

std::string byte_limit_text(std::size_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) {
        return fmt::format("{} MiB ({} bytes)", bytes >> 20, bytes);
    }
    return fmt::format("{} bytes", bytes);
}

nlohmann::json parse_json(std::string_view text, const JsonLimits& limits) {
    if (text.size() > limits.bytes) {
        throw JsonTextError(
            fmt::format("it is longer than the limit of {}", byte_limit_text(limits.bytes)));
    }
    // The parser itself keeps its own stack; the callback stops it at the first array or
    // object too deep, so the value built never exceeds the limit.
    const auto within_depth = [&limits](int depth, nlohmann::json::parse_event_t event,
                                        nlohmann::json&) {
        const bool opens = event == nlohmann::json::parse_event_t::object_start ||
                           event == nlohmann::json::parse_event_t::array_start;
        if (opens && static_cast<std::size_t>(depth) >= limits.depth) {
            throw JsonTextError(fmt::format(
                "it nests arrays and objects deeper than the limit of {} levels", limits.depth));
        }
        return true;
    };
    try {
        return nlohmann::json::parse(text.begin(), text.end(), within_depth);
    } catch (const nlohmann::json::parse_error& e) {
        // "[json.exception.parse_error.101] parse error at line 1, column 2: ..." without
        // the library's tag, which says nothing to a person.
        std::string why = e.what();
        if (const auto tag_end = why.find("] ");
            why.starts_with("[json.") && tag_end != std::string::npos) {
            why.erase(0, tag_end + 2);
        }
        throw JsonTextError(fmt::format("it is not valid JSON: {}", why));
    }
}

}  // namespace dicebox
