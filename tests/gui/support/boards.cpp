#include "boards.hpp"

#include <QDir>
#include <QPixmap>
#include <QScreen>
#include <QTest>
#include <cstdio>
#include <cstdlib>

#include "plugins.hpp"

namespace testing_support {

const dicebox::board::BoardRegistry& boards() {
    static const dicebox::board::BoardRegistry loaded(registry());
    return loaded;
}

std::unique_ptr<dicebox::board::BoardView> make_board(const std::string& id,
                                                      const dicebox::board::Table& table) {
    const auto* board = boards().find(id);
    if (board == nullptr) {
        std::fprintf(stderr, "no board for game '%s' in %s\n", id.c_str(), plugin_dir().c_str());
        for (const auto& failure : boards().failures()) {
            std::fprintf(stderr, "  %s: %s\n", failure.file.c_str(),
                         failure.reason.toStdString().c_str());
        }
        std::abort();
    }
    // Told in the game's own sentences, as the app's boards are.
    dicebox::board::Table told = table;
    if (told.rules == nullptr) told.rules = &module(id);
    return std::unique_ptr<dicebox::board::BoardView>(board->make(told, nullptr));
}

void show_played(dicebox::board::BoardView& board, const dicebox::Session& session) {
    board.show_game({session.initial(), *session.state().view(dicebox::kOnlooker),
                     session.told(dicebox::kOnlooker)});
}

QString save_screenshot(QWidget& window, const QString& name) {
    const QDir folder(QStringLiteral(DICEBOX_TEST_SCREENSHOT_DIR));
    folder.mkpath(QStringLiteral("."));
    const QString file = folder.filePath(name + QStringLiteral(".png"));
    // The window as the display server shows it, frame excluded; offscreen, as Qt drew it.
    QPixmap shot =
        window.screen() != nullptr ? window.screen()->grabWindow(window.winId()) : window.grab();
    if (shot.isNull()) shot = window.grab();
    if (!shot.save(file)) QTest::qFail(qPrintable("cannot write " + file), __FILE__, __LINE__);
    return file;
}

}  // namespace testing_support
