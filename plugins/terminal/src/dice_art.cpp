#include "dicebox/terminal/dice_art.hpp"

#include <array>

#include "dicebox/pips.hpp"

namespace dicebox::terminal {
namespace {

// The inside of a face's line 1..3, seven columns wide.
std::string face_line(int face, int row) {
    if (face == kXFace) {
        static constexpr std::array<const char*, 3> cross = {" ╲   ╱ ", "   ╳   ", " ╱   ╲ "};
        return cross[row];
    }
    std::string out;
    for (int col = 0; col < 3; ++col) out += has_pip(face, row * 3 + col) ? " ●" : "  ";
    return out + " ";
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
                out += "│" + face_line(faces[i], line - 1) + "│";
            }
        }
        out += '\n';
    }
    return out;
}

}  // namespace dicebox::terminal
