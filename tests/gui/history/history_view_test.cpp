// The history view against real history files: the records fixture, many games for the
// pages, a corrupt file; and games bots played, replayed step by step on their boards.
#include <QCompleter>
#include <QDateTime>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <fstream>
#include <iterator>

#include "app_fixture.hpp"
#include "dicebox/db/games.hpp"
#include "history/history_view.hpp"
#include "history/replay_view.hpp"
#include "history_fixture.hpp"
#include "postgres_server.hpp"
#include "records_fixture.hpp"
#include "temp_dir.hpp"

using namespace testing_support;
namespace db = dicebox::db;
using Column = dicebox::gui::HistoryModel::Column;

namespace {

QString name_of(const std::string& game) {
    return QString::fromStdString(catalog().plugins().find(game)->info().name);
}

// As every view writes a date: the locale's short format.
QString date_of(std::int64_t unix_ms) {
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(unix_ms), QLocale::ShortFormat);
}

// The view over the records fixture, its first page read.
struct FixtureView {
    TempDir dir;
    std::filesystem::path file = dir / "history.sqlite";
    std::vector<std::int64_t> ids = records_fixture::write(file);
    dicebox::gui::HistoryView view{catalog()};
    FixtureView() { view.set_history(file); }
};

// Waits for the view's pages being read.
bool loaded(const dicebox::gui::HistoryView& view) {
    return QTest::qWaitFor([&] { return !view.model()->loading(); }, 30'000);
}

QString cell(const dicebox::gui::HistoryView& view, int row, int column) {
    return view.model()->index(row, column).data().toString();
}

std::int64_t id_at(const dicebox::gui::HistoryView& view, int row) {
    return view.model()->entry(row).id;
}

// `count` finished games of EXTRA! one minute apart, the last the newest.
void write_many(const std::filesystem::path& file, int count) {
    db::Store store(file, db::Access::Write);
    db::GameWriter writer(store);
    store.transaction("writing many games", [&] {
        for (int i = 0; i < count; ++i) {
            db::GameRecord game;
            game.module = i % 3 == 0 ? "strike" : "extra";
            game.module_name = game.module;
            game.module_version = "1.0.0";
            game.variant_hash = "hash";
            game.started_at = records_fixture::kStart + i * 60'000;
            game.ended_at = game.started_at + 1000;
            game.status = db::Status::Finished;
            game.seats.push_back({"Ann", "", nlohmann::json::object(), 10, 1, true});
            writer.insert(game);
        }
    });
}

// A session of the replayed game's set-up with the first `step` events of its record.
nlohmann::json state_at(const dicebox::gui::ReplayView& replay, const db::GameRecord& record,
                        int step) {
    const auto& session = replay.session();
    dicebox::Session fresh(session.module(), session.config(), session.seed());
    auto log = record.log_json();
    log.erase(log.begin() + step, log.end());
    fresh.replay(log);
    return fresh.state().to_json();
}

db::GameRecord record_of(const std::filesystem::path& file, std::int64_t id) {
    db::Store store(file, db::Access::Read);
    return db::load_game(store, id);
}

QString refusal_of(const std::filesystem::path& file, std::int64_t id) {
    try {
        dicebox::gui::ReplayView::open(catalog(), file, id);
    } catch (const dicebox::gui::SetupError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class HistoryViewTest : public QObject {
    Q_OBJECT

  private slots:
    void listsThePlayedGamesNewestFirstWithTheirCells() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        const auto& model = *f.view.model();
        QCOMPARE(model.rowCount(), 11);  // the simulated game left out
        QCOMPARE(f.view.status(), QStringLiteral("11 games shown."));
        QCOMPARE(id_at(f.view, 0), f.ids[12]);
        QCOMPARE(cell(f.view, 0, Column::Date), date_of(records_fixture::minute(12) - 30'000));
        QCOMPARE(cell(f.view, 0, Column::Game), name_of("extra"));
        QCOMPARE(cell(f.view, 0, Column::Players), QStringLiteral("Ann, Eve"));
        QCOMPARE(cell(f.view, 0, Column::Scores), QString());
        QCOMPARE(cell(f.view, 0, Column::Status), QStringLiteral("unfinished"));
        // Game 3, a shared win: row 8 (games 12, 10, 9, 8, 7, 6, 5, 4, 3).
        QCOMPARE(id_at(f.view, 8), f.ids[3]);
        QCOMPARE(cell(f.view, 8, Column::Variant), QStringLiteral("standard"));
        QCOMPARE(cell(f.view, 8, Column::Players), QStringLiteral("Ann, Ben, Cid"));
        QCOMPARE(cell(f.view, 8, Column::Scores), QStringLiteral("140, 140, 80"));
        QCOMPARE(cell(f.view, 8, Column::Winners), QStringLiteral("Ann & Ben"));
        QCOMPARE(cell(f.view, 8, Column::Status), QStringLiteral("finished"));
        // Game 10, Strike lost solo: nobody won.
        QCOMPARE(cell(f.view, 1, Column::Game), name_of("strike"));
        QCOMPARE(cell(f.view, 1, Column::Winners), QStringLiteral("–"));
    }

    void botsAreMarkedAndSimulatedGamesShownWhenAsked() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const auto id = history_fixture::play(file, "strike", {"random", "random"}, 3);
        QVERIFY(id != 0);
        dicebox::gui::HistoryView view(catalog());
        view.set_history(file);
        QVERIFY(loaded(view));
        QCOMPARE(cell(view, 0, Column::Players), QStringLiteral("random (bot), random (bot)"));

        FixtureView f;
        QVERIFY(loaded(f.view));
        f.view.simulated_check()->setChecked(true);
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 12);
        QCOMPARE(id_at(f.view, 1), f.ids[11]);
        QCOMPARE(cell(f.view, 1, Column::Status), QStringLiteral("finished, simulated"));
    }

    void sortsByTheGamesColumnsButNotBySeats() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        auto* table = f.view.table();
        table->sortByColumn(Column::Date, Qt::AscendingOrder);
        QVERIFY(loaded(f.view));
        QCOMPARE(id_at(f.view, 0), f.ids[1]);
        QCOMPARE(id_at(f.view, 10), f.ids[12]);

        table->sortByColumn(Column::Game, Qt::DescendingOrder);
        QVERIFY(loaded(f.view));
        // Strike's three games first, newest first among them.
        QCOMPARE(id_at(f.view, 0), f.ids[10]);
        QCOMPARE(id_at(f.view, 2), f.ids[8]);
        QCOMPARE(cell(f.view, 3, Column::Game), name_of("extra"));

        table->sortByColumn(Column::Variant, Qt::AscendingOrder);
        QVERIFY(loaded(f.view));
        QCOMPARE(id_at(f.view, 0), f.ids[7]);  // "short" before "standard"

        table->sortByColumn(Column::Status, Qt::DescendingOrder);
        QVERIFY(loaded(f.view));
        QCOMPARE(id_at(f.view, 10), f.ids[12]);  // the unfinished game last

        // The players' column does not sort: the table and its header stay as they were.
        table->sortByColumn(Column::Players, Qt::AscendingOrder);
        QVERIFY(loaded(f.view));
        QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(Column::Status));
        QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(id_at(f.view, 10), f.ids[12]);

        // A reload keeps the order.
        f.view.reload();
        QVERIFY(loaded(f.view));
        QCOMPARE(id_at(f.view, 10), f.ids[12]);
    }

    void filtersByGame() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        f.view.game_box()->setCurrentIndex(f.view.game_box()->findText(name_of("strike")));
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 3);
        QCOMPARE(id_at(f.view, 0), f.ids[10]);
        f.view.game_box()->setCurrentIndex(0);
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 11);
    }

    void filtersByPlayerWithCompletion() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        auto* completer = f.view.player_edit()->completer();
        QTRY_COMPARE(completer->model()->rowCount(), 4);  // Ann, Ben, Cid, Eve
        f.view.player_edit()->setFocus();
        QTest::keyClicks(f.view.player_edit(), QStringLiteral("Cid"));
        QTest::keyClick(f.view.player_edit(), Qt::Key_Return);
        QVERIFY(loaded(f.view));
        // Games 2, 3, 6, 7 and 9.
        QCOMPARE(f.view.model()->rowCount(), 5);
        QCOMPARE(id_at(f.view, 0), f.ids[9]);
        f.view.player_edit()->setText(QStringLiteral("Nobody"));
        QTest::keyClick(f.view.player_edit(), Qt::Key_Return);
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 0);
        QCOMPARE(f.view.status(), QStringLiteral("No games match."));
    }

    void filtersByVariant() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        QTest::keyClicks(f.view.variant_edit(), QStringLiteral("short"));
        // Typing is taken after a pause, without Enter.
        QTRY_COMPARE(f.view.model()->rowCount(), 1);
        QVERIFY(loaded(f.view));
        QCOMPARE(id_at(f.view, 0), f.ids[7]);
    }

    void filtersByDates() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        const QDate day = QDateTime::fromMSecsSinceEpoch(records_fixture::minute(6)).date();
        f.view.from_edit()->setDate(day.addDays(1));
        QVERIFY(!f.view.from_edit()->isEnabled());
        QVERIFY(loaded(f.view));
        // A date that is off counts for nothing.
        QCOMPARE(f.view.model()->rowCount(), 11);
        f.view.from_check()->setChecked(true);
        QVERIFY(f.view.from_edit()->isEnabled());
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 0);
        f.view.from_edit()->setDate(day);
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 11);
        f.view.to_check()->setChecked(true);
        f.view.to_edit()->setDate(day.addDays(-1));
        QVERIFY(loaded(f.view));
        QCOMPARE(f.view.model()->rowCount(), 0);
        f.view.to_edit()->setDate(day);
        QVERIFY(loaded(f.view));
        // To a day takes in that whole day.
        QCOMPARE(f.view.model()->rowCount(), 11);
    }

    void fetchesMoreGamesOnlyWhenScrolledDown() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        write_many(file, 450);
        dicebox::gui::HistoryView view(catalog());
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.set_history(file);
        QVERIFY(loaded(view));
        QTest::qWait(100);  // a view filled by its first page asks for no more
        QVERIFY(loaded(view));
        QCOMPARE(view.model()->rowCount(), dicebox::gui::HistoryModel::kPage);
        QVERIFY(view.model()->canFetchMore());
        QCOMPARE(view.status(), QStringLiteral("200 games shown, more as you scroll down."));

        auto* bar = view.table()->verticalScrollBar();
        bar->setValue(bar->maximum());
        QTRY_COMPARE(view.model()->rowCount(), 2 * dicebox::gui::HistoryModel::kPage);
        QVERIFY(loaded(view));
        bar->setValue(bar->maximum());
        QTRY_COMPARE(view.model()->rowCount(), 450);
        QVERIFY(loaded(view));
        QVERIFY(!view.model()->canFetchMore());
        QCOMPARE(view.status(), QStringLiteral("450 games shown."));
        // The pages follow each other: every game once, newest first.
        for (int row = 0; row < 450; ++row) QCOMPARE(id_at(view, row), 450 - row);

        // Sorted by game the pages follow each other too: Strike's 150 games first.
        view.table()->sortByColumn(Column::Game, Qt::DescendingOrder);
        QVERIFY(loaded(view));
        QCOMPARE(view.model()->rowCount(), dicebox::gui::HistoryModel::kPage);
        view.model()->fetchMore({});
        QVERIFY(loaded(view));
        view.model()->fetchMore({});
        QVERIFY(loaded(view));
        QCOMPARE(view.model()->rowCount(), 450);
        QCOMPARE(cell(view, 149, Column::Game), name_of("strike"));
        QCOMPARE(cell(view, 150, Column::Game), name_of("extra"));
        QCOMPARE(id_at(view, 150), 450);  // the newest game of EXTRA!
        QCOMPARE(id_at(view, 449), 2);
    }

    void resumesOnlyAnUnfinishedPlayedGame() {
        FixtureView f;
        QVERIFY(loaded(f.view));
        QSignalSpy resume(&f.view, &dicebox::gui::HistoryView::resume_requested);
        QCOMPARE(id_at(f.view, 0), f.ids[12]);
        f.view.table()->selectRow(0);
        QVERIFY(f.view.resume_button()->isEnabled());
        f.view.resume_button()->click();
        QCOMPARE(resume.count(), 1);
        QCOMPARE(resume.at(0).at(0).value<std::int64_t>(), f.ids[12]);
        f.view.table()->selectRow(1);
        QVERIFY(!f.view.resume_button()->isEnabled());
        QVERIFY(f.view.replay_button()->isEnabled());
    }

    void replayIsAskedByButtonEnterAndDoubleClick() {
        FixtureView f;
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(loaded(f.view));
        QSignalSpy replay(&f.view, &dicebox::gui::HistoryView::replay_requested);
        f.view.table()->selectRow(2);
        f.view.replay_button()->click();
        QCOMPARE(replay.count(), 1);
        f.view.table()->setFocus();
        QTest::keyClick(f.view.table(), Qt::Key_Return);
        QCOMPARE(replay.count(), 2);
        const auto rect = f.view.table()->visualRect(f.view.model()->index(3, Column::Game));
        // A double click is a press and a release, then the double click.
        QTest::mouseClick(f.view.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(replay.count(), 2);
        QTest::mouseDClick(f.view.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(replay.count(), 3);
        QCOMPARE(replay.at(0).at(0).value<std::int64_t>(), f.ids[9]);
        QCOMPARE(replay.at(1).at(0).value<std::int64_t>(), f.ids[9]);
        QCOMPARE(replay.at(2).at(0).value<std::int64_t>(), f.ids[8]);
    }

    void aHistoryNotYetMadeIsEmpty() {
        TempDir dir;
        dicebox::gui::HistoryView view(catalog());
        view.set_history(dir / "none.sqlite");
        QVERIFY(loaded(view));
        QCOMPARE(view.model()->rowCount(), 0);
        QCOMPARE(view.status(), QStringLiteral("No games match."));
        QVERIFY(!std::filesystem::exists(dir / "none.sqlite"));
        QVERIFY(!view.replay_button()->isEnabled());
    }

    // A club's history on a PostgreSQL server (the tests' own) is listed as the same
    // games in a file are, and its games are replayed from it.
    void aHistoryOnAPostgresqlServerIsListedAndReplayedAlike() {
        FixtureView local;
        const PostgresDatabase database;
        const auto ids = records_fixture::write(database.uri());
        dicebox::gui::HistoryView club(catalog());
        club.set_history(database.uri());
        QVERIFY(loaded(local.view));
        QVERIFY(loaded(club));
        QCOMPARE(club.status(), local.view.status());
        QCOMPARE(club.model()->rowCount(), local.view.model()->rowCount());
        for (int row = 0; row < club.model()->rowCount(); ++row) {
            for (int column = 0; column < club.model()->columnCount(); ++column) {
                QCOMPARE(cell(club, row, column), cell(local.view, row, column));
            }
        }
        QCOMPARE(id_at(club, 0), ids[12]);
        const auto played =
            history_fixture::play(database.uri(), "strike", {"greedy", "careful"}, 5);
        QVERIFY(played > 0);
        const auto replay = dicebox::gui::ReplayView::open(catalog(), database.uri(), played);
        QCOMPARE(replay->steps(), int(record_of(database.uri(), played).events.size()));
    }

    void aCorruptHistoryIsReportedAndLeftAlone() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const std::string garbage(4096, 'x');
        std::ofstream(file, std::ios::binary) << garbage;
        const QString expected = read_error(file);
        QVERIFY(!expected.isEmpty());
        dicebox::gui::HistoryView view(catalog());
        view.set_history(file);
        QTRY_COMPARE(view.status(), expected);
        QCOMPARE(view.model()->rowCount(), 0);
        QVERIFY(!view.model()->canFetchMore());
        std::ifstream in(file, std::ios::binary);
        QCOMPARE(std::string(std::istreambuf_iterator<char>(in), {}), garbage);
    }

    void aReplayStepShowsTheGameAfterThatManyEvents() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const auto id = history_fixture::play(file, "extra", {"planner", "greedy"}, 11);
        QVERIFY(id != 0);
        const auto record = record_of(file, id);
        auto replay = dicebox::gui::ReplayView::open(catalog(), file, id);
        QCOMPARE(replay->title(), QStringLiteral("Replay · %1 · %2").arg(name_of("extra")).arg(id));
        QCOMPARE(replay->steps(), static_cast<int>(record.events.size()));
        QVERIFY(replay->steps() > 40);
        QCOMPARE(replay->step(), 0);
        QCOMPARE(replay->step_text(), QStringLiteral("Step 0 of %1").arg(replay->steps()));
        QVERIFY(replay->session().state().to_json() == state_at(*replay, record, 0));
        replay->resize(1100, 700);
        const QImage before = replay->board().grab().toImage();

        replay->go_to(1);
        // The first event is the roll: the log's line and the board's dice.
        QVERIFY(replay->event_text().startsWith(QStringLiteral("Dice: ")));
        QVERIFY(replay->board().grab().toImage() != before);
        replay->go_to(25);
        QCOMPARE(replay->slider()->value(), 25);
        auto log = record.log_json();
        log.erase(log.begin() + 25, log.end());
        QVERIFY(replay->session().log_json() == log);
        QVERIFY(replay->session().state().to_json() == state_at(*replay, record, 25));
        // What the 25th event was, in the log's words.
        QVERIFY(replay->event_text().endsWith(QString::fromStdString(record.events[24].notation)));
        // Back is the game from its start again.
        replay->slider()->setValue(7);
        QCOMPARE(replay->step(), 7);
        QVERIFY(replay->session().state().to_json() == state_at(*replay, record, 7));
        QVERIFY(replay->results_text().isEmpty());
    }

    void keysMoveTheStepAndTheEndShowsTheResults() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const auto id = history_fixture::play(file, "strike", {"planner", "random"}, 5);
        QVERIFY(id != 0);
        const auto record = record_of(file, id);
        auto replay = dicebox::gui::ReplayView::open(catalog(), file, id);
        replay->show();
        QVERIFY(QTest::qWaitForWindowActive(replay.get()));
        replay->setFocus();
        QTest::keyClick(replay.get(), Qt::Key_Right);
        QTest::keyClick(replay.get(), Qt::Key_Right);
        QCOMPARE(replay->step(), 2);
        QTest::keyClick(replay.get(), Qt::Key_Left);
        QCOMPARE(replay->step(), 1);
        QTest::keyClick(replay.get(), Qt::Key_End);
        QCOMPARE(replay->step(), replay->steps());
        QVERIFY(replay->session().state().terminal());
        QVERIFY(replay->session().state().to_json() == state_at(*replay, record, replay->steps()));
        // The stored results: each seat's score, and who won.
        const auto results = replay->results_text();
        QVERIFY(results.startsWith(QStringLiteral("Results:")));
        for (std::size_t seat = 0; seat < record.seats.size(); ++seat) {
            QVERIFY(results.contains(QString::number(*record.seats[seat].score)));
        }
        QVERIFY(results.contains(QStringLiteral("wins.")) ||
                results.contains(QStringLiteral("Shared win")));
        QTest::keyClick(replay.get(), Qt::Key_Home);
        QCOMPARE(replay->step(), 0);
        QCOMPARE(replay->event_text(), QStringLiteral("Before the first event."));
        QVERIFY(replay->results_text().isEmpty());
    }

    void aGameThatCannotBeReplayedSaysWhy() {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        QVERIFY(refusal_of(file, 1).contains(QStringLiteral("no game has been recorded")));
        const auto played = history_fixture::play(file, "extra", {"greedy"}, 4);
        QVERIFY(played != 0);
        QCOMPARE(
            refusal_of(file, 99),
            QStringLiteral("there is no game 99 in %1").arg(QString::fromStdString(file.string())));

        db::Store store(file, db::Access::Write);
        db::GameWriter writer(store);
        auto chess = record_of(file, played);
        chess.module = "chess";
        chess.module_name = "Chess";
        // A log the plugin does not take: dice EXTRA! does not have.
        auto broken = record_of(file, played);
        broken.events.front().notation = "9 9 9 9 9";
        std::int64_t chess_id = 0;
        std::int64_t broken_id = 0;
        store.transaction("test", [&] {
            chess_id = writer.insert(chess);
            broken_id = writer.insert(broken);
        });
        QCOMPARE(
            refusal_of(file, chess_id),
            QStringLiteral("Game %1 is a game of Chess, whose plugin is not found.").arg(chess_id));
        QVERIFY(refusal_of(file, broken_id).contains(QStringLiteral("event 1 of")));
        QVERIFY(refusal_of(file, broken_id).contains(QStringLiteral("does not apply")));
        QVERIFY(refusal_of(file, played).isEmpty());
    }
};

QTEST_MAIN(HistoryViewTest)
#include "history_view_test.moc"
