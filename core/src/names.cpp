#include "dicebox/names.hpp"

#include <cstdint>
#include <optional>

namespace dicebox {
namespace {

// The next character of `text` from `at`, moving `at` past it; nothing for a byte that
// does not begin a well-formed UTF-8 sequence (overlong forms and surrogates included),
// `at` then moved past that byte alone.
std::optional<char32_t> next_character(std::string_view text, std::size_t& at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char first = byte(at);
    int length = 0;
    char32_t code = 0;
    if (first < 0x80) {
        ++at;
        return first;
    } else if (first >= 0xC2 && first <= 0xDF) {
        length = 2;
        code = first & 0x1F;
    } else if (first >= 0xE0 && first <= 0xEF) {
        length = 3;
        code = first & 0x0F;
    } else if (first >= 0xF0 && first <= 0xF4) {
        length = 4;
        code = first & 0x07;
    } else {
        ++at;
        return std::nullopt;
    }
    if (at + static_cast<std::size_t>(length) > text.size()) {
        ++at;
        return std::nullopt;
    }
    for (int i = 1; i < length; ++i) {
        const unsigned char next = byte(at + static_cast<std::size_t>(i));
        if ((next & 0xC0) != 0x80) {
            ++at;
            return std::nullopt;
        }
        code = (code << 6) | (next & 0x3F);
    }
    const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
        ++at;
        return std::nullopt;
    }
    at += static_cast<std::size_t>(length);
    return code;
}

bool control(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

// Marks that turn the direction of text (Unicode's bidirectional controls), and
// characters that show nothing or join others unseen.
bool unseen(char32_t c) {
    return c == 0x00AD || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 || c == 0x17B4 ||
           c == 0x17B5 || c == 0x180E || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0x3164 ||
           (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0 ||
           (c >= 0xFFF0 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE0FFF);
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

constexpr char32_t kReplacement = 0xFFFD;

}  // namespace

std::string name_refusal(std::string_view name) {
    if (name.empty()) return "a player needs a name";
    if (name.front() == ' ' || name.back() == ' ')
        return "a name does not begin or end with a space";
    std::size_t characters = 0;
    for (std::size_t at = 0; at < name.size(); ++characters) {
        const auto c = next_character(name, at);
        if (!c) return "a name is text in UTF-8";
        if (control(*c)) return "a name holds no control characters";
        if (unseen(*c))
            return "a name holds no character that shows nothing or turns the direction of text";
    }
    if (characters > kLongestName)
        return "a name is at most " + std::to_string(kLongestName) + " characters long";
    return {};
}

std::string printable(std::string_view text, bool lines) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto c = next_character(text, at);
        if (c && lines && *c == '\n') {
            out += '\n';
        } else {
            append_utf8(out, c && !control(*c) && !unseen(*c) ? *c : kReplacement);
        }
    }
    return out;
}

}  // namespace dicebox
