// The records view against the records fixture (tests/db/records_fixture.hpp): the figures
// it shows are those worked out by hand there, the filters change them, and a missing or
// broken history is said in words.
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <fstream>
#include <functional>

#include "app_fixture.hpp"
#include "history/display_text.hpp"
#include "records/records_view.hpp"
#include "records_fixture.hpp"

using namespace testing_support;

namespace {

QString cell(const QTableView* table, int row, int column) {
    return table->model()->index(row, column).data().toString();
}

// The row whose `column` reads `text`, or -1.
int row_of(const QTableView* table, int column, const QString& text) {
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (cell(table, row, column) == text) return row;
    }
    return -1;
}

// The players table's columns.
enum { kPlayer, kGames, kWins, kWinRate, kStreak, kLongest, kSolo, kSoloLosses };

}  // namespace

class RecordsViewTest : public QObject {
    Q_OBJECT

  private:
    TempDir dir_;
    std::filesystem::path history_ = dir_ / "history.sqlite";

    void open(dicebox::gui::RecordsView& view) {
        after(view, [&] { view.set_history(history_); });
    }
    static void choose(QComboBox* box, const QString& value) {
        const int index = box->findData(value);
        QVERIFY2(index >= 0, qPrintable(value));
        box->setCurrentIndex(index);
    }

