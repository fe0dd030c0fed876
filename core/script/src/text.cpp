// UTF-8 checks for the text that leaves a script.
#include "text.hpp"

namespace dicebox::script {
namespace {

// The lead bytes of multi-byte sequences: bits that tell the length, the length, and
// the least code point that needs that many bytes (shorter forms are invalid).
struct Lead {
    unsigned char mask;
    unsigned char bits;
    std::size_t length;
    char32_t least;
};
constexpr Lead kLeads[] = {{0xE0, 0xC0, 2, 0x80}, {0xF0, 0xE0, 3, 0x800}, {0xF8, 0xF0, 4, 0x10000}};

// The length of the valid UTF-8 sequence at the start of `text`, or 0.
std::size_t sequence_length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    if (byte(0) < 0x80) return 1;
    for (const Lead& lead : kLeads) {
        if ((byte(0) & lead.mask) != lead.bits) continue;
        if (text.size() < lead.length) return 0;
        char32_t code = byte(0) & static_cast<unsigned char>(~lead.mask);
        for (std::size_t i = 1; i < lead.length; ++i) {
            if ((byte(i) & 0xC0) != 0x80) return 0;
            code = (code << 6) | (byte(i) & 0x3Fu);
        }
        const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
        return code < lead.least || code > 0x10FFFF || surrogate ? 0 : lead.length;
    }
    return 0;
}

}  // namespace

bool valid_utf8(std::string_view text) {
    while (!text.empty()) {
        const std::size_t length = sequence_length(text);
        if (length == 0) return false;
        text.remove_prefix(length);
    }
    return true;
}

std::string printable(std::string_view text, std::size_t max_bytes) {
    std::string out;
    while (!text.empty()) {
        if (out.size() >= max_bytes) return out + "…";
        const std::size_t length = sequence_length(text);
        if (length == 0) {
            out += "\uFFFD";
            text.remove_prefix(1);
        } else {
            out.append(text.substr(0, length));
            text.remove_prefix(length);
        }
    }
    return out;
}

}  // namespace dicebox::script
