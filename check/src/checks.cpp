#include "dicebox/check/checks.hpp"

#include <algorithm>
#include <stdexcept>

#include "groups.hpp"

namespace dicebox::check {

Amounts Amounts::scaled(double factor) const {
    const auto times = [&](std::uint64_t games) {
        return std::max<std::uint64_t>(
            1, static_cast<std::uint64_t>(static_cast<double>(games) * factor));
    };
    return {times(random_games), times(every_action_games), times(refusal_games),
            times(replay_games), times(view_games),         times(coach_games)};
}

const std::vector<Check>& checks() {
    static const std::vector<Check> all = [] {
        std::vector<Check> list;
        for (auto group : {module_checks(), play_checks(), refusal_checks(), replay_checks(),
                           view_checks(), told_checks(), coach_checks()}) {
            list.insert(list.end(), group.begin(), group.end());
        }
        return list;
    }();
    return all;
}

const Check& check_named(const std::string& name) {
    const auto& all = checks();
    const auto found = std::find_if(all.begin(), all.end(),
                                    [&](const Check& check) { return check.name == name; });
    if (found == all.end()) throw std::out_of_range("no conformance check " + name);
    return *found;
}

Findings run(const Check& check, const GameModule& module, int players, const Amounts& amounts) {
    Findings findings;
    try {
        check.run(module, players, amounts, findings);
    } catch (const std::exception& error) {
        findings.add(std::string("the game threw: ") + error.what());
    }
    return findings;
}

}  // namespace dicebox::check
