#include "hooks.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <memory>

namespace dicebox::strike {

using nlohmann::json;

namespace {

// What match_points may give: far more than any match of five players needs.
constexpr std::int64_t kMostMatchPoints = 1000;

constexpr const char* kArenaResult =
    "it must return a table {p_hit = ..., p_miss = ..., p_knock_out = ...} of numbers from 0 "
    "to 1";

// One throw's numbers from the arena hook: a table of exactly the three probabilities.
ThrowModel throw_model(dicebox::RuleHooks& hooks, Style style, int thrown, int in_arena) {
    const json result = hooks.call(kArenaHook, json::array({style_name(style), thrown, in_arena}));
    if (!result.is_object()) hooks.refuse(kArenaHook, result, kArenaResult);
    for (const auto& [key, value] : result.items()) {
        if (key != "p_hit" && key != "p_miss" && key != "p_knock_out") {
            hooks.refuse(kArenaHook, result,
                         fmt::format("'{}' is none of its fields: {}", key, kArenaResult));
        }
    }
    auto probability = [&](const char* name) {
        const auto found = result.find(name);
        if (found == result.end() || !found->is_number() || !std::isfinite(found->get<double>()) ||
            found->get<double>() < 0 || found->get<double>() > 1) {
            hooks.refuse(kArenaHook, result,
                         fmt::format("{} must be a number from 0 to 1: {}", name, kArenaResult));
        }
        return found->get<double>();
    };
    return {probability("p_hit"), probability("p_miss"), probability("p_knock_out")};
}

std::shared_ptr<const ArenaModels> tabulate_arena(dicebox::RuleHooks& hooks, int dice) {
    auto models = std::make_shared<ArenaModels>();
    for (int style = 0; style < kStyles; ++style) {
        for (int thrown = 1; thrown <= dice; ++thrown) {
            for (int in_arena = 0; in_arena <= kMaxArena; ++in_arena) {
                (*models)[style][thrown][in_arena] =
                    throw_model(hooks, static_cast<Style>(style), thrown, in_arena);
            }
        }
    }
    return models;
}

}  // namespace

void apply_hooks(const dicebox::HouseRule* rule, StrikeRules& rules, int players) {
    if (rule == nullptr) return;
    const bool arena = rule->defines(kArenaHook);
    const bool match_points = rule->defines(kMatchPointsHook);
    if (!arena && !match_points) return;
    // Every hook is asked here, so the hooks live no longer than the set-up.
    const std::unique_ptr<dicebox::RuleHooks> hooks = rule->open();
    if (arena) rules.arena_models = tabulate_arena(*hooks, rules.dice);
    if (match_points) {
        // A player drops out while at least one other is still in.
        for (int left = 1; left < players; ++left) {
            rules.match_points[left] = static_cast<int>(hooks->call_integer(
                kMatchPointsHook, json::array({left}), -kMostMatchPoints, kMostMatchPoints));
        }
    }
}

}  // namespace dicebox::strike
