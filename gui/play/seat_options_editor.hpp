// A seat's options in the new game dialog, built from the schema the game's module
// declares (GameModule::seat_options()), so that a game's options need no code here: a
// check box for a flag, a spin box for a whole number or a number, each with its
// option's description as its tool tip.
#pragma once

#include <QWidget>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/params.hpp"

namespace dicebox::gui {

class SeatOptionsEditor : public QWidget {
  public:
    // A list option gets no control, as no game's seats take one yet: it keeps its
    // default.
    explicit SeatOptionsEditor(const dicebox::ParamSchema& schema, QWidget* parent = nullptr);

    // The options set to other than their defaults: {} for a seat left as it was.
    nlohmann::json options() const;
    // The control of the option of that name (a QCheckBox, QSpinBox or QDoubleSpinBox),
    // or nullptr when the schema has no such option.
    QWidget* editor(const std::string& name) const;

  private:
    struct Control {
        const dicebox::ParamSpec* spec;
        QWidget* widget;
    };
    std::vector<Control> controls_;
};

}  // namespace dicebox::gui
