// A house rule as a game module sees it: named hooks of plain values.
//
// A module declares the hooks it offers (GameModule::hooks()). A house rule (a Lua
// script, core/script) defines some of them. When a game is set up the module asks the
// rule which hooks it defines and opens one set of them for that game; it then calls
// them with plain values (JSON numbers, booleans, strings, arrays, objects) and gets
// one such value back. The rules part stays free of Lua: a module knows only this.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dicebox {

// A house rule that failed inside a hook: the script's own error, a limit reached, or
// a value of the wrong type or out of range. The message names the script's file
// and line and the hook. The game it ruled stops; the host goes on.
class HookError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// A hook a module offers, for `dicebox rules check` and the scripts' documentation.
struct HookSpec {
    std::string name;       // "row_score"
    std::string signature;  // "row_score(sum, crosses) -> points"
    std::string description;
};

// The hooks of one game. Not thread-safe: one game, one thread.
class RuleHooks {
  public:
    virtual ~RuleHooks() = default;

    // Calls a hook that the rule defines with `args` (a JSON array, one value per
    // argument); returns its one result. Throws HookError.
    virtual nlohmann::json call(std::string_view hook, const nlohmann::json& args) = 0;

    // Where the hook is written ("scripts/extra/gentle.lua:12"), for messages.
    virtual std::string origin(std::string_view hook) const = 0;

    // The hook's result as an integer within [min, max], or a HookError naming the
    // hook and saying what was expected.
    std::int64_t call_integer(std::string_view hook, const nlohmann::json& args, std::int64_t min,
                              std::int64_t max);
    // The hook's result as a number within [min, max].
    double call_number(std::string_view hook, const nlohmann::json& args, double min, double max);
    // The hook's result as a boolean.
    bool call_boolean(std::string_view hook, const nlohmann::json& args);

    // A HookError for a hook's result that the module cannot use: `what` says why.
    [[noreturn]] void refuse(std::string_view hook, const nlohmann::json& result,
                             std::string_view what) const;
};

// A loaded house rule. Shared by every game it rules, across threads: it is immutable.
class HouseRule {
  public:
    virtual ~HouseRule() = default;

    // The rule's name and the SHA-256 of its text, stored with every game it rules.
    virtual const std::string& name() const = 0;
    virtual const std::string& hash() const = 0;

    // Whether the rule defines the hook. A rule that defines none (parameters only)
    // never opens a set of hooks and costs nothing while a game is played.
    virtual bool defines(std::string_view hook) const = 0;

    // A fresh set of the rule's hooks for one game. Throws HookError.
    virtual std::unique_ptr<RuleHooks> open() const = 0;
};

}  // namespace dicebox
