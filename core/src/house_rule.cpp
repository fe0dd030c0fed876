#include "dicebox/house_rule.hpp"

#include <fmt/format.h>

#include <cmath>

namespace dicebox {

void RuleHooks::refuse(std::string_view hook, const nlohmann::json& result,
                       std::string_view what) const {
    throw HookError(fmt::format("{}: hook {} returned {}, but {}", origin(hook), hook,
                                result.is_null() ? "nothing" : result.dump(), what));
}

std::int64_t RuleHooks::call_integer(std::string_view hook, const nlohmann::json& args,
                                     std::int64_t min, std::int64_t max) {
    const nlohmann::json result = call(hook, args);
    if (!result.is_number_integer()) refuse(hook, result, "it must return a whole number");
    const auto value = result.get<std::int64_t>();
    if (value < min || value > max) {
        refuse(hook, result, fmt::format("it must return a whole number from {} to {}", min, max));
    }
    return value;
}

double RuleHooks::call_number(std::string_view hook, const nlohmann::json& args, double min,
                              double max) {
    const nlohmann::json result = call(hook, args);
    if (!result.is_number()) refuse(hook, result, "it must return a number");
    const auto value = result.get<double>();
    if (!std::isfinite(value) || value < min || value > max) {
        refuse(hook, result, fmt::format("it must return a number from {} to {}", min, max));
    }
    return value;
}

bool RuleHooks::call_boolean(std::string_view hook, const nlohmann::json& args) {
    const nlohmann::json result = call(hook, args);
    if (!result.is_boolean()) refuse(hook, result, "it must return true or false");
    return result.get<bool>();
}

}  // namespace dicebox
