#include "choice.hpp"

#include <fmt/format.h>

#include <utility>

#include "rules.hpp"

namespace dicebox::extra {

void Choice::normalise() {
    if (a > b) std::swap(a, b);
    if (c > d) std::swap(c, d);
    if (a + b > c + d || (a + b == c + d && a > c)) {
        std::swap(a, c);
        std::swap(b, d);
    }
}

bool Choice::well_formed(dicebox::Action code) {
    if (!entry_well_formed(code)) return false;
    const Choice ch = decode(code);
    for (int die : {ch.a, ch.b, ch.c, ch.d, ch.fifth}) {
        if (die < 1 || die > kFaces) return false;
    }
    // In the order normalise() gives: then it would change nothing.
    const int first = ch.a + ch.b;
    const int second = ch.c + ch.d;
    return ch.a <= ch.b && ch.c <= ch.d && (first < second || (first == second && ch.a <= ch.c));
}

bool Choice::entry_well_formed(dicebox::Action code) {
    if (code >> 20 != 0) return false;
    const auto kind = static_cast<Fifth>(code >> 15 & 3);
    const auto column = code >> 17 & 7;
    if (kind == Fifth::NewNumber) return column < kMaxColumns;
    return (kind == Fifth::Cross || kind == Fifth::Drop) && column == 0;
}

std::string format_choice(const Choice& ch) {
    std::string fifth;
    switch (ch.kind) {
        case Fifth::Cross:
            fifth = fmt::format("x{}", ch.fifth);
            break;
        case Fifth::NewNumber:
            fifth = fmt::format("x{}@{}", ch.fifth, ch.column + 1);
            break;
        case Fifth::Drop:
            fifth = fmt::format("-{}", ch.fifth);
            break;
    }
    return fmt::format("{}+{} {}+{} {}", ch.a, ch.b, ch.c, ch.d, fifth);
}

namespace {

// A small cursor over the notation; whitespace between tokens is free.
struct Reader {
    std::string_view text;
    std::size_t pos = 0;

    void skip_space() {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
    }
    bool take(char ch) {
        skip_space();
        if (pos < text.size() && text[pos] == ch) {
            ++pos;
            return true;
        }
        return false;
    }
    int digit() {
        skip_space();
        if (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') return text[pos++] - '0';
        return -1;
    }
    bool at_end() {
        skip_space();
        return pos == text.size();
    }
};

constexpr const char* kForm =
    "write two pairs and the 5th die, like '2+2 1+5 x3' (x3@1 for a new EXTRA number in "
    "column 1, -3 to drop it on a free ride)";

}  // namespace

dicebox::Result<Choice> parse_choice(std::string_view text) {
    using R = dicebox::Result<Choice>;
    Reader in{text};
    Choice ch;
    int dice[5] = {};
    for (int pair = 0; pair < 2; ++pair) {
        dice[2 * pair] = in.digit();
        if (dice[2 * pair] < 0 || !in.take('+')) return R::failure(kForm);
        dice[2 * pair + 1] = in.digit();
        if (dice[2 * pair + 1] < 0) return R::failure(kForm);
    }
    if (in.take('x') || in.take('X')) {
        ch.kind = Fifth::Cross;
    } else if (in.take('-')) {
        ch.kind = Fifth::Drop;
    } else {
        return R::failure(kForm);
    }
    dice[4] = in.digit();
    if (dice[4] < 0) return R::failure(kForm);
    if (ch.kind == Fifth::Cross && in.take('@')) {
        const int column = in.digit();
        if (column < 1 || column > kMaxColumns) {
            return R::failure("after '@' comes the number of an EXTRA column, like x3@1");
        }
        ch.kind = Fifth::NewNumber;
        ch.column = static_cast<std::uint8_t>(column - 1);
    }
    if (!in.at_end()) return R::failure(kForm);
    for (int die : dice) {
        if (die < 1 || die > kFaces) {
            return R::failure(fmt::format("{} is not a die face; faces are 1 to {}", die, kFaces));
        }
    }
    ch.a = static_cast<std::uint8_t>(dice[0]);
    ch.b = static_cast<std::uint8_t>(dice[1]);
    ch.c = static_cast<std::uint8_t>(dice[2]);
    ch.d = static_cast<std::uint8_t>(dice[3]);
    ch.fifth = static_cast<std::uint8_t>(dice[4]);
    ch.normalise();
    return ch;
}

}  // namespace dicebox::extra
