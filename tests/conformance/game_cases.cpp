// The checks and the cases of the conformance suite (see game_cases.hpp).
#include "game_cases.hpp"

#include <cctype>

#include "plugins.hpp"

namespace conformance {

std::vector<CheckCase> check_cases() {
    std::vector<CheckCase> cases;
    for (const auto& check : dicebox::check::checks()) {
        for (const auto& plugin : testing_support::registry().plugins()) {
            const auto& info = plugin.module->info();
            if (!check.each_player_count) {
                cases.push_back({check.name, info.id, 0});
                continue;
            }
            for (int players = info.min_players; players <= info.max_players; ++players) {
                cases.push_back({check.name, info.id, players});
            }
        }
    }
    return cases;
}

std::string case_name(const CheckCase& check_case) {
    std::string name = check_case.check + "_";
    for (char ch : check_case.module)
        name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict, GCC bug 105329)
    // of "_" + std::to_string(...), and the release build treats warnings as errors.
    if (check_case.players > 0) {
        name += '_';
        name += std::to_string(check_case.players);
        name += 'p';
    }
    return name;
}

dicebox::check::Amounts amounts() {
#if defined(__SANITIZE_ADDRESS__)
    return dicebox::check::Amounts{}.scaled(0.2);
#else
    return {};
#endif
}

}  // namespace conformance
