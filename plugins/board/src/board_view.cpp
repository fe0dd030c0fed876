#include "dicebox/board/board_view.hpp"

namespace dicebox::board {

BoardView::BoardView(Table table, QWidget* parent) : QWidget(parent), table_(std::move(table)) {
    for (const QString& name : table_.names) names_.push_back(name.toStdString());
}

QString BoardView::told_sentence(const nlohmann::json& before, const nlohmann::json& after,
                                 const Told& event) const {
    if (table_.rules == nullptr) return {};
    return QString::fromStdString(
        table_.rules->sentence({before, after, event, names_, table_.language}));
}

QString BoardView::written(const Told& event) const {
    return QString::fromStdString(event.notation);
}

}  // namespace dicebox::board
