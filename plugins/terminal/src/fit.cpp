#include "dicebox/terminal/fit.hpp"

#include <algorithm>

namespace dicebox::terminal {
namespace {

// The code point starting at `text[at]` and its length in bytes. Broken UTF-8 counts a
// byte at a time, as terminals show it.
std::pair<char32_t, std::size_t> code_point(std::string_view text, std::size_t at) {
    const auto lead = static_cast<unsigned char>(text[at]);
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    if (lead < 0xC0 || at + length > text.size()) return {lead, 1};
    char32_t value = lead & (0x3F >> (length - 1));
    for (std::size_t i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(text[at + i]);
        if ((next & 0xC0) != 0x80) return {lead, 1};
        value = (value << 6) | (next & 0x3F);
    }
    return {value, length};
}

// Hangul, CJK, full-width forms and emoji take two columns (Unicode's East Asian Wide
// and Fullwidth ranges, in outline).
std::size_t columns_of_character(char32_t c) {
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                      (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                      (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                      (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
                      (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
    return wide ? 2 : 1;
}

std::string_view without_leading_spaces(std::string_view text) {
    const auto start = text.find_first_not_of(' ');
    return start == std::string_view::npos ? std::string_view() : text.substr(start);
}

// Whether a break at the space at `at` ends a clause: after a comma, semicolon or colon,
// or before a " · ".
bool ends_clause(std::string_view line, std::size_t at) {
    const bool after =
        at > 0 && (line[at - 1] == ',' || line[at - 1] == ';' || line[at - 1] == ':');
    return after || line.substr(at + 1).starts_with("·");
}

// Where to cut `line` so that its first part takes at most `room` columns: at its last
// space that leaves a fitting part, preferably one that ends a clause in the second half
// of the room; without such a space, after the last '/' that fits (a file's path goes on
// at its next folder), or else at the last character that fits. Spaces of the indent do
// not count, nor those before column `gainless`: what follows them would go on no
// further left than it stands.
std::size_t cut_of(std::string_view line, std::size_t room, std::size_t gainless) {
    std::size_t column = 0;
    std::size_t last_fitting = 0;
    std::size_t last_space = 0;
    std::size_t last_clause = 0;
    std::size_t after_last_slash = 0;
    bool in_text = false;
    for (std::size_t at = 0; at < line.size();) {
        const auto [c, length] = code_point(line, at);
        if (c == ' ' && in_text && column >= gainless) {
            last_space = at;
            if (column >= room / 2 && ends_clause(line, at)) last_clause = at;
        }
        if (c != ' ') in_text = true;
        column += columns_of_character(c);
        if (column > room) break;
        at += length;
        last_fitting = at;
        if (c == '/') after_last_slash = at;
    }
    if (last_clause > 0) return last_clause;
    if (last_space > 0) return last_space;
    if (after_last_slash > 0) return after_last_slash;
    return std::max<std::size_t>(last_fitting, 1);
}

std::string fitted_line(std::string_view line, std::size_t hanging, std::size_t width) {
    if (columns_of(line) <= width) return std::string(line);
    std::size_t indent = hanging;
    if (indent == kOwnIndent) indent = line.size() - without_leading_spaces(line).size() + 2;
    // Room for words on every continuation, however deep the indent.
    indent = std::min(indent, width / 2);
    const std::string margin(indent, ' ');
    std::string out;
    std::string_view rest = line;
    std::size_t room = width;
    std::size_t gainless = indent;
    while (columns_of(rest) > room) {
        const std::size_t cut = cut_of(rest, room, gainless);
        std::string_view part = rest.substr(0, cut);
        part = part.substr(0, part.find_last_not_of(' ') + 1);
        out += std::string(part) + "\n" + margin;
        rest = without_leading_spaces(rest.substr(cut));
        room = width - indent;
        gainless = 0;
    }
    return out + std::string(rest);
}

}  // namespace

std::size_t columns_of(std::string_view text) {
    std::size_t columns = 0;
    for (std::size_t at = 0; at < text.size();) {
        const auto [c, length] = code_point(text, at);
        columns += columns_of_character(c);
        at += length;
    }
    return columns;
}

std::string fitted(std::string_view text, std::size_t hanging, std::size_t width) {
    std::string out;
    std::size_t start = 0;
    while (true) {
        const auto end = text.find('\n', start);
        out += fitted_line(text.substr(start, end - start), hanging, width);
        if (end == std::string_view::npos) return out;
        out += '\n';
        start = end + 1;
    }
}

}  // namespace dicebox::terminal
