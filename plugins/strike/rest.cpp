#include "rest.hpp"

#include <fmt/format.h>

#include <cctype>
#include <vector>

namespace dicebox::strike {

namespace {

constexpr int kBits = 5;
constexpr dicebox::Outcome kMask = (1u << kBits) - 1;
constexpr int kXShift = kBits * (kFaces - 1);
constexpr int kOutShift = kXShift + kBits;
constexpr int kStartShift = kOutShift + kBits;

}  // namespace

dicebox::Outcome Rest::encode() const {
    dicebox::Outcome code = 0;
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        code |= dicebox::Outcome(arena[face]) << (kBits * (face - kLowestNumber));
    }
    return code | dicebox::Outcome(x) << kXShift | dicebox::Outcome(out) << kOutShift |
           dicebox::Outcome(starting_die) << kStartShift;
}

Rest Rest::decode(dicebox::Outcome code) {
    Rest rest;
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        rest.arena[face] = static_cast<int>(code >> (kBits * (face - kLowestNumber)) & kMask);
    }
    rest.x = static_cast<int>(code >> kXShift & kMask);
    rest.out = static_cast<int>(code >> kOutShift & kMask);
    rest.starting_die = (code >> kStartShift & 1) != 0;
    return rest;
}

std::string format_rest(const Rest& rest) {
    std::string text = "arena";
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        for (int i = 0; i < rest.arena[face]; ++i) text += fmt::format(" {}", face);
    }
    if (rest.starting_die) return text;
    return text + fmt::format(" | x {} | out {}", rest.x, rest.out);
}

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[pos]))) {
            ++pos;
            continue;
        }
        std::size_t end = pos;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
        out.push_back(text.substr(pos, end - pos));
        pos = end;
    }
    return out;
}

// A count of dice after "x" or "out".
bool read_count(std::string_view part, std::string_view name, int& count) {
    const auto w = words(part);
    if (w.size() != 2 || w[0] != name) return false;
    count = 0;
    for (const char ch : w[1]) {
        if (ch < '0' || ch > '9') return false;
        count = count * 10 + (ch - '0');
        if (count > kMaxDice) return false;
    }
    return !w[1].empty();
}

}  // namespace

dicebox::Result<Rest> parse_rest(std::string_view text) {
    using R = dicebox::Result<Rest>;
    const char* form =
        "write the dice at rest as 'arena 3 3 5 5 6 | x 1 | out 0', or the starting die as "
        "'arena 4'";
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const auto bar = text.find('|', start);
        parts.push_back(text.substr(start, bar == std::string_view::npos ? bar : bar - start));
        if (bar == std::string_view::npos) break;
        start = bar + 1;
    }
    if (parts.size() != 1 && parts.size() != 3) return R::failure(form);
    Rest rest;
    const auto arena = words(parts[0]);
    if (arena.empty() || arena[0] != "arena") return R::failure(form);
    for (std::size_t i = 1; i < arena.size(); ++i) {
        const auto face = arena[i];
        if (face.size() != 1 || face[0] < '0' + kLowestNumber || face[0] > '0' + kFaces) {
            return R::failure(fmt::format(
                "'{}' is not a number face; the arena lists faces 2 to 6 (dice showing X are "
                "counted after 'x')",
                face));
        }
        if (++rest.arena[face[0] - '0'] > kMaxDice) return R::failure("more dice than the box has");
    }
    if (parts.size() == 1) {
        rest.starting_die = true;
        return rest;
    }
    if (!read_count(parts[1], "x", rest.x) || !read_count(parts[2], "out", rest.out)) {
        return R::failure(form);
    }
    return rest;
}

}  // namespace dicebox::strike
