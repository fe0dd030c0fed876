#include "dicebox/params.hpp"

#include <fmt/format.h>

namespace dicebox {
namespace {

std::string type_name(ParamSpec::Type type) {
    switch (type) {
        case ParamSpec::Type::Int:
            return "an integer";
        case ParamSpec::Type::IntList:
            return "a list of integers";
        case ParamSpec::Type::Bool:
            return "true or false";
        case ParamSpec::Type::Real:
            return "a number";
    }
    return "a value";
}

std::string range_text(const ParamSpec& spec) {
    if (spec.type == ParamSpec::Type::Real) return fmt::format("{} to {}", spec.min, spec.max);
    return fmt::format("{} to {}", static_cast<long long>(spec.min),
                       static_cast<long long>(spec.max));
}

void check_number(const ParamSpec& spec, const nlohmann::json& value, const std::string& where) {
    const bool integral = spec.type != ParamSpec::Type::Real;
    if (integral ? !value.is_number_integer() : !value.is_number()) {
        throw ParamError(fmt::format("parameter '{}': {} must be {}, not {}", spec.name, where,
                                     integral ? "an integer" : "a number", value.dump()));
    }
    const double v = value.get<double>();
    if (v < spec.min || v > spec.max) {
        throw ParamError(fmt::format("parameter '{}': {} must be from {}, not {}", spec.name, where,
                                     range_text(spec), value.dump()));
    }
}

void check_value(const ParamSpec& spec, const nlohmann::json& value) {
    switch (spec.type) {
        case ParamSpec::Type::Int:
        case ParamSpec::Type::Real:
            check_number(spec, value, "the value");
            return;
        case ParamSpec::Type::Bool:
            if (!value.is_boolean()) {
                throw ParamError(fmt::format("parameter '{}' must be true or false, not {}",
                                             spec.name, value.dump()));
            }
            return;
        case ParamSpec::Type::IntList:
            if (!value.is_array()) {
                throw ParamError(fmt::format("parameter '{}' must be a list of integers, not {}",
                                             spec.name, value.dump()));
            }
            if (value.size() < spec.min_items || value.size() > spec.max_items) {
                const std::string count =
                    spec.min_items == spec.max_items
                        ? fmt::format("{}", spec.min_items)
                        : fmt::format("{} to {}", spec.min_items, spec.max_items);
                throw ParamError(fmt::format("parameter '{}' must have {} items, not {}", spec.name,
                                             count, value.size()));
            }
            for (std::size_t i = 0; i < value.size(); ++i) {
                check_number(spec, value[i], fmt::format("item {}", i + 1));
            }
            return;
    }
}

}  // namespace

const ParamSpec* ParamSchema::find(const std::string& name) const {
    for (const auto& spec : specs_) {
        if (spec.name == name) return &spec;
    }
    return nullptr;
}

nlohmann::json ParamSchema::resolve(const nlohmann::json& overrides) const {
    nlohmann::json values = nlohmann::json::object();
    for (const auto& spec : specs_) values[spec.name] = spec.default_value;
    if (overrides.is_null()) return values;
    if (!overrides.is_object()) {
        throw ParamError("parameters must be an object of name: value, not " + overrides.dump());
    }
    for (const auto& [name, value] : overrides.items()) {
        check_override(name, value);
        values[name] = value;
    }
    return values;
}

std::vector<std::string> ParamSchema::problems(const nlohmann::json& overrides) const {
    if (overrides.is_null()) return {};
    if (!overrides.is_object()) {
        return {"parameters must be an object of name: value, not " + overrides.dump()};
    }
    std::vector<std::string> found;
    for (const auto& [name, value] : overrides.items()) {
        try {
            check_override(name, value);
        } catch (const ParamError& e) {
            found.emplace_back(e.what());
        }
    }
    return found;
}

void ParamSchema::check_override(const std::string& name, const nlohmann::json& value) const {
    const ParamSpec* spec = find(name);
    if (spec == nullptr) {
        std::string known;
        for (const auto& s : specs_) known += (known.empty() ? "" : ", ") + s.name;
        throw ParamError(fmt::format("unknown parameter '{}'; the parameters are: {}", name,
                                     known.empty() ? "none" : known));
    }
    check_value(*spec, value);
}

nlohmann::json ParamSchema::describe() const {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& spec : specs_) {
        nlohmann::json item = {{"name", spec.name},
                               {"type", type_name(spec.type)},
                               {"default", spec.default_value},
                               {"description", spec.description}};
        if (spec.type != ParamSpec::Type::Bool) item["range"] = range_text(spec);
        if (spec.type == ParamSpec::Type::IntList) {
            item["items"] = fmt::format("{} to {}", spec.min_items, spec.max_items);
        }
        out.push_back(std::move(item));
    }
    return out;
}

}  // namespace dicebox
