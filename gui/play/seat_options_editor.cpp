#include "play/seat_options_editor.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace dicebox::gui {
namespace {

using Type = dicebox::ParamSpec::Type;

// "handicap" -> "Handicap", "extra_rolls" -> "Extra rolls".
QString label_of(const std::string& name) {
    QString label = QString::fromStdString(name).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!label.isEmpty()) label[0] = label[0].toUpper();
    return label;
}

QWidget* control_of(const dicebox::ParamSpec& spec, QWidget* parent) {
    switch (spec.type) {
        case Type::Bool: {
            auto* box = new QCheckBox(label_of(spec.name), parent);
            box->setChecked(spec.default_value.get<bool>());
            return box;
        }
        case Type::Int: {
            auto* box = new QSpinBox(parent);
            box->setRange(static_cast<int>(spec.min), static_cast<int>(spec.max));
            box->setValue(spec.default_value.get<int>());
            return box;
        }
        case Type::Real: {
            auto* box = new QDoubleSpinBox(parent);
            box->setRange(spec.min, spec.max);
            box->setValue(spec.default_value.get<double>());
            return box;
        }
        case Type::IntList:
            return nullptr;
    }
    return nullptr;
}

nlohmann::json value_of(const dicebox::ParamSpec& spec, const QWidget* widget) {
    switch (spec.type) {
        case Type::Bool:
            return static_cast<const QCheckBox*>(widget)->isChecked();
        case Type::Int:
            return static_cast<const QSpinBox*>(widget)->value();
        case Type::Real:
            return static_cast<const QDoubleSpinBox*>(widget)->value();
        case Type::IntList:
            break;
    }
    return spec.default_value;
}

}  // namespace

SeatOptionsEditor::SeatOptionsEditor(const dicebox::ParamSchema& schema, QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const auto& spec : schema.specs()) {
        QWidget* widget = control_of(spec, this);
        if (widget == nullptr) continue;
        const QString description = QString::fromStdString(spec.description);
        widget->setObjectName(
            QStringLiteral("seatOption_%1").arg(QString::fromStdString(spec.name)));
        widget->setToolTip(description);
        widget->setAccessibleName(label_of(spec.name));
        widget->setAccessibleDescription(description);
        if (spec.type != Type::Bool) {
            // A number's name stands before its box, as a check box carries its own.
            auto* label = new QLabel(label_of(spec.name), this);
            label->setBuddy(widget);
            label->setToolTip(description);
            layout->addWidget(label);
        }
        layout->addWidget(widget);
        controls_.push_back({&spec, widget});
    }
    if (controls_.empty()) hide();
}

nlohmann::json SeatOptionsEditor::options() const {
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [spec, widget] : controls_) {
        nlohmann::json value = value_of(*spec, widget);
        if (value != spec->default_value) options[spec->name] = std::move(value);
    }
    return options;
}

QWidget* SeatOptionsEditor::editor(const std::string& name) const {
    for (const auto& [spec, widget] : controls_) {
        if (spec->name == name) return widget;
    }
    return nullptr;
}

}  // namespace dicebox::gui
