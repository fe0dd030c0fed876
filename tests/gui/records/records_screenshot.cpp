// The records view and each chart in a real window on Xvfb, saved as PNGs for the guide:
// over a history made here of 60 games of Ann, Ben and Cid in six weeks (the records
// fixture is too small to make a picture of), with Ann getting better at EXTRA!.
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <functional>
#include <random>

#include "app_fixture.hpp"
#include "boards.hpp"
#include "charts/charts_view.hpp"
#include "dicebox/db/games.hpp"
#include "records/records_view.hpp"

using namespace testing_support;
namespace db = dicebox::db;

namespace {

// Sunday 1 March 2026, 19:00 UTC.
constexpr std::int64_t kFirstEvening = 1'772'391'600'000;
constexpr std::int64_t kHour = 3'600'000;

db::GameRecord played(const std::string& module, std::int64_t ended, std::uint64_t seed,
                      std::vector<std::pair<std::string, int>> scores) {
    db::GameRecord game;
    game.module = module;
    game.module_name = module == "extra" ? "EXTRA!" : "Strike";
    game.module_version = "1.0.0";
    game.lower_score_wins = module == "strike";
    game.variant = "standard";
    game.variant_hash = "standard";
    game.seed = seed;
    game.started_at = ended - kHour / 2;
    game.ended_at = ended;
    game.status = db::Status::Finished;
    for (const auto& [player, score] : scores) {
        db::SeatRecord seat;
        seat.player = player;
        seat.score = score;
        // One more than the number of better scores: equal scores share a rank.
        seat.rank = 1 + static_cast<int>(std::count_if(scores.begin(), scores.end(), [&](auto& s) {
                        return game.lower_score_wins ? s.second < score : s.second > score;
                    }));
        seat.winner = seat.rank == 1 && (scores.size() > 1 || score >= 150);
        game.seats.push_back(seat);
    }
    return game;
}

void write_six_weeks(const std::filesystem::path& file) {
    db::Store store(file, db::Access::Write);
    db::GameWriter writer(store);
    std::mt19937 random(2026);
    std::normal_distribution<double> luck(0, 35);
    std::uniform_int_distribution<int> penalty(0, 9);
    store.transaction("writing six weeks of games", [&] {
        for (int number = 0; number < 60; ++number) {
            // Two or three evenings a week, a few games each.
            const std::int64_t ended =
                kFirstEvening + (number / 3) * 52 * kHour + (number % 3) * kHour;
            const auto seed = static_cast<std::uint64_t>(number);
            if (number % 6 == 5) {
                writer.insert(played("strike", ended, seed,
                                     {{"Ann", penalty(random)},
                                      {"Ben", penalty(random)},
                                      {"Cid", penalty(random)}}));
                continue;
            }
            // Ann learns: her EXTRA! scores rise over the weeks.
            auto score = [&](double mean) {
                return static_cast<int>(std::lround(mean + luck(random)));
            };
            std::vector<std::pair<std::string, int>> seats{{"Ann", score(85 + number * 1.2)}};
            if (number % 7 != 3) seats.emplace_back("Ben", score(115));
            if (number % 4 != 1) seats.emplace_back("Cid", score(100));
            if (number % 10 == 8) seats.emplace_back("bot:planner", score(125));
            writer.insert(played("extra", ended, seed, seats));
        }
    });
}

}  // namespace

class RecordsScreenshot : public QObject {
    Q_OBJECT

  private:
    TempDir dir_;
    std::filesystem::path history_ = dir_ / "history.sqlite";

  private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        write_six_weeks(history_);
    }

    void theRecords() {
        dicebox::gui::RecordsView view(catalog());
        view.resize(1180, 720);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        after(view, [&] { view.set_history(history_); });
        QCOMPARE(view.variants_table()->model()->rowCount(), 2);
        // The first figures shown may read again with the choices they offer: the picture
        // waits for the last read, not the first.
        QTRY_VERIFY(!view.status().startsWith(QStringLiteral("Reading")));
        QTest::qWait(100);
        save_screenshot(view, QStringLiteral("records_view"));
    }

    void theCharts() {
        dicebox::gui::ChartsView view(catalog());
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        after(view, [&] { view.set_history(history_); });
        QCOMPARE(view.player_box()->currentText(), QStringLiteral("Ann"));
        QCOMPARE(view.variant_box()->currentData().toString(), QStringLiteral("extra\tstandard"));
        const QStringList names{QStringLiteral("chart_scores"), QStringLiteral("chart_histogram"),
                                QStringLiteral("chart_opponents")};
        for (int tab = 0; tab < names.size(); ++tab) {
            view.tabs()->setCurrentIndex(tab);
            QTest::qWait(100);
            save_screenshot(view, names[tab]);
        }
    }

    // Three years of a player's solo games, a game every six hours, more than the chart
    // draws point by point: each run of games is drawn as its lowest and highest score.
    void theChartOfThousandsOfGames() {
        TempDir dir;
        const auto file = dir / "many.sqlite";
        {
            db::Store store(file, db::Access::Write);
            db::GameWriter writer(store);
            std::mt19937 random(7);
            std::normal_distribution<double> luck(0, 30);
            store.transaction("writing three years of games", [&] {
                for (int number = 0; number < 4'000; ++number) {
                    const double mean = 90 + number * 0.01;
                    writer.insert(
                        played("extra", kFirstEvening + number * 6 * kHour,
                               static_cast<std::uint64_t>(number),
                               {{"Ann", static_cast<int>(std::lround(mean + luck(random)))}}));
                }
            });
        }
        dicebox::gui::ChartsView view(catalog());
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        after(view, [&] { view.set_history(file); });
        QVERIFY(view.scores_page()->plotted());
        QTest::qWait(100);
        save_screenshot(view, QStringLiteral("chart_scores_many_games"));
    }
};

QTEST_MAIN(RecordsScreenshot)
#include "records_screenshot.moc"
