// The documentation's examples of commands and what they print (examples.hpp), run with
// the real binary: an example that drifts from what dicebox prints fails here, showing
// what it prints now.
#include "examples.hpp"

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path kSource = DICEBOX_SOURCE_DIR;

// README.md and every Markdown page under docs/.
std::vector<fs::path> documentation_pages() {
    std::vector<fs::path> pages = {kSource / "README.md"};
    for (const auto& entry : fs::recursive_directory_iterator(kSource / "docs")) {
        if (entry.is_regular_file() && entry.path().extension() == ".md") {
            pages.push_back(entry.path());
        }
    }
    std::sort(pages.begin(), pages.end());
    return pages;
}

std::string file_text(const fs::path& file) {
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// What the example's commands print, run as a person types them: `dicebox` is the binary
// built, and the history is a new one of the example's own.
std::string printed(const docs::Example& example, const testing_support::TempDir& dir) {
    const std::vector<std::string> environment = {
        "PATH=" + testing_support::dicebox_binary().parent_path().string() + ":" +
            std::getenv("PATH"),
        "XDG_DATA_HOME=" + (dir / "data").string()};
    std::string out;
    for (const auto& command : example.commands) {
        const auto r = testing_support::run_process("/bin/sh", {"-c", command}, {}, environment);
        EXPECT_EQ(r.exit_code, 0) << command << "\n" << r.err;
        out += r.out;
    }
    return out;
}

TEST(DocumentationExamples, EveryCheckedExampleShowsWhatItsCommandsPrint) {
    std::size_t checked = 0;
    for (const auto& page : documentation_pages()) {
        for (const auto& example : docs::examples(file_text(page))) {
            SCOPED_TRACE(
                fmt::format("{}:{}", page.lexically_relative(kSource).string(), example.line));
            ++checked;
            testing_support::TempDir dir;
            const auto out = printed(example, dir);
            EXPECT_EQ(docs::difference(example.shown, out), "") << "what it prints now:\n" << out;
        }
    }
    EXPECT_GE(checked, 1u) << "the coach's review at least (docs/guide/coach.md)";
}

TEST(DocumentationExamples, TheCheckFindsAnExampleThatDrifted) {
    const auto found = docs::examples(
        "# A page\n\n```\n$ not checked\n```\n\n<!-- checked example -->\n```\n$ echo a\n"
        "a\n…\nc d…\n```\n");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].line, 8);
    EXPECT_THAT(found[0].commands, ::testing::ElementsAre("echo a"));
    EXPECT_THAT(found[0].shown, ::testing::ElementsAre("a", "…", "c d…"));

    EXPECT_EQ(docs::difference(found[0].shown, "a\nb\nb\nc d e\n"), "");
    EXPECT_EQ(docs::difference(found[0].shown, "a\nc d\n"), "");
    EXPECT_EQ(docs::difference({"a…", "c"}, "a b\nb\nc\n"), "") << "what follows a cut line";
    EXPECT_NE(docs::difference(found[0].shown, "a\nb\nc e\n"), "") << "another last line";
    EXPECT_NE(docs::difference(found[0].shown, "x\nc d\n"), "") << "another first line";
    EXPECT_NE(docs::difference({"a", "b"}, "a\nx\nb\n"), "") << "a line not left out";
    EXPECT_NE(docs::difference({"a", "b"}, "a\n"), "") << "a line missing";
}

}  // namespace
