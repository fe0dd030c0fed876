#include "trained_tables.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace dicebox::extra {

extern const TrainedTable kPrintedTable;
extern const TrainedTable kSolitaireDiceTable;

const ValueTable* trained_table(const ExtraRules& rules) {
    static const TrainedTable* const shipped[] = {&kPrintedTable, &kSolitaireDiceTable};
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<const ValueTable>> built;

    const std::string print = fingerprint(rules);
    const std::lock_guard lock(mutex);
    if (auto found = built.find(print); found != built.end()) return found->second.get();
    for (const TrainedTable* table : shipped) {
        if (print != table->fingerprint) continue;
        auto value = std::make_unique<ValueTable>(rules);
        value->add_learned(table->learned);
        return built.emplace(print, std::move(value)).first->second.get();
    }
    built.emplace(print, nullptr);
    return nullptr;
}

}  // namespace dicebox::extra
