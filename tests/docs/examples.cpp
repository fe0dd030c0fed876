#include "examples.hpp"

#include <fmt/format.h>

namespace docs {
namespace {

constexpr std::string_view kMarker = "<!-- checked example -->";
constexpr std::string_view kLeftOut = "…";

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        lines.emplace_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::string without_trailing_blanks(std::string line) {
    line.erase(line.find_last_not_of(' ') + 1);
    return line;
}

// Whether an output line is the line shown: the same, or, for a shown line ending in "…",
// beginning as it does.
bool shows(const std::string& shown, const std::string& line) {
    if (shown.size() > kLeftOut.size() && shown.ends_with(kLeftOut)) {
        return line.starts_with(
            without_trailing_blanks(shown.substr(0, shown.size() - kLeftOut.size())));
    }
    return without_trailing_blanks(shown) == without_trailing_blanks(line);
}

}  // namespace

std::vector<Example> examples(std::string_view markdown) {
    const auto lines = lines_of(markdown);
    std::vector<Example> found;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i] != kMarker || !lines[i + 1].starts_with("```")) continue;
        Example example;
        example.line = static_cast<int>(i) + 2;
        for (i += 2; i < lines.size() && !lines[i].starts_with("```"); ++i) {
            if (lines[i].starts_with("$ ")) {
                example.commands.push_back(lines[i].substr(2));
            } else {
                example.shown.push_back(lines[i]);
            }
        }
        found.push_back(std::move(example));
    }
    return found;
}

std::string difference(const std::vector<std::string>& shown, std::string_view output) {
    const auto lines = lines_of(output);
    std::size_t at = 0;  // the next output line
    bool skipping = false;
    for (const auto& line : shown) {
        if (line == kLeftOut) {
            skipping = true;
            continue;
        }
        std::size_t found = at;
        while (skipping && found < lines.size() && !shows(line, lines[found])) ++found;
        if (found >= lines.size() || !shows(line, lines[found])) {
            if (skipping) {
                return fmt::format("shown: \"{}\"\nnot printed after: \"{}\"", line,
                                   at > 0 ? lines[at - 1] : "(the start)");
            }
            return fmt::format("shown: \"{}\"\nprinted: \"{}\"", line,
                               at < lines.size() ? lines[at] : "(nothing more)");
        }
        at = found + 1;
        skipping = line.ends_with(kLeftOut);  // what follows the line cut short is left out
    }
    return {};
}

}  // namespace docs
