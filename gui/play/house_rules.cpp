#include "play/house_rules.hpp"

#include "dicebox/host/house_rules.hpp"

namespace dicebox::gui {

std::vector<HouseRule> house_rules(const Catalog& catalog) {
    std::vector<HouseRule> rules;
    for (const auto& file : catalog.rule_files()) {
        const auto script =
            dicebox::host::load_rules(file.file.string(), dicebox::script::Limits{});
        if (!script) continue;
        const auto& about = (*script)->metadata();
        rules.push_back({about.game, QString::fromStdString(about.name),
                         QString::fromStdString(file.file.string()),
                         QString::fromStdString(about.description)});
    }
    return rules;
}

}  // namespace dicebox::gui
