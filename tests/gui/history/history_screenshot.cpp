// The history view over the records fixture and a game of EXTRA! replayed half-way, in
// real windows on Xvfb, saved as PNGs for the guide.
#include <QTest>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "history/history_view.hpp"
#include "history/replay_view.hpp"
#include "history_fixture.hpp"
#include "records_fixture.hpp"

using namespace testing_support;

class HistoryScreenshot : public QObject {
    Q_OBJECT

  private slots:
    void theHistoryView() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        records_fixture::write(file);
        QVERIFY(history_fixture::play(file, "extra", {"planner", "greedy"}, 2026) != 0);
        QVERIFY(history_fixture::play(file, "strike", {"planner", "careful", "random"}, 7) != 0);
        dicebox::gui::HistoryView view(catalog());
        view.resize(1100, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.set_history(file);
        QTRY_VERIFY(!view.model()->loading() && view.model()->rowCount() > 0);
        view.table()->selectRow(2);
        QTest::qWait(200);
        save_screenshot(view, QStringLiteral("history_view"));
    }

    void aGameReplayedHalfWay() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const auto id = history_fixture::play(file, "extra", {"planner", "greedy"}, 2026);
        QVERIFY(id != 0);
        auto replay = dicebox::gui::ReplayView::open(catalog(), file, id);
        replay->resize(1400, 860);
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        replay->go_to(replay->steps() / 2);
        QTest::qWait(300);
        save_screenshot(*replay, QStringLiteral("replay_view"));
    }
};

QTEST_MAIN(HistoryScreenshot)
#include "history_screenshot.moc"
