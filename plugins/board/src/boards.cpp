#include "dicebox/board/boards.hpp"

#include <QLibrary>

namespace dicebox::board {

BoardRegistry::BoardRegistry(const PluginRegistry& plugins) {
    for (const auto& plugin : plugins.plugins()) {
        if (!plugin.board.empty()) load(plugin.module->info().id, plugin.board);
    }
}

bool BoardRegistry::load(const std::string& id, const std::filesystem::path& file) {
    auto fail = [&](const QString& reason) {
        failures_.push_back({id, file, reason});
        return false;
    };
    // Never unloaded: the library's code backs the boards for as long as the app runs.
    QLibrary library(QString::fromStdString(file.string()));
    if (!library.load()) {
        return fail(QObject::tr("cannot be loaded: %1").arg(library.errorString()));
    }
    auto entry = reinterpret_cast<DiceboxBoardEntry>(library.resolve(DICEBOX_BOARD_ENTRY));
    if (entry == nullptr) {
        return fail(QObject::tr("not a board library: it has no '%1' entry point")
                        .arg(QString::fromLatin1(DICEBOX_BOARD_ENTRY)));
    }
    const DiceboxBoard* board = entry();
    if (board == nullptr) return fail(QObject::tr("its entry point returned nothing"));
    if (board->abi_version != DICEBOX_PLUGIN_ABI_VERSION) {
        return fail(QObject::tr("built for plugin ABI %1, this dicebox needs ABI %2; rebuild it")
                        .arg(board->abi_version)
                        .arg(DICEBOX_PLUGIN_ABI_VERSION));
    }
    if (board->id == nullptr || id != board->id) {
        return fail(QObject::tr("it is the board of '%1', not of '%2'")
                        .arg(QString::fromUtf8(board->id == nullptr ? "" : board->id),
                             QString::fromStdString(id)));
    }
    if (board->make == nullptr) return fail(QObject::tr("it makes no board"));
    boards_.emplace(id, board);
    return true;
}

const DiceboxBoard* BoardRegistry::find(const std::string& id) const {
    const auto found = boards_.find(id);
    return found == boards_.end() ? nullptr : found->second;
}

}  // namespace dicebox::board
