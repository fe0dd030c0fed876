// The entry point of EXTRA!'s board library.
#include "dicebox/board/board_abi.hpp"
#include "extra_board.hpp"

namespace {

dicebox::board::BoardView* make_board(const dicebox::board::Table& table, QWidget* parent) {
    return new dicebox::extra_board::ExtraBoard(table, parent);
}

}  // namespace

DICEBOX_DEFINE_BOARD("extra", make_board)
