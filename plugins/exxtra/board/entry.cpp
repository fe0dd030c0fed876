// The board library's one exported symbol (board_abi.hpp).
#include "dicebox/board/board_abi.hpp"
#include "exxtra_board.hpp"

namespace {

dicebox::board::BoardView* make_board(const dicebox::board::Table& table, QWidget* parent) {
    return new dicebox::exxtra_board::ExxtraBoard(table, parent);
}

}  // namespace

DICEBOX_DEFINE_BOARD("exxtra", make_board)
