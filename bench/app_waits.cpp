// dicebox_app_waits: the longest the app's GUI thread is kept from its events while its
// History, Records and Charts show a history of 1,000,000 games (the one dicebox_bench's
// history benchmarks make, bench-history-1m.sqlite, or the file or PostgreSQL URI
// given). Each section is opened on the history and then changed as a person changes it,
// and a timer due every millisecond measures the longest time between two of its turns: a
// wait that a person would see as a window that does not answer. Run with
// QT_QPA_PLATFORM=offscreen where there is no display.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <filesystem>
#include <functional>

#include "charts/charts_view.hpp"
#include "dicebox/db/location.hpp"
#include "history/history_view.hpp"
#include "records/records_view.hpp"
#include "window/catalog.hpp"

namespace {

using namespace dicebox::gui;

// The longest gap between two turns of a timer due every millisecond, less that
// millisecond: how long the event loop was kept from its events.
class WaitClock {
  public:
    WaitClock() {
        timer_.setInterval(1);
        QObject::connect(&timer_, &QTimer::timeout,
                         [this] { longest_ = std::max(longest_, since_.restart() - 1); });
        since_.start();
        timer_.start();
    }
    qint64 longest_ms() const { return longest_; }

  private:
    QTimer timer_;
    QElapsedTimer since_;
    qint64 longest_ = 0;
};

// Runs the event loop until the section has shown the read that `change` begins, or for
// `settle_ms` when it begins none (a table fetching its pages as it scrolls); then says
// how long that took and the longest wait of the GUI thread meanwhile.
void measure(HistorySection& section, const char* what, const std::function<void()>& change,
             bool reads = true, int settle_ms = 2000) {
    QEventLoop loop;
    QObject::connect(&section, &HistorySection::loaded, &loop, &QEventLoop::quit);
    QElapsedTimer took;
    took.start();
    WaitClock clock;
    QTimer::singleShot(0, change);
    if (reads) {
        QTimer::singleShot(600'000, &loop, &QEventLoop::quit);
    } else {
        QTimer::singleShot(settle_ms, &loop, &QEventLoop::quit);
    }
    loop.exec();
    // The figures just shown are drawn on the next turns of the loop.
    QElapsedTimer drawing;
    drawing.start();
    while (drawing.elapsed() < 300) QApplication::processEvents(QEventLoop::AllEvents, 50);
    std::printf("%-44s %9.2f s   longest wait %5lld ms\n", what,
                static_cast<double>(took.elapsed()) / 1000.0,
                static_cast<long long>(clock.longest_ms()));
    std::fflush(stdout);
}

void choose(QComboBox* box, const QString& value) {
    box->setCurrentIndex(box->findData(value));
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const std::filesystem::path file =
        argc > 1 ? std::filesystem::path(argv[1])
                 : std::filesystem::path(DICEBOX_BENCH_DATA_DIR) / "bench-history-1m.sqlite";
    if (!dicebox::db::is_server_uri(file.string()) && !std::filesystem::exists(file)) {
        std::fprintf(stderr,
                     "dicebox_app_waits: %s does not exist; make it with "
                     "dicebox_bench --benchmark_filter=history_query/newest/sqlite\n",
                     file.c_str());
        return 1;
    }
    const Catalog catalog({DICEBOX_BENCH_PLUGIN_DIR});

    HistoryView history(catalog);
    history.resize(1200, 800);
    history.show();
    measure(history, "History: opened", [&] { history.set_history(file); });
    measure(
        history, "History: scrolled down ten pages",
        [&] {
            for (int page = 0; page < 10; ++page) {
                history.table()->verticalScrollBar()->setValue(
                    history.table()->verticalScrollBar()->maximum());
                QApplication::processEvents();
            }
        },
        false);
    measure(
        history, "History: sorted by game",
        [&] { history.table()->sortByColumn(2, Qt::AscendingOrder); }, false, 5000);
    history.hide();

    RecordsView records(catalog);
    records.resize(1200, 800);
    records.show();
    measure(records, "Records: opened", [&] { records.set_history(file); });
    measure(records, "Records: one player", [&] { choose(records.player_box(), "Ann"); });
    measure(records, "Records: one game", [&] { choose(records.game_box(), "extra"); });
    measure(records, "Records: everyone, all games", [&] {
        choose(records.player_box(), "");
        choose(records.game_box(), "");
    });
    records.hide();

    ChartsView charts(catalog);
    charts.resize(1200, 800);
    charts.show();
    measure(charts, "Charts: opened (the first player's scores)",
            [&] { charts.set_history(file); });
    for (int tab = 1; tab < charts.tabs()->count(); ++tab) {
        measure(
            charts, "Charts: another chart",
            [&charts, tab] { charts.tabs()->setCurrentIndex(tab); }, false, 1000);
    }
    charts.tabs()->setCurrentIndex(0);
    measure(charts, "Charts: another player", [&] { choose(charts.player_box(), "Ben"); });
    return 0;
}
