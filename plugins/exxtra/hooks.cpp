#include "hooks.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace dicebox::exxtra {

using nlohmann::json;

namespace {

// The faces of a die, each once.
std::vector<int> distinct_faces(const Die& die) {
    std::vector<int> faces;
    for (int i = 0; i < die.count; ++i) {
        if (std::find(faces.begin(), faces.end(), die.faces[i]) == faces.end())
            faces.push_back(die.faces[i]);
    }
    return faces;
}

// Every roll the dice can show, on a first roll and (without an X: the others are
// invalid) on a later one.
void tabulate_values(dicebox::RuleHooks& hooks, ExxtraRules& rules) {
    for (const int a : distinct_faces(rules.die_a)) {
        for (const int b : distinct_faces(rules.die_b)) {
            for (const bool first_roll : {true, false}) {
                if (!first_roll && (a == kX || b == kX)) continue;
                rules.values[first_roll][a][b] = static_cast<int>(hooks.call_integer(
                    kCombinationValueHook, json::array({a, b, first_roll}), 0, kMaxValue));
            }
        }
    }
}

// The doubles the dice can show: a face of both but X.
void tabulate_double_moves(dicebox::RuleHooks& hooks, ExxtraRules& rules) {
    for (int face = 1; face <= kMaxFace; ++face) {
        if (!rules.die_a.shows(face) || !rules.die_b.shows(face)) continue;
        rules.double_moves[face] = static_cast<int>(
            hooks.call_integer(kDoubleMoveHook, json::array({face}), 0, kMaxTrack));
    }
}

void tabulate_invalid_roll_costs(dicebox::RuleHooks& hooks, ExxtraRules& rules) {
    for (int xs = 1; xs <= 2; ++xs) {
        rules.invalid_roll_costs[xs] = static_cast<int>(
            hooks.call_integer(kInvalidRollCostHook, json::array({xs}), 0, kMaxTrack));
    }
}

}  // namespace

void apply_hooks(const dicebox::HouseRule* rule, ExxtraRules& rules) {
    if (rule == nullptr) return;
    const bool values = rule->defines(kCombinationValueHook);
    const bool double_moves = rule->defines(kDoubleMoveHook);
    const bool invalid_roll_costs = rule->defines(kInvalidRollCostHook);
    if (!values && !double_moves && !invalid_roll_costs) return;
    // Every hook is asked here, so the hooks live no longer than the set-up.
    const std::unique_ptr<dicebox::RuleHooks> hooks = rule->open();
    if (values) tabulate_values(*hooks, rules);
    if (double_moves) tabulate_double_moves(*hooks, rules);
    if (invalid_roll_costs) tabulate_invalid_roll_costs(*hooks, rules);
}

}  // namespace dicebox::exxtra
