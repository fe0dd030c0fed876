// The seed of the dice, asked alike by the new game dialog and by what-if (one field,
// one validator): both take every seed from 0 to 2^64 − 1 and refuse the same input as
// it is typed; a seed put in other than by typing is refused when the dialog is used.
// And the app's sentence of who won, chosen as the terminal's is.
#include <QLabel>
#include <QTest>

#include "app_fixture.hpp"
#include "play/new_game_dialog.hpp"
#include "play/seed_field.hpp"
#include "play/winners_text.hpp"
#include "plugins.hpp"
#include "what_if/what_if_view.hpp"

using namespace testing_support;

class SeedFieldTest : public QObject {
    Q_OBJECT

  private slots:
    void bothDialogsTakeAndRefuseTheSameSeeds_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<std::optional<std::uint64_t>>("seed");
        QTest::newRow("a number") << QStringLiteral("42") << QStringLiteral("42")
                                  << std::optional<std::uint64_t>(42);
        QTest::newRow("letters refused")
            << QStringLiteral("4x2 -") << QStringLiteral("42") << std::optional<std::uint64_t>(42);
        QTest::newRow("the largest seed")
            << QStringLiteral("18446744073709551615") << QStringLiteral("18446744073709551615")
            << std::optional<std::uint64_t>(18446744073709551615ULL);
        QTest::newRow("past the largest, the last digit refused")
            << QStringLiteral("18446744073709551616") << QStringLiteral("1844674407370955161")
            << std::optional<std::uint64_t>(1844674407370955161ULL);
        QTest::newRow("nothing: a seed at random")
            << QString() << QString() << std::optional<std::uint64_t>();
    }

    void bothDialogsTakeAndRefuseTheSameSeeds() {
        QFETCH(QString, typed);
        QFETCH(QString, kept);
        QFETCH(std::optional<std::uint64_t>, seed);
        AppWindow app;
        dicebox::gui::NewGameDialog dialog(catalog(), {}, &module("extra"));
        dicebox::gui::WhatIfView what_if(catalog());
        for (dicebox::gui::SeedField* field : {dialog.seed_edit(), what_if.seed_edit()}) {
            field->clear();
            QTest::keyClicks(field, typed);
            QCOMPARE(field->text(), kept);
            QVERIFY(field->hasAcceptableInput());
            QCOMPARE(field->seed(), seed);
        }
    }

    void aSeedSetOtherThanByTypingIsRefusedByBoth() {
        AppWindow app;
        dicebox::gui::NewGameDialog dialog(catalog(), {}, &module("extra"));
        dicebox::gui::WhatIfView what_if(catalog());
        for (dicebox::gui::SeedField* field : {dialog.seed_edit(), what_if.seed_edit()}) {
            field->setText(QStringLiteral("18446744073709551616"));
            QVERIFY(!field->hasAcceptableInput());
            QCOMPARE(field->seed(), std::optional<std::uint64_t>());
        }
        dialog.seat_rows()[0]->name_edit()->setText(QStringLiteral("Ann"));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("setupProblem"))->text(),
                 dicebox::gui::SeedField::rule());
        QTest::mouseClick(what_if.simulate_button(), Qt::LeftButton);
        QCOMPARE(what_if.findChild<QLabel*>(QStringLiteral("statusLabel"))->text(),
                 dicebox::gui::SeedField::rule());
    }

    void theAppSaysWhoWonAsTheTerminalChoosesIt() {
        const QStringList three{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cy")};
        QCOMPARE(dicebox::gui::winners_text(three, {1}), QStringLiteral("Ben wins."));
        QCOMPARE(dicebox::gui::winners_text(three, {0, 2}),
                 QStringLiteral("Shared win: Ann and Cy."));
        QCOMPARE(dicebox::gui::winners_text(three, {}), QStringLiteral("Nobody won."));
        QCOMPARE(dicebox::gui::winners_text({QStringLiteral("Ann")}, {}),
                 QStringLiteral("Ann lost this solo game."));
    }
};

QTEST_MAIN(SeedFieldTest)
#include "seed_field_test.moc"
