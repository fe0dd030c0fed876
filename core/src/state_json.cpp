#include "dicebox/state_json.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace dicebox::state_json {

using nlohmann::json;

const json& field(const json& object, const char* name, const std::string& where) {
    if (!object.is_object() || !object.contains(name)) {
        throw std::invalid_argument(fmt::format("{} has no '{}'", where, name));
    }
    return object[name];
}

int int_in(const json& value, int lo, int hi, const std::string& what) {
    if (!value.is_number_integer() || value.get<int>() < lo || value.get<int>() > hi) {
        throw std::invalid_argument(
            fmt::format("{} must be an integer from {} to {}, not {}", what, lo, hi, value.dump()));
    }
    return value.get<int>();
}

bool bool_in(const json& value, const std::string& what) {
    if (!value.is_boolean()) {
        throw std::invalid_argument(
            fmt::format("{} must be true or false, not {}", what, value.dump()));
    }
    return value.get<bool>();
}

}  // namespace dicebox::state_json
