// The plugin ABI: the one symbol a game plugin exports.
//
// The host resolves `dicebox_plugin`, calls it, and reads `abi_version` before it
// touches any other field: a plugin built against another ABI is refused without its
// C++ objects ever being used, and `kit_version` says which kit it was built with, so
// that the refusal can name it. These two fields stay first in every version to come.
// Host and plugins are built by the same compiler (Debian's g++) from the same headers,
// those of this source tree or of the installed kit; a change to any class behind these
// pointers raises the ABI version. What the game is (its id, name, version) is the
// module's info(), the one place it is written.
//
// The game's board view for the desktop app is a library of its own beside the rules,
// named here: the rules stay free of Qt, so the command line, the tests and the
// benchmarks never load it (plugins/board/ describes the board's entry point).
#pragma once

#include <cstdint>

#include "dicebox/version.hpp"

namespace dicebox {
class GameModule;
}

#define DICEBOX_PLUGIN_ABI_VERSION 11u
#define DICEBOX_PLUGIN_ENTRY "dicebox_plugin"

extern "C" {

struct DiceboxPlugin {
    std::uint32_t abi_version;  // first, so that it can be read whatever follows
    const char* kit_version;    // DICEBOX_VERSION of the kit it was built with (ABI 7 on)
    const dicebox::GameModule* (*rules)();
    // The board view's library, relative to this plugin's folder
    // ("boards/dicebox-extra-board.so"), or nullptr for a game without one.
    const char* board;
};

using DiceboxPluginEntry = const DiceboxPlugin* (*)();
}

// The board's file name comes from the build, which names the library it builds
// (dicebox_add_board in plugins/board/CMakeLists.txt); a game built without a board (or
// without the desktop app, DICEBOX_GUI=OFF) names none.
#ifdef DICEBOX_BOARD_FILE
#define DICEBOX_PLUGIN_BOARD DICEBOX_BOARD_FILE
#else
#define DICEBOX_PLUGIN_BOARD nullptr
#endif

// Defines the entry point of a plugin whose module is returned by `module_fn`.
#define DICEBOX_DEFINE_PLUGIN(module_fn)                                                          \
    extern "C" __attribute__((visibility("default"))) const DiceboxPlugin* dicebox_plugin() {     \
        static const DiceboxPlugin plugin{DICEBOX_PLUGIN_ABI_VERSION, DICEBOX_VERSION, module_fn, \
                                          DICEBOX_PLUGIN_BOARD};                                  \
        return &plugin;                                                                           \
    }
