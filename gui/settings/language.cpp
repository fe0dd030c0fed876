#include "settings/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>

#include "dicebox/loader.hpp"

namespace dicebox::gui {
namespace {

dicebox::Language spoken = dicebox::Language::en;

}  // namespace

dicebox::Language spoken_language() {
    return spoken;
}

QStringList translated_languages() {
    return {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("it")};
}

QString language_to_use(const QString& setting, const QLocale& system) {
    // "de_CH" speaks "de": the translations are by language, not by country.
    const QString wanted =
        setting.isEmpty() ? system.name().section(QLatin1Char('_'), 0, 0) : setting;
    return translated_languages().contains(wanted) ? wanted : QStringLiteral("en");
}

QLocale locale_to_use(const QString& setting, const QLocale& system) {
    const QString language = language_to_use(setting, system);
    // The system's own country formats stay while it speaks the language chosen.
    if (setting.isEmpty() || language == language_to_use(QString(), system)) return system;
    return QLocale(language);
}

std::filesystem::path translations_folder() {
    return dicebox::executable_dir().parent_path() / "share" / "dicebox" / "translations";
}

Translation::Translation(const QString& language)
    : language_(QStringLiteral("en")), spoken_before_(spoken) {
    const QString folder = QString::fromStdString(translations_folder().string());
    if (!translated_languages().contains(language)) {
        // English needs its plural forms: "%n die(s)" reads "1 die", "2 dice".
        if (app_.load(QStringLiteral("dicebox_en"), folder)) {
            app_installed_ = QCoreApplication::installTranslator(&app_);
        }
        return;
    }
    if (!app_.load(QStringLiteral("dicebox_%1").arg(language), folder)) return;
    app_installed_ = QCoreApplication::installTranslator(&app_);
    language_ = language;
    spoken = dicebox::language_of(language.toStdString());
    if (qt_.load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qt_installed_ = QCoreApplication::installTranslator(&qt_);
    }
}

Translation::~Translation() {
    spoken = spoken_before_;
    if (qt_installed_) QCoreApplication::removeTranslator(&qt_);
    if (app_installed_) QCoreApplication::removeTranslator(&app_);
}

}  // namespace dicebox::gui
