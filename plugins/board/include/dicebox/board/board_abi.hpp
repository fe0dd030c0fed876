// The entry point of a board library (plugin_abi.hpp names the library of each game).
//
// Like a rules plugin, a board library exports one symbol; the host reads its
// abi_version, the plugin ABI's, before it touches anything else.
#pragma once

#include <QWidget>
#include <cstdint>

#include "dicebox/board/board_view.hpp"
#include "dicebox/plugin_abi.hpp"

#define DICEBOX_BOARD_ENTRY "dicebox_board"

extern "C" {

struct DiceboxBoard {
    std::uint32_t abi_version;  // DICEBOX_PLUGIN_ABI_VERSION, first
    const char* id;             // the game's id, as its rules plugin gives it
    dicebox::board::BoardView* (*make)(const dicebox::board::Table& table, QWidget* parent);
};

using DiceboxBoardEntry = const DiceboxBoard* (*)();
}

// Defines the entry point of a board library whose boards `make_fn` makes.
#define DICEBOX_DEFINE_BOARD(id, make_fn)                                                   \
    extern "C" __attribute__((visibility("default"))) const DiceboxBoard* dicebox_board() { \
        static const DiceboxBoard board{DICEBOX_PLUGIN_ABI_VERSION, id, make_fn};           \
        return &board;                                                                      \
    }
