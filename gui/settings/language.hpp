// The language the app speaks: English (the source language of its texts), or one of
// its translations, chosen in the settings or else following the system's locale.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <filesystem>

#include "dicebox/sentence.hpp"

namespace dicebox::gui {

// The languages the app is translated into, beside English: "de", "fr", "it".
QStringList translated_languages();

// The language the app speaks now: that of the Translation alive, English with none. The
// games' sentences (GameModule::sentence) are asked in it.
dicebox::Language spoken_language();

// The language to speak: `setting` ("" for the system's), or else the system locale's;
// English when the app has no translation into it.
QString language_to_use(const QString& setting, const QLocale& system = QLocale::system());

// The locale numbers and dates are written in: the system's, or the language chosen in
// the settings (`setting`, "" for the system's) with its own formats when that is another.
QLocale locale_to_use(const QString& setting, const QLocale& system = QLocale::system());

// Where the app's .qm files are: share/dicebox/translations beside the folder of the
// binary, in the build tree as in an installation (as the shipped scripts are).
std::filesystem::path translations_folder();

// The app's translation into `language` and Qt's own (qtbase_<language>, when Qt's
// translations are installed), or for English the plural forms of its texts, installed into the
// application for as long as this lives. Make it before any window: widgets take their texts when
// they are made.
class Translation {
  public:
    explicit Translation(const QString& language);
    ~Translation();
    Translation(const Translation&) = delete;
    Translation& operator=(const Translation&) = delete;

    // The language spoken: `language`, or "en" when there is no translation into it.
    const QString& language() const { return language_; }
    // Whether Qt's own texts (its dialogs' buttons) are translated too.
    bool qt_translated() const { return qt_installed_; }

  private:
    QString language_;
    QTranslator app_;
    QTranslator qt_;
    bool app_installed_ = false;
    bool qt_installed_ = false;
    dicebox::Language spoken_before_;  // spoken_language() before this one
};

}  // namespace dicebox::gui
