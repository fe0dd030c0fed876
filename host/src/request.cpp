// Reading the fields of a request (request.hpp).
#include "dicebox/host/request.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

namespace dicebox::host {

using nlohmann::json;

namespace {

// Bad input is echoed back in refusals; a very long line should not make an answer
// as long.
std::string shown(const json& value) {
    constexpr std::size_t kLongest = 60;
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > kLongest) text = text.substr(0, kLongest) + "...";
    return text;
}

}  // namespace

Request::Request(std::string_view line) {
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
        throw RequestError(
            "an empty line is not a request; send one JSON object per line, like "
            "{\"cmd\":\"games\"}");
    }
    try {
        json_ = dicebox::parse_json(line, kRequestLimits);
    } catch (const dicebox::JsonTextError& e) {
        throw RequestError(
            fmt::format("that line is not a request: {}; send one JSON object per line, like "
                        "{{\"cmd\":\"games\"}}",
                        e.what()));
    }
    if (!json_.is_object()) {
        throw RequestError(fmt::format(
            "a request must be a JSON object like {{\"cmd\":\"games\"}}, not {}", shown(json_)));
    }
    const auto cmd = json_.find("cmd");
    if (cmd == json_.end()) {
        throw RequestError(
            "the request has no \"cmd\"; every request names its command, like "
            "{\"cmd\":\"state\"}");
    }
    if (!cmd->is_string()) {
        throw RequestError(fmt::format("\"cmd\" must be a string, not {}", shown(*cmd)));
    }
    cmd_ = cmd->get<std::string>();
}

void Request::allow_only(std::initializer_list<std::string_view> fields) const {
    for (const auto& [name, value] : json_.items()) {
        if (name == "cmd" || std::find(fields.begin(), fields.end(), name) != fields.end()) {
            continue;
        }
        if (fields.size() == 0) {
            throw RequestError(
                fmt::format("'{}' takes no field but \"cmd\", so not '{}'", cmd_, name));
        }
        throw RequestError(fmt::format("'{}' takes no field '{}'; its fields are: {}", cmd_, name,
                                       fmt::join(fields, ", ")));
    }
}

const json* Request::field(const char* name) const {
    const auto found = json_.find(name);
    return found == json_.end() ? nullptr : &*found;
}

void Request::missing(const char* name, std::string_view kind) const {
    throw RequestError(fmt::format("'{}' needs the field '{}' ({})", cmd_, name, kind));
}

void Request::ill_typed(const char* name, std::string_view kind) const {
    throw RequestError(fmt::format("'{}' must be {}, not {}", name, kind, shown(*field(name))));
}

std::optional<std::string> Request::optional_string(const char* name) const {
    const json* value = field(name);
    if (value == nullptr) return std::nullopt;
    if (!value->is_string()) ill_typed(name, "a string");
    return value->get<std::string>();
}

std::string Request::string(const char* name) const {
    auto value = optional_string(name);
    if (!value) missing(name, "a string");
    return std::move(*value);
}

std::optional<bool> Request::optional_boolean(const char* name) const {
    const json* value = field(name);
    if (value == nullptr) return std::nullopt;
    if (!value->is_boolean()) ill_typed(name, "true or false");
    return value->get<bool>();
}

std::optional<int> Request::optional_integer(const char* name) const {
    const json* value = field(name);
    if (value == nullptr) return std::nullopt;
    // Checked against int's range here so that a huge number is refused, not wrapped.
    if (!value->is_number_integer() ||
        (value->is_number_unsigned() &&
         value->get<std::uint64_t>() >
             static_cast<std::uint64_t>(std::numeric_limits<int>::max())) ||
        (!value->is_number_unsigned() &&
         value->get<std::int64_t>() < std::numeric_limits<int>::min())) {
        ill_typed(name, "an integer");
    }
    return value->get<int>();
}

int Request::integer(const char* name) const {
    const auto value = optional_integer(name);
    if (!value) missing(name, "an integer");
    return *value;
}

std::optional<std::uint64_t> Request::optional_unsigned_integer(const char* name) const {
    const json* value = field(name);
    if (value == nullptr) return std::nullopt;
    if (!value->is_number_unsigned()) ill_typed(name, "an integer from 0 to 2^64-1");
    return value->get<std::uint64_t>();
}

std::uint64_t Request::unsigned_integer(const char* name) const {
    const auto value = optional_unsigned_integer(name);
    if (!value) missing(name, "an integer from 0 to 2^64-1");
    return *value;
}

const json* Request::optional_object(const char* name) const {
    const json* value = field(name);
    if (value != nullptr && !value->is_object()) ill_typed(name, "an object");
    return value;
}

const json* Request::optional_array(const char* name) const {
    const json* value = field(name);
    if (value != nullptr && !value->is_array()) ill_typed(name, "a list");
    return value;
}

const json& Request::array(const char* name) const {
    const json* value = optional_array(name);
    if (value == nullptr) missing(name, "a list");
    return *value;
}

json refusal(std::string_view why) {
    return {{"ok", false}, {"error", why}};
}

std::string message_text(const json& message) {
    return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace dicebox::host
