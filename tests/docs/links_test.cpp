// The documentation's links: every relative link and #anchor of README.md and of every
// page under docs/ resolves, by GitHub's rules; and the checker finds what is broken.
#include "markdown_links.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

const fs::path kSource = DICEBOX_SOURCE_DIR;
const fs::path kFixtures = DOCS_FIXTURE_DIR;

std::string lines(const std::vector<std::string>& problems) {
    std::string text;
    for (const auto& problem : problems) text += problem + "\n";
    return text;
}

std::string file_text(const fs::path& file) {
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// README.md, then every Markdown page under docs/.
std::vector<fs::path> documentation_pages() {
    std::vector<fs::path> pages;
    for (const auto& entry : fs::recursive_directory_iterator(kSource / "docs")) {
        if (entry.is_regular_file() && entry.path().extension() == ".md") {
            pages.push_back(entry.path());
        }
    }
    std::sort(pages.begin(), pages.end());
    pages.insert(pages.begin(), kSource / "README.md");
    return pages;
}

TEST(DocumentationLinks, EveryRelativeLinkAndAnchorOfTheReadmeAndTheDocsResolves) {
    const auto pages = documentation_pages();
    ASSERT_NE(std::find(pages.begin(), pages.end(), kSource / "docs" / "guide" / "index.md"),
              pages.end());
    std::size_t linked = 0;
    std::vector<std::string> problems;
    for (const auto& page : pages) {
        linked += docs::links(file_text(page)).size();
        const auto broken = docs::broken_links(page);
        problems.insert(problems.end(), broken.begin(), broken.end());
    }
    // The pages were read: the README alone links to a dozen of them.
    EXPECT_GT(linked, 100u);
    EXPECT_TRUE(problems.empty()) << lines(problems);
}

TEST(DocumentationLinks, TheCheckerFindsAMissingFileAndAnAnchorNoHeadingHas) {
    // page.md links to other.md and its headings, to itself, to a site, and, inside code,
    // to files that are not there; three of its links are broken.
    const auto problems = docs::broken_links(kFixtures / "page.md");
    EXPECT_THAT(problems,
                ElementsAre(HasSubstr("page.md:6: missing.md: no such file"),
                            HasSubstr("page.md:6: other.md#no-such-heading: no heading of "
                                      "other.md has the anchor #no-such-heading"),
                            HasSubstr("page.md:7: #nowhere: no heading of this page has the "
                                      "anchor #nowhere")))
        << lines(problems);
}

TEST(DocumentationLinks, AHeadingsAnchorIsItsTextLowerCasedWithoutPunctuationSpacesHyphened) {
    EXPECT_EQ(docs::heading_anchor("The 5th die: the EXTRA rule"), "the-5th-die-the-extra-rule");
    EXPECT_EQ(docs::heading_anchor("A club's history on PostgreSQL"),
              "a-clubs-history-on-postgresql");
    EXPECT_EQ(docs::heading_anchor("Game ▸ Play online"), "game--play-online");
    EXPECT_EQ(docs::heading_anchor("seat_options and --seat-option"),
              "seat_options-and---seat-option");
    EXPECT_EQ(docs::heading_anchor("Élan, café — 3×4"), "élan-café--34");
}

TEST(DocumentationLinks, AHeadingIsReadAsShownAndARepeatedOneIsNumbered) {
    const std::string page =
        "# `hint`: ask the [coach](coach.md) ##\n"
        "## Notation\n"
        "```sh\n"
        "# a comment in code, no heading\n"
        "```\n"
        "  ## Notation\n"
        "#hashtag, no heading\n"
        "### Notation\n";
    EXPECT_THAT(docs::heading_anchors(page),
                ElementsAre("hint-ask-the-coach", "notation", "notation-1", "notation-2"));
}

}  // namespace
