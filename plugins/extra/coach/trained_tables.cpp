#include "trained_tables.hpp"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "table_file.hpp"

namespace dicebox::extra {

std::unique_ptr<ValueTable> learned_table(const ExtraRules& rules, const TableFile& file,
                                          std::string_view source) {
    auto table = std::make_unique<ValueTable>(rules);
    if (file.learned.size() != table->entries())
        throw std::invalid_argument(fmt::format(
            "{} holds {} entries, and the expert's table for its rules has {}: train it again "
            "(plugins/extra/coach/README.md)",
            source, file.learned.size(), table->entries()));
    table->add_learned(file.learned);
    return table;
}

const ValueTable* trained_table(const ExtraRules& rules) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<const ValueTable>> built;

    const std::string print = fingerprint(rules);
    const std::lock_guard lock(mutex);
    if (auto found = built.find(print); found != built.end()) return found->second.get();
    std::unique_ptr<const ValueTable> fitting;
    for (const auto& [file, text] : shipped_tables()) {
        if (const TableFile table = read_table(text, file); table.rules == print)
            fitting = learned_table(rules, table, file);
    }
    return built.emplace(print, std::move(fitting)).first->second.get();
}

}  // namespace dicebox::extra
