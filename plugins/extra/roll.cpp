#include "roll.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace extra {

std::string format_roll(const Roll& roll) {
    std::string text;
    for (int face = 1; face <= kFaces; ++face) {
        for (int i = 0; i < roll.count[face]; ++i) {
            if (!text.empty()) text += ' ';
            text += static_cast<char>('0' + face);
        }
    }
    return text;
}

dicebox::Result<Roll> parse_roll(std::string_view text, int dice) {
    using R = dicebox::Result<Roll>;
    Roll roll;
    int seen = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (text[pos] == ' ' || text[pos] == ',' || text[pos] == '\t') {
            ++pos;
            continue;
        }
        std::size_t end = pos;
        while (end < text.size() && text[end] != ' ' && text[end] != ',' && text[end] != '\t') ++end;
        const std::string_view token = text.substr(pos, end - pos);
        int face = 0;
        const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), face);
        if (ec != std::errc() || ptr != token.data() + token.size() || face < 1 || face > kFaces) {
            return R::failure(fmt::format("'{}' is not a die face; faces are 1 to {}", token, kFaces));
        }
        if (++seen > kMaxDice) break;
        ++roll.count[face];
        pos = end;
    }
    if (seen != dice) {
        return R::failure(fmt::format("a roll is {} dice, like '1 2 2 3 5', not {}", dice, seen));
    }
    return roll;
}

void splits_of(const Roll& roll, std::vector<Choice>& splits) {
    splits.clear();
    std::array<std::uint8_t, kMaxDice> dice{};
    int n = 0;
    for (int face = 1; face <= kFaces; ++face) {
        for (int i = 0; i < roll.count[face]; ++i) dice[n++] = static_cast<std::uint8_t>(face);
    }
    auto add = [&](std::uint8_t w, std::uint8_t x, std::uint8_t y, std::uint8_t z, std::uint8_t e) {
        Choice ch{w, x, y, z, e, Fifth::Cross, 0};
        ch.normalise();
        const auto code = ch.encode();
        if (std::none_of(splits.begin(), splits.end(),
                         [&](const Choice& s) { return s.encode() == code; })) {
            splits.push_back(ch);
        }
    };
    // The 5th die, then any four of the rest as two pairs (all three pairings); with
    // more than five dice the others are set aside.
    for (int f = 0; f < n; ++f) {
        if (f > 0 && dice[f] == dice[f - 1]) continue;
        std::array<std::uint8_t, kMaxDice> rest{};
        int m = 0;
        for (int i = 0; i < n; ++i) {
            if (i != f) rest[m++] = dice[i];
        }
        for (int i = 0; i < m; ++i)
            for (int j = i + 1; j < m; ++j)
                for (int k = j + 1; k < m; ++k)
                    for (int l = k + 1; l < m; ++l) {
                        add(rest[i], rest[j], rest[k], rest[l], dice[f]);
                        add(rest[i], rest[k], rest[j], rest[l], dice[f]);
                        add(rest[i], rest[l], rest[j], rest[k], dice[f]);
                    }
    }
}

}  // namespace extra
