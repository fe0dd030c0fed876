#include "history/figure_choices.hpp"

#include <QSignalBlocker>

namespace dicebox::gui {

void set_choices(QComboBox& box, const QList<Choice>& choices) {
    const QString current = box.currentData().toString();
    const QSignalBlocker quiet(box);
    box.clear();
    for (const auto& [text, value] : choices) box.addItem(text, value);
    const int kept = box.findData(current);
    box.setCurrentIndex(kept >= 0 ? kept : 0);
}

std::string chosen(const QComboBox& box) {
    return box.currentData().toString().toStdString();
}

QString game_name(const Catalog& catalog, const std::string& id) {
    const auto* module = catalog.plugins().find(id);
    return QString::fromStdString(module != nullptr ? module->info().name : id);
}

}  // namespace dicebox::gui
