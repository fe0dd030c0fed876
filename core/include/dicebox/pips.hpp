// The pips of a die face, as the terminal and the app's boards both draw them.
#pragma once

#include <array>

namespace dicebox {

// Whether `face` shows a pip at `spot` of its 3×3 grid (0 to 8, row by row). Faces 1 to
// 6 are a printed die's; 7 to 9 fill the grid further the way dice of those faces do.
// Any other face has none.
constexpr bool has_pip(int face, int spot) {
    constexpr std::array<std::array<bool, 9>, 9> kPips{{
        {0, 0, 0, 0, 1, 0, 0, 0, 0},
        {1, 0, 0, 0, 0, 0, 0, 0, 1},
        {1, 0, 0, 0, 1, 0, 0, 0, 1},
        {1, 0, 1, 0, 0, 0, 1, 0, 1},
        {1, 0, 1, 0, 1, 0, 1, 0, 1},
        {1, 0, 1, 1, 0, 1, 1, 0, 1},
        {1, 0, 1, 1, 1, 1, 1, 0, 1},
        {1, 1, 1, 1, 0, 1, 1, 1, 1},
        {1, 1, 1, 1, 1, 1, 1, 1, 1},
    }};
    if (face < 1 || face > 9 || spot < 0 || spot > 8) return false;
    return kPips[static_cast<std::size_t>(face - 1)][static_cast<std::size_t>(spot)];
}

}  // namespace dicebox
