#include "table_file.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <stdexcept>

namespace dicebox::extra {

namespace {

constexpr std::string_view kKind = "dicebox extra value table ";
// A line per this many entries: a retrained table changes the same lines, in place.
constexpr std::size_t kPerLine = 32;

// The lines of a file, numbered from 1 for the messages.
class Lines {
  public:
    Lines(std::string_view text, std::string_view source) : rest_(text), source_(source) {}

    bool done() const { return rest_.empty(); }
    int number() const { return number_; }

    // The next line; throws when there is none whole, the file being cut short.
    std::string_view next() {
        const std::size_t end = rest_.find('\n');
        if (end == std::string_view::npos)
            throw std::invalid_argument(fmt::format(
                "{} is cut short after line {}: it ends before its line 'end'", source_, number_));
        const std::string_view line = rest_.substr(0, end);
        rest_ = rest_.substr(end + 1);
        ++number_;
        return line;
    }

    // What the line just read says after `key` and a space; throws when it says another thing.
    std::string_view after(std::string_view line, std::string_view key) const {
        if (line.substr(0, key.size()) != key || line.size() <= key.size() ||
            line[key.size()] != ' ')
            throw error(fmt::format("'{} …' was expected, not '{}'", key, line));
        return line.substr(key.size() + 1);
    }

    std::invalid_argument error(std::string_view what) const {
        return std::invalid_argument(fmt::format("{}, line {}: {}", source_, number_, what));
    }

  private:
    std::string_view rest_;
    std::string_view source_;
    int number_ = 0;
};

// A whole number of type T spelt out in `text`, or nothing.
template <class T>
bool parse_number(std::string_view text, T& into) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), into);
    return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

int format_of(Lines& lines, std::string_view source) {
    const std::string_view first = lines.next();
    int format = 0;
    if (first.substr(0, kKind.size()) != kKind || !parse_number(first.substr(kKind.size()), format))
        throw std::invalid_argument(
            fmt::format("{} is not a value table of EXTRA!'s expert: it begins '{}', not '{}{}'",
                        source, first.substr(0, 60), kKind, kTableFormat));
    return format;
}

// One line of entries, "first: value value ...", into `learned`; `next` is the first
// entry a line may begin at, and becomes the first after this one.
void read_entries(const Lines& lines, std::string_view line, std::vector<std::int16_t>& learned,
                  std::size_t& next) {
    const std::size_t colon = line.find(": ");
    std::size_t first = 0;
    if (colon == std::string_view::npos || !parse_number(line.substr(0, colon), first))
        throw lines.error(fmt::format("'FIRST: VALUES' or 'end' was expected, not '{}'", line));
    if (first % kPerLine != 0 || first < next || first >= learned.size())
        throw lines.error(fmt::format(
            "a line begins at entry {}: each begins at a multiple of {} after the line before "
            "and below the {} entries",
            first, kPerLine, learned.size()));
    std::string_view values = line.substr(colon + 2);
    std::size_t entry = first;
    while (!values.empty()) {
        const std::size_t space = values.find(' ');
        const std::string_view value = values.substr(0, space);
        if (entry == first + kPerLine || entry == learned.size())
            throw lines.error(fmt::format("more than {} values, or beyond the {} entries", kPerLine,
                                          learned.size()));
        if (!parse_number(value, learned[entry]))
            throw lines.error(
                fmt::format("'{}' is not a value from -32768 to 32767 (tenths of a point)", value));
        ++entry;
        values = space == std::string_view::npos ? std::string_view() : values.substr(space + 1);
    }
    next = first + kPerLine;
}

}  // namespace

std::string write_table(const TableFile& table) {
    for (const std::string& line : {table.rules, table.command}) {
        if (line.find('\n') != std::string::npos)
            throw std::invalid_argument(
                fmt::format("a value table's header line '{}' holds a "
                            "line break",
                            line));
    }
    std::string out = fmt::format("{}{}\nrules {}\ncommand {}\nentries {}\n", kKind, kTableFormat,
                                  table.rules, table.command, table.learned.size());
    const auto& learned = table.learned;
    for (std::size_t first = 0; first < learned.size(); first += kPerLine) {
        std::size_t end = std::min(first + kPerLine, learned.size());
        while (end > first && learned[end - 1] == 0) --end;
        if (end == first) continue;
        out += fmt::format("{}: {}\n", first,
                           fmt::join(learned.begin() + static_cast<std::ptrdiff_t>(first),
                                     learned.begin() + static_cast<std::ptrdiff_t>(end), " "));
    }
    out += "end\n";
    return out;
}

TableFile read_table(std::string_view text, std::string_view source) {
    Lines lines(text, source);
    if (const int format = format_of(lines, source); format != kTableFormat)
        throw std::invalid_argument(fmt::format(
            "{} is a value table of format {}, and this expert reads format {}: train it again "
            "(plugins/extra/coach/README.md)",
            source, format, kTableFormat));
    TableFile table;
    table.rules = lines.after(lines.next(), "rules");
    table.command = lines.after(lines.next(), "command");
    std::size_t entries = 0;
    if (const auto count = lines.after(lines.next(), "entries");
        !parse_number(count, entries) || entries == 0)
        throw lines.error(fmt::format("'{}' is not a count of entries", count));
    table.learned.assign(entries, 0);
    std::size_t next = 0;
    for (std::string_view line = lines.next(); line != "end"; line = lines.next())
        read_entries(lines, line, table.learned, next);
    if (!lines.done()) throw lines.error("the table goes on after its 'end'");
    return table;
}

}  // namespace dicebox::extra
