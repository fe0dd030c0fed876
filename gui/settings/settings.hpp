// The app's settings, kept with QSettings in one file (organization and application
// "dicebox": ~/.config/dicebox/dicebox.conf): the history database, the extra plugin and
// house-rule folders, and the language.
#pragma once

#include <QSettings>
#include <QString>
#include <filesystem>
#include <vector>

namespace dicebox::gui {

struct Settings {
    // The history every game is recorded in.
    std::filesystem::path database;
    // Searched for game plugins after the --plugin-dir ones, before the usual places.
    std::vector<std::filesystem::path> plugin_folders;
    // Searched for house rules (Lua scripts) before the user's and the shipped ones.
    std::vector<std::filesystem::path> rule_folders;
    // "en", "de", "fr" or "it"; empty: the system's language.
    QString language;
    // How long each decision of a bot stays in view before the next, in milliseconds, so
    // that people can follow a bot's turn (GameRunner::set_bot_pause).
    int bot_pause = kDefaultBotPause;
    static constexpr int kDefaultBotPause = 1200;

    bool operator==(const Settings&) const = default;
};

// The settings as saved, each unset one at its default: the database at
// dicebox::db::default_path(), no extra folders, the system's language.
Settings load_settings();

// Saves `settings` for load_settings(). The default database is not written down, so that
// it keeps following XDG_DATA_HOME.
void save_settings(const Settings& settings);

// The file of the app's settings, where everything else it remembers is kept too (the
// window, the seats of each game, Play online's server and name).
QSettings stored_settings();

// Moves what earlier versions kept apart, in ~/.config/Unknown Organization/dicebox.conf
// (Play online's server and name), into stored_settings(), and removes that file: once,
// at the start.
void move_old_settings();

}  // namespace dicebox::gui
