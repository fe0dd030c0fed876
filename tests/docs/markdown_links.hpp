// The relative links of a Markdown page, checked as GitHub renders them: the file a link
// names exists, relative to the page, and its #anchor names a heading of that file.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace docs {

// The anchor GitHub gives a heading: its text lower-cased, everything but letters, digits,
// spaces, hyphens and underscores dropped, each space made a hyphen. Letters beyond
// Latin-1 and Latin Extended (Greek, Cyrillic, …) are dropped too, where GitHub keeps
// them: a link to such a heading is reported broken rather than passed unchecked.
std::string heading_anchor(std::string_view heading);

// The anchors of a page's headings, in order, those in fenced code left out; a repeated
// one gets -1, -2, … as on GitHub.
std::vector<std::string> heading_anchors(std::string_view markdown);

struct Link {
    int line;            // from 1
    std::string target;  // as written: a path, an #anchor, both, or a URL
};

// The links and images of a page, inline ones and reference definitions, outside code.
std::vector<Link> links(std::string_view markdown);

// What is wrong with each relative link of `page`, as "PAGE:LINE: TARGET: WHY"; empty when
// every one resolves. Links with a scheme (https:, mailto:) are not followed.
std::vector<std::string> broken_links(const std::filesystem::path& page);

}  // namespace docs
