#include "settings.hpp"

#include <QSettings>
#include <QStringList>

#include "dicebox/db/store.hpp"

namespace gui {
namespace {

// The keys, one place for load and save.
const QString kDatabase = QStringLiteral("history/database");
const QString kPluginFolders = QStringLiteral("folders/plugins");
const QString kRuleFolders = QStringLiteral("folders/rules");
const QString kLanguage = QStringLiteral("language");

QSettings stored() {
    return QSettings(QStringLiteral("dicebox"), QStringLiteral("dicebox"));
}

std::vector<std::filesystem::path> paths_of(const QStringList& list) {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : list) {
        if (!entry.isEmpty()) paths.emplace_back(entry.toStdString());
    }
    return paths;
}

QStringList list_of(const std::vector<std::filesystem::path>& paths) {
    QStringList list;
    for (const auto& path : paths) list << QString::fromStdString(path.string());
    return list;
}

}  // namespace

Settings load_settings() {
    const auto settings = stored();
    Settings loaded;
    const QString database = settings.value(kDatabase).toString();
    loaded.database = database.isEmpty() ? dicebox::db::default_path()
                                         : std::filesystem::path(database.toStdString());
    loaded.plugin_folders = paths_of(settings.value(kPluginFolders).toStringList());
    loaded.rule_folders = paths_of(settings.value(kRuleFolders).toStringList());
    loaded.language = settings.value(kLanguage).toString();
    return loaded;
}

void save_settings(const Settings& settings) {
    auto saved = stored();
    if (settings.database.empty() || settings.database == dicebox::db::default_path()) {
        saved.remove(kDatabase);
    } else {
        saved.setValue(kDatabase, QString::fromStdString(settings.database.string()));
    }
    saved.setValue(kPluginFolders, list_of(settings.plugin_folders));
    saved.setValue(kRuleFolders, list_of(settings.rule_folders));
    saved.setValue(kLanguage, settings.language);
    saved.sync();
}

}  // namespace gui
