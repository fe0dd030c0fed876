// dicebox-gui: the desktop app. Loads the game plugins and their boards, and records
// every game in the history database, like the `dicebox` command; speaks the language of
// its settings or else the system's.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <optional>

#include "dicebox/version.hpp"
#include "settings/language.hpp"
#include "settings/settings.hpp"
#include "window/catalog.hpp"
#include "window/main_window.hpp"

namespace {

void name_the_app() {
    // The program's own name, which --version says; its settings are the organization's
    // (dicebox::gui::stored_settings(): ~/.config/dicebox/dicebox.conf).
    QCoreApplication::setOrganizationName(QStringLiteral("dicebox"));
    QCoreApplication::setApplicationName(QStringLiteral("dicebox-gui"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DICEBOX_VERSION));
    // Its desktop entry and icon (gui/desktop/), for the desktop to match its windows.
    QGuiApplication::setDesktopFileName(QStringLiteral(DICEBOX_APP_ID));
}

// The app's options, described in the language spoken.
struct Options {
    QCommandLineParser parser;
    QCommandLineOption plugin_dir{
        QStringLiteral("plugin-dir"),
        QApplication::tr("Look for game plugins in DIR first (may be repeated)."),
        QStringLiteral("DIR")};
    QCommandLineOption db;

    explicit Options(const dicebox::gui::Settings& settings)
        : db(QStringLiteral("db"),
             QApplication::tr("The history database (default: %1).")
                 .arg(QString::fromStdString(settings.database.string())),
             QStringLiteral("FILE")) {
        parser.setApplicationDescription(
            QApplication::tr("dicebox: play dice games on their boards, with people and bots."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(plugin_dir);
        parser.addOption(db);
    }
};

// --help and --version print and end here, before QApplication, which aborts where no
// display is to be had. Anything else waits for QApplication: it takes its own options
// (-platform, -style …) out of the arguments first.
void answer_help_and_version(int argc, char** argv) {
    QCoreApplication text_only(argc, argv);
    name_the_app();
    const dicebox::gui::Settings settings = dicebox::gui::load_settings();
    const dicebox::gui::Translation translation(dicebox::gui::language_to_use(settings.language));
    Options options(settings);
    options.parser.parse(QCoreApplication::arguments());
    if (options.parser.isSet(QStringLiteral("help")) ||
        options.parser.isSet(QStringLiteral("help-all"))) {
        options.parser.showHelp();
    }
    if (options.parser.isSet(QStringLiteral("version"))) options.parser.showVersion();
}

}  // namespace

int main(int argc, char** argv) {
    answer_help_and_version(argc, argv);
    QApplication app(argc, argv);
    name_the_app();
    dicebox::gui::move_old_settings();
    // The icon installed into the hicolor theme; none when run from the build.
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(DICEBOX_APP_ID)));
    const dicebox::gui::Settings settings = dicebox::gui::load_settings();
    // Before anything shows a text, an error about the options included.
    const dicebox::gui::Translation translation(dicebox::gui::language_to_use(settings.language));
    QLocale::setDefault(dicebox::gui::locale_to_use(settings.language));
    Options options(settings);
    options.parser.process(app);

    // The command line's folders first, then the settings'.
    std::vector<std::filesystem::path> dirs;
    for (const auto& dir : options.parser.values(options.plugin_dir)) {
        dirs.emplace_back(dir.toStdString());
    }
    dirs.insert(dirs.end(), settings.plugin_folders.begin(), settings.plugin_folders.end());
    const dicebox::gui::Catalog catalog(dirs, settings.rule_folders);
    std::optional<std::filesystem::path> db;
    if (options.parser.isSet(options.db)) db = options.parser.value(options.db).toStdString();
    dicebox::gui::MainWindow window(
        catalog, db ? *db : settings.database,
        db ? dicebox::gui::HistoryFrom::CommandLine : dicebox::gui::HistoryFrom::Settings);
    window.set_bot_pause(settings.bot_pause);
    window.restore_place();
    window.show();
    return QApplication::exec();
}
