#include "roll.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <span>

namespace dicebox::extra {

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
        while (end < text.size() && text[end] != ' ' && text[end] != ',' && text[end] != '\t')
            ++end;
        const std::string_view token = text.substr(pos, end - pos);
        int face = 0;
        const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), face);
        if (ec != std::errc() || ptr != token.data() + token.size() || face < 1 || face > kFaces) {
            return R::failure(
                fmt::format("'{}' is not a die face; faces are 1 to {}", token, kFaces));
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

namespace {

// Every split of `roll`, worked out die by die.
void find_splits(const Roll& roll, std::vector<Choice>& splits) {
    splits.clear();
    std::array<std::uint8_t, kMaxDice> dice{};
    int n = 0;
    for (int face = 1; face <= kFaces; ++face) {
        for (int i = 0; i < roll.count[face]; ++i) dice[n++] = static_cast<std::uint8_t>(face);
    }
    // The 5th die, then any four of the rest as two pairs (all three pairings); with
    // more than five dice the others are set aside. Each face is the 5th die once, so a
    // split can only repeat one found with the same 5th die: the search for a repeat
    // looks back no further than those.
    for (int f = 0; f < n; ++f) {
        if (f > 0 && dice[f] == dice[f - 1]) continue;
        const auto same_fifth = static_cast<std::ptrdiff_t>(splits.size());
        auto add = [&](std::uint8_t w, std::uint8_t x, std::uint8_t y, std::uint8_t z) {
            Choice ch{w, x, y, z, dice[f], Fifth::Cross, 0};
            ch.normalise();
            if (std::none_of(splits.begin() + same_fifth, splits.end(), [&](const Choice& s) {
                    return s.a == ch.a && s.b == ch.b && s.c == ch.c && s.d == ch.d;
                })) {
                splits.push_back(ch);
            }
        };
        std::array<std::uint8_t, kMaxDice> rest{};
        int m = 0;
        for (int i = 0; i < n; ++i) {
            if (i != f) rest[m++] = dice[i];
        }
        for (int i = 0; i < m; ++i)
            for (int j = i + 1; j < m; ++j)
                for (int k = j + 1; k < m; ++k)
                    for (int l = k + 1; l < m; ++l) {
                        add(rest[i], rest[j], rest[k], rest[l]);
                        add(rest[i], rest[k], rest[j], rest[l]);
                        add(rest[i], rest[l], rest[j], rest[k]);
                    }
    }
}

// The splits of every roll of `dice` dice, found once: every round asks for them, and
// they depend on the roll alone.
class SplitTable {
  public:
    explicit SplitTable(int dice) : dice_(dice) {
        std::size_t indices = 1;
        for (int face = 1; face < kFaces; ++face) indices *= static_cast<std::size_t>(dice + 1);
        entry_of_.resize(indices);
        Roll roll;
        std::vector<Choice> splits;
        add_rolls(roll, 1, dice, splits);
    }

    std::span<const dicebox::Action> of(const Roll& roll) const {
        const Entry& entry = rolls_[entry_of_[index_of(roll)]];
        return {all_.data() + entry.first, entry.count};
    }

  private:
    struct Entry {
        std::size_t first;
        std::size_t count;
    };

    // Every roll of `left` more dice showing `face` or higher.
    void add_rolls(Roll& roll, int face, int left, std::vector<Choice>& splits) {
        if (face == kFaces) {
            roll.count[face] = static_cast<std::uint8_t>(left);
            find_splits(roll, splits);
            entry_of_[index_of(roll)] = static_cast<std::uint16_t>(rolls_.size());
            rolls_.push_back({all_.size(), splits.size()});
            for (const Choice& split : splits) all_.push_back(split.encode());
            return;
        }
        for (int n = 0; n <= left; ++n) {
            roll.count[face] = static_cast<std::uint8_t>(n);
            add_rolls(roll, face + 1, left - n, splits);
        }
        roll.count[face] = 0;
    }

    // A roll's place in entry_of_: its counts of faces 1 to 5 as the digits of a number
    // in base dice + 1 (the count of sixes follows from them).
    std::size_t index_of(const Roll& roll) const {
        std::size_t index = 0;
        for (int face = kFaces - 1; face >= 1; --face) {
            index = index * static_cast<std::size_t>(dice_ + 1) + roll.count[face];
        }
        return index;
    }

    int dice_;
    std::vector<std::uint16_t> entry_of_;
    std::vector<Entry> rolls_;
    std::vector<dicebox::Action> all_;
};

}  // namespace

std::span<const dicebox::Action> splits_of(const Roll& roll) {
    static_assert(kMinDice == 5 && kMaxDice == 7, "one table for each number of dice");
    static const std::array<SplitTable, 3> tables{SplitTable(5), SplitTable(6), SplitTable(7)};
    return tables[static_cast<std::size_t>(roll.dice() - kMinDice)].of(roll);
}

}  // namespace dicebox::extra
