// The choices the records and the charts offer: combo boxes refilled with what the
// history holds, and games called by the names their plugins give them.
#pragma once

#include <QComboBox>
#include <QList>
#include <QString>
#include <string>
#include <utility>

#include "window/catalog.hpp"

namespace dicebox::gui {

// A choice's text and the value it stands for ("" for "every").
using Choice = std::pair<QString, QString>;

// Refills `box` without emitting its signals, keeping the current value when it is
// still offered (else the first choice).
void set_choices(QComboBox& box, const QList<Choice>& choices);

// The value of the current choice.
std::string chosen(const QComboBox& box);

// "EXTRA!" for "extra"; the id itself for a game whose plugin is not loaded.
QString game_name(const Catalog& catalog, const std::string& id);

}  // namespace dicebox::gui
