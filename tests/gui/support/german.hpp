// The app in German for a test: its shipped translation (share/dicebox/translations beside
// the test's binary, as the app finds it) installed while this lives.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace testing_support {

class AppInGerman {
  public:
    AppInGerman() {
        loaded_ = translator_.load(QStringLiteral("dicebox_de"),
                                   QCoreApplication::applicationDirPath() +
                                       QStringLiteral("/../share/dicebox/translations"));
        if (loaded_) QCoreApplication::installTranslator(&translator_);
    }
    ~AppInGerman() { QCoreApplication::removeTranslator(&translator_); }
    AppInGerman(const AppInGerman&) = delete;
    AppInGerman& operator=(const AppInGerman&) = delete;

    // Whether the translation was found (the build's lrelease made it).
    bool loaded() const { return loaded_; }

  private:
    QTranslator translator_;
    bool loaded_ = false;
};

}  // namespace testing_support
