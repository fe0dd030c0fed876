// The mark of each seat's pawn on the track, drawn by the terminal's view and by the board:
// the first letter of its player's name, as a capital; the seat's number instead where
// two names begin with the same letter (Ann and Alex, two bots of one kind), so that no
// two pawns look alike.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace dicebox::exxtra {

// The first letter of `name`, a capital when it is ASCII; "?" for no name.
inline std::string first_letter(const std::string& name) {
    if (name.empty()) return "?";
    const auto first = static_cast<unsigned char>(name[0]);
    if (first < 0x80) return std::string(1, static_cast<char>(std::toupper(first)));
    // A letter beyond ASCII: its whole UTF-8 sequence.
    std::size_t length = 1;
    while (length < name.size() && (static_cast<unsigned char>(name[length]) & 0xC0) == 0x80)
        ++length;
    return name.substr(0, length);
}

// By seat.
inline std::vector<std::string> pawn_marks(const std::vector<std::string>& names) {
    std::vector<std::string> marks;
    for (const auto& name : names) marks.push_back(first_letter(name));
    std::vector<std::string> shown = marks;
    for (std::size_t seat = 0; seat < marks.size(); ++seat) {
        if (std::count(marks.begin(), marks.end(), marks[seat]) > 1)
            shown[seat] = std::to_string(seat + 1);
    }
    return shown;
}

}  // namespace dicebox::exxtra
