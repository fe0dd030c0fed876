#include "dicebox/board/board_view.hpp"

namespace dicebox::board {

BoardView::BoardView(Table table, QWidget* parent) : QWidget(parent), table_(std::move(table)) {}

}  // namespace dicebox::board
