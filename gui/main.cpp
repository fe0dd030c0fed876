// dicebox-gui: the desktop app. Loads the game plugins and their boards, and records
// every game in the history database, like the `dicebox` command.
#include <QApplication>
#include <QCommandLineParser>

#include "catalog.hpp"
#include "dicebox/db/store.hpp"
#include "main_window.hpp"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("dicebox"));
    QApplication::setApplicationVersion(QStringLiteral(DICEBOX_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::tr("dicebox: play dice games on their boards, with people and bots."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption plugin_dir(
        QStringLiteral("plugin-dir"),
        QApplication::tr("Look for game plugins in DIR first (may be repeated)."),
        QStringLiteral("DIR"));
    const QCommandLineOption db(
        QStringLiteral("db"),
        QApplication::tr("The history database (default: %1).")
            .arg(QString::fromStdString(dicebox::db::default_path().string())),
        QStringLiteral("FILE"));
    parser.addOption(plugin_dir);
    parser.addOption(db);
    parser.process(app);

    std::vector<std::filesystem::path> dirs;
    for (const auto& dir : parser.values(plugin_dir)) dirs.emplace_back(dir.toStdString());
    const gui::Catalog catalog(dirs);
    gui::MainWindow window(catalog, parser.isSet(db)
                                        ? std::filesystem::path(parser.value(db).toStdString())
                                        : dicebox::db::default_path());
    window.show();
    return QApplication::exec();
}
