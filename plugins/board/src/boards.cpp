#include "dicebox/board/boards.hpp"

#include <QLibrary>

namespace dicebox::board {

BoardRegistry::BoardRegistry(const PluginRegistry& plugins) {
    for (const auto& plugin : plugins.plugins()) {
        if (plugin.board.empty()) continue;
        const std::string& id = plugin.module->info().id;
        auto fail = [&](const QString& reason) { failures_.push_back({id, plugin.board, reason}); };
        // Never unloaded: the library's code backs the boards for as long as the app runs.
        QLibrary library(QString::fromStdString(plugin.board.string()));
        if (!library.load()) {
            fail(QObject::tr("cannot be loaded: %1").arg(library.errorString()));
            continue;
        }
        auto entry = reinterpret_cast<DiceboxBoardEntry>(library.resolve(DICEBOX_BOARD_ENTRY));
        if (entry == nullptr) {
            fail(QObject::tr("not a board library: it has no '%1' entry point")
                     .arg(QString::fromLatin1(DICEBOX_BOARD_ENTRY)));
            continue;
        }
        const DiceboxBoard* board = entry();
        if (board == nullptr || board->abi_version != DICEBOX_PLUGIN_ABI_VERSION) {
            fail(QObject::tr("built for another plugin ABI than this dicebox's %1; rebuild it")
                     .arg(DICEBOX_PLUGIN_ABI_VERSION));
            continue;
        }
        if (board->make == nullptr || id != board->id) {
            fail(QObject::tr("it is not the board of %1")
                     .arg(QString::fromStdString(plugin.module->info().name)));
            continue;
        }
        boards_.emplace(id, board);
    }
}

const DiceboxBoard* BoardRegistry::find(const std::string& id) const {
    const auto found = boards_.find(id);
    return found == boards_.end() ? nullptr : found->second;
}

}  // namespace dicebox::board
