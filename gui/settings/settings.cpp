#include "settings/settings.hpp"

#include <QFile>
#include <QSettings>
#include <QStringList>
#include <algorithm>

#include "dicebox/db/store.hpp"

namespace dicebox::gui {
namespace {

// The keys, one place for load and save.
const QString kDatabase = QStringLiteral("history/database");
const QString kPluginFolders = QStringLiteral("folders/plugins");
const QString kRuleFolders = QStringLiteral("folders/rules");
const QString kLanguage = QStringLiteral("language");
const QString kBotPause = QStringLiteral("play/botPause");

std::vector<std::filesystem::path> paths_of(const QStringList& list) {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : list) {
        if (!entry.isEmpty()) paths.emplace_back(entry.toStdString());
    }
    return paths;
}

// An empty list is left out: QSettings would write it as "@Invalid()".
void save_list(QSettings& saved, const QString& key,
               const std::vector<std::filesystem::path>& paths) {
    if (paths.empty()) {
        saved.remove(key);
        return;
    }
    QStringList list;
    for (const auto& path : paths) list << QString::fromStdString(path.string());
    saved.setValue(key, list);
}

}  // namespace

Settings load_settings() {
    const auto settings = stored_settings();
    Settings loaded;
    const QString database = settings.value(kDatabase).toString();
    loaded.database = database.isEmpty() ? dicebox::db::default_path()
                                         : std::filesystem::path(database.toStdString());
    loaded.plugin_folders = paths_of(settings.value(kPluginFolders).toStringList());
    loaded.rule_folders = paths_of(settings.value(kRuleFolders).toStringList());
    loaded.language = settings.value(kLanguage).toString();
    loaded.bot_pause = std::max(0, settings.value(kBotPause, Settings::kDefaultBotPause).toInt());
    return loaded;
}

void save_settings(const Settings& settings) {
    auto saved = stored_settings();
    if (settings.database.empty() || settings.database == dicebox::db::default_path()) {
        saved.remove(kDatabase);
    } else {
        saved.setValue(kDatabase, QString::fromStdString(settings.database.string()));
    }
    save_list(saved, kPluginFolders, settings.plugin_folders);
    save_list(saved, kRuleFolders, settings.rule_folders);
    if (settings.language.isEmpty()) {
        saved.remove(kLanguage);
    } else {
        saved.setValue(kLanguage, settings.language);
    }
    if (settings.bot_pause == Settings::kDefaultBotPause) {
        saved.remove(kBotPause);
    } else {
        saved.setValue(kBotPause, settings.bot_pause);
    }
    saved.sync();
}

QSettings stored_settings() {
    return QSettings(QStringLiteral("dicebox"), QStringLiteral("dicebox"));
}

void move_old_settings() {
    // Where QSettings put them while the app named no organization.
    QSettings old(QStringLiteral("Unknown Organization"), QStringLiteral("dicebox"));
    if (old.allKeys().isEmpty()) return;
    auto settings = stored_settings();
    for (const auto& key : old.allKeys()) {
        if (!settings.contains(key)) settings.setValue(key, old.value(key));
    }
    settings.sync();
    if (settings.status() == QSettings::NoError) QFile::remove(old.fileName());
}

}  // namespace dicebox::gui