  private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        records_fixture::write(history_);
    }

    void playersHaveTheFixturesWinsAndWinRates() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        QVERIFY(view.status().isEmpty());
        const auto* players = view.players_table();
        QCOMPARE(players->model()->rowCount(), 3);  // Eve sat only in the unfinished game
        const int ann = row_of(players, kPlayer, QStringLiteral("Ann"));
        QVERIFY(ann >= 0);
        // Games 1-6, 8, 9; won 1, 3, 6, 8 of the six with others.
        QCOMPARE(cell(players, ann, kGames), QStringLiteral("8"));
        QCOMPARE(cell(players, ann, kWins), QStringLiteral("4 of 6"));
        QCOMPARE(cell(players, ann, kWinRate), QStringLiteral("66.7%"));
        QCOMPARE(cell(players, ann, kSolo), QStringLiteral("2"));
        QCOMPARE(cell(players, ann, kSoloLosses), QStringLiteral("1"));
        // Ben: 1 L, 2 W, 3 W, 7 L, 8 L, 9 W.
        const int ben = row_of(players, kPlayer, QStringLiteral("Ben"));
        QCOMPARE(cell(players, ben, kStreak), QStringLiteral("1"));
        QCOMPARE(cell(players, ben, kLongest), QStringLiteral("2"));
        QCOMPARE(cell(players, ben, kWinRate), QStringLiteral("50.0%"));
        // Personal scores: Ann's EXTRA! 170 best, 90 worst, 160 alone.
        const auto* personal = view.personal_table();
        int extra = -1;
        for (int row = 0; row < personal->model()->rowCount(); ++row) {
            if (cell(personal, row, 0) == QStringLiteral("Ann") &&
                cell(personal, row, 1) == QStringLiteral("EXTRA!")) {
                extra = row;
            }
        }
        QVERIFY(extra >= 0);
        QCOMPARE(cell(personal, extra, 2), QStringLiteral("170"));
        QCOMPARE(cell(personal, extra, 3), QStringLiteral("90"));
        QCOMPARE(cell(personal, extra, 4), QStringLiteral("160"));
    }

    void aVariantShowsItsHighScoresAndAveragesByPlayerCount() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        const auto* variants = view.variants_table();
        QCOMPARE(variants->model()->rowCount(), 3);
        const int standard = row_of(variants, 1, QStringLiteral("standard"));
        QCOMPARE(cell(variants, standard, 0), QStringLiteral("EXTRA!"));
        QCOMPARE(cell(variants, standard, 2), QStringLiteral("6"));
        // 1480 over 12 seats.
        QCOMPARE(cell(variants, standard, 3), QStringLiteral("123.3"));
        QCOMPARE(cell(variants, standard, 4), QStringLiteral("170"));
        view.variants_table()->setCurrentIndex(variants->model()->index(standard, 0));
        const auto* top = view.top_table();
        QCOMPARE(top->model()->rowCount(), 10);
        QCOMPARE(cell(top, 0, 1), QStringLiteral("Ann"));
        QCOMPARE(cell(top, 0, 2), QStringLiteral("170"));
        QCOMPARE(cell(top, 0, 3), dicebox::gui::date_text(records_fixture::minute(6)));
        QCOMPARE(cell(top, 9, 1), QStringLiteral("Cid"));
        QCOMPARE(cell(top, 9, 2), QStringLiteral("90"));
        const auto* sizes = view.by_players_table();
        QCOMPARE(sizes->model()->rowCount(), 3);
        QCOMPARE(cell(sizes, 0, 0), QStringLiteral("1 (solo)"));
        QCOMPARE(cell(sizes, 0, 2), QStringLiteral("125.0"));
        QCOMPARE(cell(sizes, 1, 2), QStringLiteral("137.5"));  // 550 / 4
        QCOMPARE(cell(sizes, 2, 2), QStringLiteral("113.3"));  // 680 / 6
    }

    void strikesBestScoresAreTheLowest() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        const auto* variants = view.variants_table();
        const int strike = row_of(variants, 0, QStringLiteral("Strike (lower wins)"));
        QVERIFY(strike >= 0);
        QCOMPARE(cell(variants, strike, 4), QStringLiteral("2"));
        view.variants_table()->setCurrentIndex(variants->model()->index(strike, 0));
        const auto* top = view.top_table();
        // Ben 2 (game 9), Ann 3 (8), Ann 4 and Cid 4 (9), Ben 5 (8), Ben 7 (10).
        QCOMPARE(top->model()->rowCount(), 6);
        QCOMPARE(cell(top, 0, 1), QStringLiteral("Ben"));
        QCOMPARE(cell(top, 0, 2), QStringLiteral("2"));
        QCOMPARE(cell(top, 1, 2), QStringLiteral("3"));
        QCOMPARE(cell(top, 5, 2), QStringLiteral("7"));
        bool said = false;
        for (const auto* box : view.findChildren<QGroupBox*>()) {
            said = said || box->title().contains(QStringLiteral("lowest score wins"));
        }
        QVERIFY(said);
    }

    void theFiltersChangeTheFigures() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        after(view, [&] { choose(view.game_box(), QStringLiteral("strike")); });
        QCOMPARE(view.variants_table()->model()->rowCount(), 1);
        const auto* players = view.players_table();
        // Strike only: Ann won 8 and lost 9.
        const int ann = row_of(players, kPlayer, QStringLiteral("Ann"));
        QCOMPARE(cell(players, ann, kGames), QStringLiteral("2"));
        QCOMPARE(cell(players, ann, kWinRate), QStringLiteral("50.0%"));
        // The variants offered are Strike's.
        QCOMPARE(view.variant_box()->count(), 2);

        after(view, [&] { choose(view.game_box(), QString()); });
        after(view, [&] { view.simulated_check()->setChecked(true); });
        // Game 11 (simulated) too: Ann won 5 of 7.
        const int ann_too = row_of(players, kPlayer, QStringLiteral("Ann"));
        QCOMPARE(cell(players, ann_too, kWins), QStringLiteral("5 of 7"));
        QCOMPARE(cell(players, ann_too, kWinRate), QStringLiteral("71.4%"));

        after(view, [&] { choose(view.variant_box(), QStringLiteral("short")); });
        // Game 7 only: Ben and Cid.
        QCOMPARE(players->model()->rowCount(), 2);
        QCOMPARE(row_of(players, kPlayer, QStringLiteral("Ann")), -1);
    }

    void aHeadToHeadAgainstTheOpponentChosen() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        QVERIFY(!view.opponent_box()->isEnabled());
        QCOMPARE(view.duel_table()->model()->rowCount(), 0);
        after(view, [&] { choose(view.player_box(), QStringLiteral("Ann")); });
        QCOMPARE(view.opponent_box()->count(), 2);
        QVERIFY(view.opponent_box()->isEnabled());
        const auto* duel = view.duel_table();
        // Against Ben: 1 W, 2 L, 3 D, 8 W, 9 L.
        QCOMPARE(cell(duel, 0, 1), QStringLiteral("Ben"));
        QCOMPARE(cell(duel, 0, 2), QStringLiteral("2"));
        QCOMPARE(cell(duel, 0, 3), QStringLiteral("2"));
        QCOMPARE(cell(duel, 0, 4), QStringLiteral("1"));
        QCOMPARE(cell(duel, 0, 5), QStringLiteral("40.0%"));
        after(view, [&] { choose(view.opponent_box(), QStringLiteral("Cid")); });
        // Against Cid: 2 W, 3 W, 6 W, 9 D.
        QCOMPARE(cell(duel, 0, 1), QStringLiteral("Cid"));
        QCOMPARE(cell(duel, 0, 2), QStringLiteral("3"));
        QCOMPARE(cell(duel, 0, 3), QStringLiteral("0"));
        QCOMPARE(cell(duel, 0, 4), QStringLiteral("1"));
        // Only Ann's figures with her chosen.
        QCOMPARE(view.players_table()->model()->rowCount(), 1);
    }

    void eachPlayersNemesis() {
        dicebox::gui::RecordsView view(catalog());
        open(view);
        const auto* nemeses = view.nemeses_table();
        QCOMPARE(nemeses->model()->rowCount(), 3);
        // Ben ranked above Ann in 2 and 9 of their 5 games.
        const int ann = row_of(nemeses, 0, QStringLiteral("Ann"));
        QCOMPARE(cell(nemeses, ann, 1), QStringLiteral("Ben"));
        QCOMPARE(cell(nemeses, ann, 2), QStringLiteral("2"));
        QCOMPARE(cell(nemeses, ann, 3), QStringLiteral("5"));
        // Ann and Ben each above Cid 3 times in 4: Ann by name.
        const int cid = row_of(nemeses, 0, QStringLiteral("Cid"));
        QCOMPARE(cell(nemeses, cid, 1), QStringLiteral("Ann"));
        QCOMPARE(cell(nemeses, cid, 2), QStringLiteral("3"));
    }

    void aMissingHistoryHasNoGamesYet() {
        dicebox::gui::RecordsView view(catalog());
        after(view, [&] { view.set_history(dir_ / "nothing-here.sqlite"); });
        QVERIFY(view.status().contains(QStringLiteral("No games yet")));
        QCOMPARE(view.players_table()->model()->rowCount(), 0);
        QCOMPARE(view.variants_table()->model()->rowCount(), 0);
        QVERIFY(!std::filesystem::exists(dir_ / "nothing-here.sqlite"));
    }

    void aCorruptHistorySaysWhatIsWrong() {
        const auto broken = dir_ / "broken.sqlite";
        std::ofstream(broken) << "this is not an SQLite database, not even close to one\n";
        const QString expected = read_error(broken);
        QVERIFY(!expected.isEmpty());
        dicebox::gui::RecordsView view(catalog());
        open(view);
        QCOMPARE(view.players_table()->model()->rowCount(), 3);
        after(view, [&] { view.set_history(broken); });
        QCOMPARE(view.status(), expected);
        QCOMPARE(view.players_table()->model()->rowCount(), 0);
    }
};

QTEST_MAIN(RecordsViewTest)
#include "records_view_test.moc"
