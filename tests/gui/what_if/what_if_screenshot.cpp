// The what-if view in a real window on Xvfb after a run: EXTRA! with two bots, the
// printed rules against Gentle, saved as a PNG for the guide.
#include <QSignalSpy>
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "what_if/what_if_view.hpp"

using namespace testing_support;

class WhatIfScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void theViewAfterARun() {
        dicebox::gui::WhatIfView view(catalog());
        view.resize(1400, 860);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.game_box()->setCurrentIndex(view.game_box()->findData(QStringLiteral("extra")));
        view.seat_count()->setValue(2);
        view.bot_boxes()[0]->setCurrentText(QStringLiteral("planner"));
        view.bot_boxes()[1]->setCurrentText(QStringLiteral("greedy"));
        view.rule_box()->setCurrentIndex(view.rule_box()->findText(QStringLiteral("Gentle")));
        view.games_box()->setValue(1000);
        view.seed_edit()->setText(QStringLiteral("2026"));
        QSignalSpy ended(&view, &dicebox::gui::WhatIfView::run_ended);
        view.simulate_button()->click();
        QVERIFY(ended.wait(300000));
        QVERIFY2(view.showing_results(), qPrintable(view.status_label()->text()));
        QTest::qWait(200);
        save_screenshot(view, QStringLiteral("what_if_view"));
    }
};

QTEST_MAIN(WhatIfScreenshot)
#include "what_if_screenshot.moc"
