// dicebox-gui: the desktop app. Loads the game plugins and their boards, and records
// every game in the history database, like the `dicebox` command; speaks the language of
// its settings or else the system's.
#include <QApplication>
#include <QCommandLineParser>

#include "catalog.hpp"
#include "language.hpp"
#include "main_window.hpp"
#include "settings.hpp"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("dicebox"));
    QApplication::setApplicationVersion(QStringLiteral(DICEBOX_VERSION));
    const gui::Settings settings = gui::load_settings();
    // Before anything shows a text, --help included.
    const gui::Translation translation(gui::language_to_use(settings.language));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::tr("dicebox: play dice games on their boards, with people and bots."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption plugin_dir(
        QStringLiteral("plugin-dir"),
        QApplication::tr("Look for game plugins in DIR first (may be repeated)."),
        QStringLiteral("DIR"));
    const QCommandLineOption db(QStringLiteral("db"),
                                QApplication::tr("The history database (default: %1).")
                                    .arg(QString::fromStdString(settings.database.string())),
                                QStringLiteral("FILE"));
    parser.addOption(plugin_dir);
    parser.addOption(db);
    parser.process(app);

    // The command line's folders first, then the settings'.
    std::vector<std::filesystem::path> dirs;
    for (const auto& dir : parser.values(plugin_dir)) dirs.emplace_back(dir.toStdString());
    dirs.insert(dirs.end(), settings.plugin_folders.begin(), settings.plugin_folders.end());
    const gui::Catalog catalog(dirs, settings.rule_folders);
    gui::MainWindow window(catalog, parser.isSet(db)
                                        ? std::filesystem::path(parser.value(db).toStdString())
                                        : settings.database);
    window.show();
    return QApplication::exec();
}
