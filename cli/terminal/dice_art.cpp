#include "terminal/dice_art.hpp"

#include <array>

namespace cli {
namespace {

// Whether a face shows a pip at this place of its 3×3 grid.
bool pip(int face, int row, int col) {
    static constexpr std::array<std::array<int, 9>, 7> grid = {{
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 1, 0, 0, 0, 0},
        {1, 0, 0, 0, 0, 0, 0, 0, 1},
        {1, 0, 0, 0, 1, 0, 0, 0, 1},
        {1, 0, 1, 0, 0, 0, 1, 0, 1},
        {1, 0, 1, 0, 1, 0, 1, 0, 1},
        {1, 0, 1, 1, 0, 1, 1, 0, 1},
    }};
    return grid[face][row * 3 + col] != 0;
}

}  // namespace

std::string draw_dice(const std::vector<int>& faces) {
    std::string out;
    for (int line = 0; line < 5; ++line) {
        for (std::size_t i = 0; i < faces.size(); ++i) {
            if (i > 0) out += "  ";
            if (line == 0) {
                out += "╭───────╮";
            } else if (line == 4) {
                out += "╰───────╯";
            } else {
                out += "│";
                for (int col = 0; col < 3; ++col) {
                    out += pip(faces[i], line - 1, col) ? " ●" : "  ";
                }
                out += " │";
            }
        }
        out += '\n';
    }
    return out;
}

}  // namespace cli
