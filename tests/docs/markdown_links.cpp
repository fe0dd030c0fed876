// Reading a Markdown page as GitHub renders it, as far as its links need: ATX headings,
// fenced code, code spans, inline links and images, reference definitions.
#include "markdown_links.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>

namespace docs {
namespace {

namespace fs = std::filesystem;

std::string file_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

// Calls `each(line_number, line)` for every line outside fenced code blocks. A fence is
// ``` or ~~~ however indented, since a fence inside a list item is indented with it.
template <typename Each>
void for_each_line_outside_code(std::string_view markdown, Each each) {
    int number = 0;
    char open_fence = 0;
    while (!markdown.empty()) {
        const auto end = markdown.find('\n');
        std::string_view line = markdown.substr(0, end);
        markdown = end == std::string_view::npos ? std::string_view{} : markdown.substr(end + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        ++number;
        const auto text = trimmed(line);
        const bool fence = text.starts_with("```") || text.starts_with("~~~");
        if (fence && (open_fence == 0 || text.front() == open_fence)) {
            open_fence = open_fence == 0 ? text.front() : 0;
        } else if (open_fence == 0) {
            each(number, line);
        }
    }
}

// The line with its code spans (`…`, ``…``) taken out, or only their backticks when
// `keep_code` (a heading's anchor is made from its code's text too).
std::string without_code_spans(std::string_view line, bool keep_code) {
    std::string out;
    std::size_t at = 0;
    while (at < line.size()) {
        if (line[at] != '`') {
            out += line[at++];
            continue;
        }
        const auto run_end = line.find_first_not_of('`', at);
        const auto run = (run_end == std::string_view::npos ? line.size() : run_end) - at;
        const std::string ticks(run, '`');
        // The span closes at the next run of exactly as many backticks.
        auto close = line.find(ticks, at + run);
        while (close != std::string_view::npos && close + run < line.size() &&
               line[close + run] == '`') {
            close = line.find(ticks, line.find_first_not_of('`', close));
        }
        if (close == std::string_view::npos) {
            out += ticks;
            at += run;
            continue;
        }
        if (keep_code) out += line.substr(at + run, close - at - run);
        at = close + run;
    }
    return out;
}

// The text of an ATX heading ("## Text ##"), or nothing when the line is not one.
std::optional<std::string_view> heading_text(std::string_view line) {
    const auto indent = line.find_first_not_of(' ');
    if (indent == std::string_view::npos || indent > 3) return std::nullopt;
    std::string_view rest = line.substr(indent);
    const auto hashes = std::min(rest.find_first_not_of('#'), rest.size());
    if (hashes == 0 || hashes > 6) return std::nullopt;
    rest.remove_prefix(hashes);
    if (!rest.empty() && rest.front() != ' ' && rest.front() != '\t') return std::nullopt;
    rest = trimmed(rest);
    // A closing run of #s, after a space, is not part of the text.
    const auto last = rest.find_last_not_of('#');
    if (last == std::string_view::npos) return std::string_view{};
    if (last + 1 < rest.size() && (rest[last] == ' ' || rest[last] == '\t')) {
        rest = trimmed(rest.substr(0, last));
    }
    return rest;
}

// What a heading shows: a link or an image as its text, code as its text.
std::string shown_text(std::string_view heading) {
    static const std::regex link(R"(!?\[([^\]]*)\]\([^)]*\))");
    return std::regex_replace(without_code_spans(heading, true), link, "$1");
}

// The target of an inline link, read from just after its "](": up to the ")" that closes
// it or the space before a title; <…> when written so.
std::string inline_target(std::string_view rest) {
    if (rest.starts_with('<')) {
        const auto close = rest.find('>');
        return std::string(rest.substr(1, close == std::string_view::npos ? 0 : close - 1));
    }
    int depth = 0;
    std::size_t end = 0;
    for (; end < rest.size(); ++end) {
        const char c = rest[end];
        if (c == ' ' || c == '\t') break;
        if (c == '(') ++depth;
        if (c == ')' && depth-- == 0) break;
    }
    return std::string(rest.substr(0, end));
}

bool has_scheme(std::string_view target) {
    const auto colon = target.find(':');
    if (colon == std::string_view::npos || colon == 0) return false;
    if (!std::isalpha(static_cast<unsigned char>(target.front()))) return false;
    return std::all_of(
        target.begin(), target.begin() + static_cast<std::ptrdiff_t>(colon), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
        });
}

std::string percent_decoded(std::string_view text) {
    std::string out;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == '%' && at + 2 < text.size() &&
            std::isxdigit(static_cast<unsigned char>(text[at + 1])) &&
            std::isxdigit(static_cast<unsigned char>(text[at + 2]))) {
            out += static_cast<char>(std::stoi(std::string(text.substr(at + 1, 2)), nullptr, 16));
            at += 2;
        } else {
            out += text[at];
        }
    }
    return out;
}

