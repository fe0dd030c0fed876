// The app's window the first time it opens, as main() opens it, on a screen of the size
// the test is run with (the offscreen platform's configfile, tests/gui/screens/): the whole window
// fits the screen, and so do the buttons of its first page (saved as a PNG to look at).
#include <QPushButton>
#include <QScreen>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "own_settings.hpp"

using namespace testing_support;

class WindowFitTest : public QObject {
    Q_OBJECT

    OwnSettings settings_;  // nothing remembered: the window opens for the first time

  private slots:
    void theFirstWindowFitsTheScreenItOpensOn() {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(screen.height() <= 800, "run on a small screen (tests/gui/screens/)");
        AppWindow app;
        app.window.restore_place();
        app.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&app.window));
        const QRect window = app.window.frameGeometry();
        QVERIFY2(screen.contains(window),
                 qPrintable(QStringLiteral("window %1,%2 %3×%4 on a screen of %5×%6")
                                .arg(window.x())
                                .arg(window.y())
                                .arg(window.width())
                                .arg(window.height())
                                .arg(screen.width())
                                .arg(screen.height())));
        for (const QString& text :
             {QStringLiteral("&New game…"), QStringLiteral("&Resume a game…")}) {
            QPushButton* button = nullptr;
            for (auto* each : app.window.findChildren<QPushButton*>()) {
                if (each->text() == text) button = each;
            }
            QVERIFY2(button != nullptr && button->isVisible(), qPrintable(text));
            const QRect at(button->mapToGlobal(QPoint(0, 0)), button->size());
            QVERIFY2(screen.contains(at) && app.window.geometry().contains(at), qPrintable(text));
        }
        save_screenshot(
            app.window,
            QStringLiteral("window_first_on_%1x%2").arg(screen.width()).arg(screen.height()));
    }
};

QTEST_MAIN(WindowFitTest)
#include "window_fit_test.moc"
