// Variant parameters: every number of a game's rules, named, typed and bounded.
//
// A module declares a ParamSchema; a variant (a house rule, a test, the engine's
// "params") overrides some of its values. Values travel as JSON so that every edge
// (Lua, the protocol, the database) speaks the same form; the module reads them into
// its own typed rules once, when a game is created.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace dicebox {

// A parameter or a seat option that was unknown or out of its range. The message
// names the parameter and says what is allowed.
class ParamError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

struct ParamSpec {
    enum class Type { Int, IntList, Bool, Real };

    std::string name;
    Type type = Type::Int;
    nlohmann::json default_value;
    double min = 0;  // bounds of the value, or of each item of a list
    double max = 0;
    std::size_t min_items = 0;  // bounds of a list's length
    std::size_t max_items = 0;
    std::string description;
};

class ParamSchema {
  public:
    ParamSchema() = default;
    explicit ParamSchema(std::vector<ParamSpec> specs) : specs_(std::move(specs)) {}

    const std::vector<ParamSpec>& specs() const { return specs_; }
    const ParamSpec* find(const std::string& name) const;

    // The defaults with `overrides` (a JSON object, or null) applied; throws
    // ParamError naming the first unknown or invalid parameter.
    nlohmann::json resolve(const nlohmann::json& overrides) const;
    // Every unknown or invalid parameter of `overrides`, each in words; empty when
    // resolve() takes them.
    std::vector<std::string> problems(const nlohmann::json& overrides) const;

    // The schema as JSON, for `dicebox games --json`, the engine and the docs.
    nlohmann::json describe() const;

  private:
    // Throws ParamError when `name` is not a parameter or `value` not one of its values.
    void check_override(const std::string& name, const nlohmann::json& value) const;

    std::vector<ParamSpec> specs_;
};

}  // namespace dicebox
