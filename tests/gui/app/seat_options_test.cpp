// The seat options of the new game dialog built from a module's schema alone: a check
// box for a flag, a spin box for a whole number and for a number, each with the
// schema's bounds, default and description; only the values changed are the seat's.
// And the kinds of bot a seat row offers, each with what its game says it does.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <algorithm>

#include "play/seat_options_editor.hpp"
#include "play/seat_row.hpp"
#include "plugins.hpp"

namespace {

using json = nlohmann::json;
using Type = dicebox::ParamSpec::Type;

// A schema of every kind of option a seat may take.
const dicebox::ParamSchema& schema() {
    static const dicebox::ParamSchema schema({
        {"handicap", Type::Bool, false, 0, 0, 0, 0, "a new number is written without a cross"},
        {"head_start", Type::Int, 0, 0, 6, 0, 0, "steps the pawn starts ahead"},
        {"pace", Type::Real, 1.0, 0.5, 2.0, 0, 0, "how fast the seat's bot plays"},
        {"dice", Type::IntList, json::array({6, 6}), 1, 20, 2, 2, "the seat's own dice"},
    });
    return schema;
}

}  // namespace

class SeatOptionsTest : public QObject {
    Q_OBJECT

  private slots:
    void eachOptionGetsTheControlOfItsTypeWithItsDescription() {
        dicebox::gui::SeatOptionsEditor editor(schema());
        auto* handicap = qobject_cast<QCheckBox*>(editor.editor("handicap"));
        QVERIFY(handicap != nullptr);
        QCOMPARE(handicap->text(), QStringLiteral("Handicap"));
        QCOMPARE(handicap->toolTip(), QStringLiteral("a new number is written without a cross"));
        QVERIFY(!handicap->isChecked());
        auto* head_start = qobject_cast<QSpinBox*>(editor.editor("head_start"));
        QVERIFY(head_start != nullptr);
        QCOMPARE(head_start->minimum(), 0);
        QCOMPARE(head_start->maximum(), 6);
        QCOMPARE(head_start->toolTip(), QStringLiteral("steps the pawn starts ahead"));
        // A number's name is the label standing for its box.
        const auto labels = editor.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [&](const QLabel* label) {
            return label->text() == QStringLiteral("Head start") && label->buddy() == head_start;
        }));
        auto* pace = qobject_cast<QDoubleSpinBox*>(editor.editor("pace"));
        QVERIFY(pace != nullptr);
        QCOMPARE(pace->value(), 1.0);
        QCOMPARE(pace->maximum(), 2.0);
        QVERIFY(editor.editor("dice") == nullptr);  // a list gets no control
        QVERIFY(editor.editor("speed") == nullptr);
    }

    void onlyTheValuesChangedAreTheSeatsOptions() {
        dicebox::gui::SeatOptionsEditor editor(schema());
        QVERIFY(editor.options() == json::object());
        qobject_cast<QCheckBox*>(editor.editor("handicap"))->setChecked(true);
        qobject_cast<QSpinBox*>(editor.editor("head_start"))->setValue(3);
        QVERIFY(editor.options() == (json{{"handicap", true}, {"head_start", 3}}));
        qobject_cast<QSpinBox*>(editor.editor("head_start"))->setValue(0);
        qobject_cast<QDoubleSpinBox*>(editor.editor("pace"))->setValue(1.5);
        QVERIFY(editor.options() == (json{{"handicap", true}, {"pace", 1.5}}));
        // What the seat gets, the module takes.
        QVERIFY(schema().problems(editor.options()).empty());
    }

    // The seat row of a real game: EXTRA!'s handicap from its plugin's schema, nothing for
    // Exxtra, whose seats take no option.
    void aSeatRowOffersTheOptionsOfItsGame() {
        dicebox::gui::SeatRow extra(testing_support::module("extra"), {}, QStringLiteral("Ann"),
                                    {});
        auto* handicap = qobject_cast<QCheckBox*>(extra.option_editor("handicap"));
        QVERIFY(handicap != nullptr);
        QVERIFY(extra.seat().options == json::object());
        handicap->setChecked(true);
        QVERIFY(extra.seat().options == (json{{"handicap", true}}));
        dicebox::gui::SeatRow exxtra(testing_support::module("exxtra"), {}, QStringLiteral("Ann"),
                                     {});
        QVERIFY(exxtra.option_editor("handicap") == nullptr);
        QVERIFY(exxtra.seat().options == json::object());
    }

    void eachKindOfBotTellsWhatItDoesAsItsTooltip() {
        const auto& module = testing_support::module("extra");
        dicebox::gui::SeatRow row(module, {}, QStringLiteral("Ann"), {});
        const int expert = row.kind_box()->findData(QStringLiteral("expert"));
        QVERIFY(expert > 0);
        const QString tooltip = row.kind_box()->itemData(expert, Qt::ToolTipRole).toString();
        QCOMPARE(tooltip, QString::fromStdString(module.bot_description("expert")));
        QVERIFY(tooltip.contains(QStringLiteral("as the planner does")));
        QVERIFY(row.kind_box()->itemData(0, Qt::ToolTipRole).isNull());  // a person
    }
};

QTEST_MAIN(SeatOptionsTest)
#include "seat_options_test.moc"
