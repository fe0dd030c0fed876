// The board loader on real files: each game's real board library, and fixtures that are
// not libraries, not boards, of another ABI or of another game, each refused with the
// reason and nothing else lost.
#include <QTest>

#include "boards.hpp"
#include "plugins.hpp"

namespace {

const std::filesystem::path kFixtures = DICEBOX_TEST_BOARD_FIXTURES;

// The one failure recorded by loading `file` as the board of EXTRA!.
QString reason_for(const std::filesystem::path& file) {
    dicebox::board::BoardRegistry boards;
    if (boards.load("extra", file) || boards.failures().size() != 1) return {};
    return boards.failures()[0].reason;
}

}  // namespace

class BoardLoaderTest : public QObject {
    Q_OBJECT

  private slots:
    void everyGameOfTheBuildHasItsBoard() {
        for (const auto& id : testing_support::built_plugins()) {
            QVERIFY2(testing_support::boards().find(id) != nullptr, id.c_str());
            QCOMPARE(QString::fromUtf8(testing_support::boards().find(id)->id),
                     QString::fromStdString(id));
        }
        QVERIFY(testing_support::boards().failures().empty());
    }

    void aTextFileIsNotLoaded() {
        QVERIFY(reason_for(kFixtures / "notaboard.so").startsWith("cannot be loaded: "));
    }

    void aLibraryWithoutTheEntryPointIsNotABoard() {
        QCOMPARE(reason_for(kFixtures / "board_no_entry.so"),
                 QStringLiteral("not a board library: it has no 'dicebox_board' entry point"));
    }

    void aBoardOfAnotherAbiIsRefusedNamingBothVersions() {
        QCOMPARE(reason_for(kFixtures / "board_abi_999.so"),
                 QStringLiteral("built for plugin ABI 999, this dicebox needs ABI %1; rebuild it")
                     .arg(DICEBOX_PLUGIN_ABI_VERSION));
    }

    void theBoardOfAnotherGameIsRefused() {
        QCOMPARE(reason_for(kFixtures / "board_other_game.so"),
                 QStringLiteral("it is the board of 'chess', not of 'extra'"));
    }

    void aMissingFileIsListedNotFatal() {
        dicebox::board::BoardRegistry boards;
        QVERIFY(!boards.load("extra", kFixtures / "missing.so"));
        QVERIFY(boards.load("extra",
                            testing_support::plugin_dir() / "boards" / "dicebox-extra-board.so"));
        QVERIFY(boards.find("extra") != nullptr);
        QCOMPARE(boards.failures().size(), std::size_t{1});
    }
};

QTEST_MAIN(BoardLoaderTest)
#include "board_loader_test.moc"
