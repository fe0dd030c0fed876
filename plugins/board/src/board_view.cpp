#include "dicebox/board/board_view.hpp"

namespace dicebox::board {

BoardView::BoardView(Table table, QWidget* parent) : QWidget(parent), table_(std::move(table)) {}

QString BoardView::written(const Told& event) const {
    return QString::fromStdString(event.notation);
}

}  // namespace dicebox::board
