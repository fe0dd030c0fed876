#include "history_db.hpp"

#include <fmt/format.h>

namespace cli {

std::filesystem::path history_file(const Globals& globals) {
    return globals.db.empty() ? dicebox::db::default_path() : globals.db;
}

std::optional<dicebox::db::Store> open_history(const Globals& globals, dicebox::db::Access access,
                                               const char* command) {
    try {
        return std::optional<dicebox::db::Store>(std::in_place, history_file(globals), access);
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command, e.what());
        return std::nullopt;
    }
}

}  // namespace cli
