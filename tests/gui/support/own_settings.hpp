// The QSettings of a test program in a folder of its own for as long as it runs, never
// the user's: what one run remembers (a window's size, the last seats) is not found by
// the next.
#pragma once

#include <QSettings>
#include <QString>

#include "temp_dir.hpp"

namespace testing_support {

class OwnSettings {
  public:
    OwnSettings() {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QString::fromStdString(folder_.path().string()));
    }

  private:
    TempDir folder_;
};

}  // namespace testing_support