bool contains(const std::vector<std::string>& anchors, const std::string& anchor) {
    return std::find(anchors.begin(), anchors.end(), anchor) != anchors.end();
}

// Why `target`, a link of `page`, does not resolve; nothing when it does.
std::optional<std::string> why_broken(const fs::path& page,
                                      const std::vector<std::string>& page_anchors,
                                      std::string_view target) {
    if (target.empty()) return "an empty link";
    if (has_scheme(target)) return std::nullopt;
    const auto hash = target.find('#');
    const std::string path = percent_decoded(target.substr(0, hash));
    const std::string anchor =
        hash == std::string_view::npos ? "" : percent_decoded(target.substr(hash + 1));
    if (path.empty()) {
        if (anchor.empty() || contains(page_anchors, anchor)) return std::nullopt;
        return "no heading of this page has the anchor #" + anchor;
    }
    if (path.front() == '/') return "a path from the root: write it relative to the page";
    const fs::path file = page.parent_path() / path;
    std::error_code error;
    if (!fs::exists(file, error)) return "no such file: " + file.lexically_normal().string();
    if (anchor.empty()) return std::nullopt;
    if (!fs::is_regular_file(file, error) || file.extension() != ".md") {
        return "an anchor into " + path + ", which is not a Markdown page";
    }
    if (contains(heading_anchors(file_text(file)), anchor)) return std::nullopt;
    return "no heading of " + path + " has the anchor #" + anchor;
}

}  // namespace

std::string heading_anchor(std::string_view heading) {
    std::string anchor;
    for (std::size_t at = 0; at < heading.size();) {
        const auto c = static_cast<unsigned char>(heading[at]);
        if (c < 0x80) {
            if (std::isalnum(c) || c == '-' || c == '_')
                anchor += static_cast<char>(std::tolower(c));
            if (c == ' ') anchor += '-';
            ++at;
            continue;
        }
        // A UTF-8 sequence: Latin-1's letters are kept (its capitals lowered), the rest
        // dropped.
        const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (length == 2 && at + 1 < heading.size()) {
            auto code = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(heading[at + 1]) & 0x3Fu);
            const bool letter = code == 0xAA || code == 0xB5 || code == 0xBA ||
                                (code >= 0xC0 && code <= 0xFF && code != 0xD7 && code != 0xF7);
            if (letter) {
                if (code >= 0xC0 && code <= 0xDE) code += 0x20;
                anchor += static_cast<char>(0xC0u | (code >> 6));
                anchor += static_cast<char>(0x80u | (code & 0x3Fu));
            }
        }
        at += length;
    }
    return anchor;
}

std::vector<std::string> heading_anchors(std::string_view markdown) {
    std::vector<std::string> anchors;
    // As GitHub numbers them: how often each anchor has been given so far.
    std::map<std::string, int> given;
    for_each_line_outside_code(markdown, [&](int, std::string_view line) {
        const auto text = heading_text(line);
        if (!text) return;
        const std::string first = heading_anchor(shown_text(*text));
        std::string anchor = first;
        while (given.contains(anchor)) anchor = first + "-" + std::to_string(++given[first]);
        given[anchor] = 0;
        anchors.push_back(anchor);
    });
    return anchors;
}

std::vector<Link> links(std::string_view markdown) {
    static const std::regex definition(R"(^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+))");
    std::vector<Link> found;
    for_each_line_outside_code(markdown, [&](int number, std::string_view line) {
        const std::string text = without_code_spans(line, false);
        std::smatch match;
        if (std::regex_search(text, match, definition)) {
            found.push_back({number, match[1]});
            return;
        }
        for (auto at = text.find("]("); at != std::string::npos; at = text.find("](", at + 2)) {
            found.push_back({number, inline_target(std::string_view(text).substr(at + 2))});
        }
    });
    return found;
}

std::vector<std::string> broken_links(const std::filesystem::path& page) {
    const std::string markdown = file_text(page);
    const auto anchors = heading_anchors(markdown);
    std::vector<std::string> problems;
    for (const Link& link : links(markdown)) {
        if (const auto why = why_broken(page, anchors, link.target)) {
            problems.push_back(page.string() + ":" + std::to_string(link.line) + ": " +
                               link.target + ": " + *why);
        }
    }
    return problems;
}

}  // namespace docs
